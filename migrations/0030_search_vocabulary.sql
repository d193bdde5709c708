-- The words of the search index, for the spelling pass of the tourist search (decision 0040):
-- one row per indexed word, read by ranges of its first letters. Kept by FTS5 itself: nothing
-- writes to it, so every change of activity_search shows at once.
CREATE VIRTUAL TABLE activity_search_terms USING fts5vocab(activity_search, row);
