/**
 * An uploaded photo: the file, checked by its bytes on the server (workers/media/), and its alt
 * text in both languages: optional for the gallery and slides (their texts describe them),
 * required for a catalogue row's photos, which the pages read out with these words.
 */
import { type } from "arktype";
import { isSingleLineName } from "../plain-text.ts";
import { atMost, filled, type Parsed, parseFields, textField } from "./fields.ts";

/** The largest photo file the back office accepts; a phone's camera photo is 2-8 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels (width × height, as the file's header declares them) a photo may have: a
 * 12-megapixel phone photo (4032×3024) fits, while a small file declaring a huge picture (a
 * decompression bomb) is refused before it is decoded. Decoding needs 4 bytes a pixel in a worker
 * limited to 128 MB, which is what keeps this well under the 40 megapixels of some phones.
 */
export const MAX_PHOTO_PIXELS = 16_000_000;
/** The longest alt text: one or two sentences. */
export const MAX_ALT_LENGTH = 250;

/** The form fields of an upload. */
export const PHOTO_FIELD = "photo";
export const ALT_FIELDS = { id: "alt_id", en: "alt_en" } as const;

/** The name of a stored photo's description field within an editor's whole form: `photo.2.alt_en`. */
export const photoAltFieldName = (index: number, field: string) => `photo.${index}.${field}`;

export type PhotoProblem =
  | "photoRequired"
  | "photoTooLarge"
  | "photoNotAnImage"
  | "photoIncomplete"
  | "photoTooManyPixels"
  | "photoUnreadable"
  | "altRequired"
  | "altTooLong"
  | "altNotOneLine";

const altText = textField<PhotoProblem>([
  ["altTooLong", atMost(MAX_ALT_LENGTH)],
  ["altNotOneLine", isSingleLineName],
]);

const requiredAltText = textField<PhotoProblem>([
  ["altRequired", filled],
  ["altTooLong", atMost(MAX_ALT_LENGTH)],
  ["altNotOneLine", isSingleLineName],
]);

const altSchema = type({ alt_id: altText, alt_en: altText });
const requiredAltSchema = type({ alt_id: requiredAltText, alt_en: requiredAltText });

/** Whether a photo's alt text may be left empty (then the page names the photo by its row). */
export type AltRule = "optional" | "required";

/** The alt text fields of a photo form (an upload, or a described photo). */
export function parsePhotoAlt(
  fields: Readonly<Record<string, string>>,
  rule: AltRule = "optional",
): Parsed<{ alt_id: string; alt_en: string }, PhotoProblem> {
  return parseFields(rule === "required" ? requiredAltSchema : altSchema, [ALT_FIELDS.id, ALT_FIELDS.en], fields);
}
