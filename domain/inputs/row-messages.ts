/** What every catalogue editor says: of a row it cannot delete (workers/catalogue/row-deletion.ts), of a setting's checkbox and of the change window. */
import { msg } from "@lingui/core/macro";

export const ROW_KEPT = msg`This cannot be deleted: it is published, or bookings, reviews or a special offer refer to it. Unpublish or archive it instead.`;

export const CHECKBOX_SETTING = msg`Tick the box to turn this on, or leave it empty to turn it off.`;

export const CHANGE_WINDOW_SETTING = msg`Enter a whole number of hours from 0 to 720 (0: no changes online), or leave it empty to follow the free cancellation.`;
