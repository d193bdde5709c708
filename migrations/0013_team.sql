-- The operator's team (issue 17; docs/decisions/0014-team.md): operators invite staff by e-mail.
--
-- Everyone on the team has `users.role = 'operator'` (migration 0006): the one thing every admin
-- page asks, through workers/accounts/operators.ts. No new role, so the CHECK on users.role and the
-- users table stay as they are. Who invited whom is kept here, on the invitation the member
-- accepted.
--
-- An invitation is a link mailed to `email`. Only the SHA-256 of its token is stored; the token
-- lives in the mail. It works once (accepted_at), until expires_at, unless withdrawn first
-- (withdrawn_at). The inviter's name is copied, so the team page still says who invited a member
-- after the inviter's account has changed.
CREATE TABLE team_invitations (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('id', 'en')),
  token_hash TEXT NOT NULL UNIQUE,
  invited_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  inviter_name TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- Who joined with it, and when; NULL while it is open.
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  accepted_at TEXT,
  withdrawn_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (accepted_at IS NULL OR withdrawn_at IS NULL)
);
-- One open invitation per address: inviting again withdraws the old one in the same batch, so a
-- resent invitation leaves exactly one working link.
CREATE UNIQUE INDEX team_invitations_one_open ON team_invitations(email)
  WHERE accepted_at IS NULL AND withdrawn_at IS NULL;
CREATE INDEX team_invitations_of_user ON team_invitations(user_id) WHERE user_id IS NOT NULL;

-- The invariants of the team, kept by the database so that two operators acting at once cannot
-- break them: each write is one batch, and a trigger that refuses aborts the whole batch (the audit
-- row and the mail included).
--
-- An invitation closes once: accepted or withdrawn, it cannot be accepted or withdrawn again, and it
-- cannot be accepted after it expired.
CREATE TRIGGER team_invitation_closes_once BEFORE UPDATE OF accepted_at, withdrawn_at ON team_invitations
WHEN OLD.accepted_at IS NOT NULL OR OLD.withdrawn_at IS NOT NULL
  OR (NEW.accepted_at IS NOT NULL AND NEW.accepted_at >= OLD.expires_at)
BEGIN
  SELECT RAISE(ABORT, 'team: the invitation is no longer open');
END;

-- The site always keeps an operator: the last one cannot lose the role (two operators revoking each
-- other at the same moment: the second batch fails).
CREATE TRIGGER team_keeps_an_operator BEFORE UPDATE OF role ON users
WHEN OLD.role = 'operator' AND NEW.role <> 'operator'
  AND (SELECT count(*) FROM users WHERE role = 'operator') <= 1
BEGIN
  SELECT RAISE(ABORT, 'team: the last operator cannot be revoked');
END;

-- Revoking someone who is no longer on the team changes nothing, so it must not be recorded as if
-- it did (two revocations of one member at the same moment: the second batch fails).
CREATE TRIGGER team_revokes_only_members BEFORE UPDATE OF role ON users
WHEN OLD.role = 'tourist' AND NEW.role = 'tourist'
BEGIN
  SELECT RAISE(ABORT, 'team: not a member of the team');
END;

-- The back office's activity page filters the trail by person.
CREATE INDEX booking_events_by_time ON booking_events(created_at DESC, id DESC);
