/** What every catalogue editor says of a row it cannot delete (workers/catalogue/row-deletion.ts). */
import { msg } from "@lingui/core/macro";

export const ROW_KEPT = msg`This cannot be deleted: it is published, or bookings, reviews or a special offer refer to it. Unpublish or archive it instead.`;
