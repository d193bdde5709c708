-- The team at a large operator's size (issue 37, decision 0073): /admin/team and the people of
-- /admin/team/activity looked for the operators with `role = 'operator'`, which no index answered,
-- so each read every account (50,000 on the large database, D1 bills each row). The operators are
-- a handful: a partial index holds only them, in the order the pages list them.
CREATE INDEX users_operators_by_name ON users(name COLLATE NOCASE, id) WHERE role = 'operator';

-- A day's manifest shows the lines of accepted trip quotes on that day that became no booking: read
-- from the day's lines, not from every accepted trip (4,000 trips on the large database).
CREATE INDEX trip_quote_lines_by_day ON trip_quote_lines(day_date, item_kind);
