-- The "popular" order of activities (home and search pages): most reviewed first, then the best
-- rated, then by id. Without this index SQLite sorts the whole table for every such row.
CREATE INDEX activities_by_popularity ON activities(comments_count DESC, rating DESC, id);
