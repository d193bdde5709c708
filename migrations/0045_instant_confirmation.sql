-- Instant confirmation (issue 38, item 6; decision 0065): per activity or vehicle, the operator
-- may let a tourist's request be confirmed in the booking's own write while seats are free. A
-- second setting keeps requests with a special request for a person to read. Both off by default:
-- every item behaves as before until the operator turns them on. The columns live on the item's
-- own row, so the public lists and pages that already read it carry the flag at no extra read.
ALTER TABLE activities ADD COLUMN instant_confirmation INTEGER NOT NULL DEFAULT 0
  CHECK (instant_confirmation IN (0, 1));
ALTER TABLE activities ADD COLUMN special_requests_need_person INTEGER NOT NULL DEFAULT 0
  CHECK (special_requests_need_person IN (0, 1));
ALTER TABLE transports ADD COLUMN instant_confirmation INTEGER NOT NULL DEFAULT 0
  CHECK (instant_confirmation IN (0, 1));
ALTER TABLE transports ADD COLUMN special_requests_need_person INTEGER NOT NULL DEFAULT 0
  CHECK (special_requests_need_person IN (0, 1));
