-- Issue 37's narrow combinations (decision 0097's second addendum): a regency picked on the map or
-- in the filter sheet keeps a fifth to a fiftieth of the catalogue. With it, a sorted list took
-- the regency's activities through activities_by_regency (0001) and sorted them all, computing
-- every one's card (its texts, open days, the month's bookings: about nine rows each) before
-- taking its twelve; a category's list counted through the type's index, reading all its
-- activities. Each sort has an index of a regency's activities in its order, every activity's and a
-- type's, so a page walks the regency's own activities to its twelve and a count reads its matches.
-- The catalogue's position of a regency is 0001's activities_by_regency; descending sorts walk
-- them backwards, as 0058's.
CREATE INDEX activities_in_regency_by_price_idr ON activities(regency_id, price_idr, id);
CREATE INDEX activities_in_regency_by_price_usd ON activities(regency_id, price_usd_cents, id);
CREATE INDEX activities_in_regency_by_rating ON activities(regency_id, rating DESC, comments_count DESC, id);
CREATE INDEX activities_in_regency_by_duration ON activities(regency_id, duration_hours, id);
CREATE INDEX activities_in_regency_by_created ON activities(regency_id, created_at, id);
CREATE INDEX activities_of_type_in_regency ON activities(type_id, regency_id, position, id);
CREATE INDEX activities_of_type_in_regency_by_price_idr ON activities(type_id, regency_id, price_idr, id);
CREATE INDEX activities_of_type_in_regency_by_price_usd ON activities(type_id, regency_id, price_usd_cents, id);
CREATE INDEX activities_of_type_in_regency_by_rating
  ON activities(type_id, regency_id, rating DESC, comments_count DESC, id);
CREATE INDEX activities_of_type_in_regency_by_duration ON activities(type_id, regency_id, duration_hours, id);
CREATE INDEX activities_of_type_in_regency_by_created ON activities(type_id, regency_id, created_at, id);
