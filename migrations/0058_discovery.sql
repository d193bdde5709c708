-- Sort of the public activity lists (issue 42, decision 0085): each order a tourist picks walks an
-- index to its page, every activity's list and a type's, instead of sorting the catalogue for each
-- page. Descending orders walk the same indexes backwards (ties end on the id in the same
-- direction); the rating order has 0001's activities_by_rating for every activity.
CREATE INDEX activities_by_price_idr ON activities(price_idr, id);
CREATE INDEX activities_by_price_usd ON activities(price_usd_cents, id);
CREATE INDEX activities_by_duration ON activities(duration_hours, id);
CREATE INDEX activities_by_created ON activities(created_at, id);
CREATE INDEX activities_of_type_by_price_idr ON activities(type_id, price_idr, id);
CREATE INDEX activities_of_type_by_price_usd ON activities(type_id, price_usd_cents, id);
CREATE INDEX activities_of_type_by_duration ON activities(type_id, duration_hours, id);
CREATE INDEX activities_of_type_by_created ON activities(type_id, created_at, id);
CREATE INDEX activities_of_type_by_rating ON activities(type_id, rating DESC, comments_count DESC, id);
