-- Issue 37: an activity's reviews show "booked with us" from the reviewer's confirmed bookings of that
-- activity (workers/reviews/comments.ts BOOKED_WITH_US). They read every booking of each reviewer
-- through bookings_by_user and bookings_by_email, and the table row of each to test its status and
-- activity: on the large database a page of six reviews read 46 rows, 35 of them bookings. Probed here
-- by account and by e-mail as a vehicle's are (migration 0050, decision 0060), a review costs its own
-- row and its author's, and one more when the badge shows (decision 0095).
CREATE INDEX bookings_confirmed_activity_of_user ON bookings(user_id, activity_id)
  WHERE status = 'confirmed' AND activity_id IS NOT NULL;
CREATE INDEX bookings_confirmed_activity_of_email ON bookings(email COLLATE NOCASE, activity_id)
  WHERE status = 'confirmed' AND activity_id IS NOT NULL;

-- The tourist search leaves out drafts and the archive, which its index holds too, by a look-up of
-- each match that leaves the index (workers/catalogue/full-text-search.ts LISTED): a count of 200
-- matches read 400 rows. Probed in this index of the unlisted activities, a published match (nearly
-- every one) reads nothing (decision 0095).
CREATE INDEX activities_unlisted ON activities(id) WHERE status <> 'published';
