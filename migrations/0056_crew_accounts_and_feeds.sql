-- Issue 40, items 4 and 7 (decision 0079): drivers and guides sign in to their sheet (/driver),
-- mark their guests, and every operator and crew member can have a private calendar feed.
--
-- The crew is not a third value of users.role: the CHECK of users.role cannot change without
-- rebuilding the users table (its triggers, its indexes, every foreign key to it), and every guard
-- of the back office asks `role = 'operator'`. A crew member keeps the role 'tourist' and is linked
-- here to the driver or guide resource they are; so no crew account can ever pass the operator's
-- guard, and ending the link ends the sheet.
CREATE TABLE crew_accounts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- One account per driver or guide: inviting another person for a resource moves the link.
  resource_id INTEGER NOT NULL UNIQUE REFERENCES resources(id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- An invitation to the crew names the driver or guide the person will be; NULL: an operator.
ALTER TABLE team_invitations ADD COLUMN resource_id INTEGER REFERENCES resources(id);

-- Only a driver or a guide can have an account (a vehicle cannot sign in).
CREATE TRIGGER crew_accounts_are_drivers_or_guides BEFORE INSERT ON crew_accounts
WHEN (SELECT kind FROM resources WHERE id = NEW.resource_id) NOT IN ('driver', 'guide')
BEGIN
  SELECT RAISE(ABORT, 'crew: not a driver or guide');
END;

-- What the driver or guide marked for a guest of their run: collected at the hotel, arrived at the
-- meeting place, or not there. Kept with the guest's place in the run: taken out of the run, the
-- mark goes with it.
ALTER TABLE pickup_run_guests ADD COLUMN mark TEXT CHECK (mark IN ('picked_up', 'arrived', 'no_show'));
ALTER TABLE pickup_run_guests ADD COLUMN marked_at TEXT;
ALTER TABLE pickup_run_guests ADD COLUMN marked_by TEXT;

-- Item 7: a private calendar URL. Only the SHA-256 of its token is stored; the URL is shown once.
-- `resource_id` NULL: the operators' feed of every run; else the runs of that driver or guide.
-- Revoked, the URL answers 404.
CREATE TABLE calendar_feeds (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  resource_id INTEGER REFERENCES resources(id),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  revoked_at TEXT
);
CREATE INDEX calendar_feeds_of_user ON calendar_feeds(user_id) WHERE revoked_at IS NULL;
