/** What every catalogue editor says: of a row it cannot delete (workers/catalogue/row-deletion.ts), of a setting's checkbox. */
import { msg } from "@lingui/core/macro";

export const ROW_KEPT = msg`This cannot be deleted: it is published, or bookings, reviews or a special offer refer to it. Unpublish or archive it instead.`;

export const CHECKBOX_SETTING = msg`Tick the box to turn this on, or leave it empty to turn it off.`;
