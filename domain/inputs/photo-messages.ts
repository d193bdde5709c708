/** What each problem of a photo upload says, in the catalogs' two languages. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MAX_ALT_LENGTH, MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, type PhotoProblem } from "./photo.ts";

const MAX_MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024);
const MAX_MEGAPIXELS = MAX_PHOTO_PIXELS / 1_000_000;

export const PHOTO_PROBLEM_MESSAGES: Record<PhotoProblem, MessageDescriptor> = {
  photoRequired: msg`Please choose a photo.`,
  photoTooLarge: msg`The photo is larger than ${MAX_MEGABYTES} MB. Please choose a smaller file.`,
  photoNotAnImage: msg`This file is not a JPEG, PNG or WebP photo.`,
  photoIncomplete: msg`The photo's file is incomplete: it may have been cut off while copying. Please choose the file again.`,
  photoTooManyPixels: msg`The photo has more than ${MAX_MEGAPIXELS} megapixels. Please choose a smaller one.`,
  photoUnreadable: msg`This photo could not be read. It may be damaged; please choose another file.`,
  altRequired: msg`Describe the photo in this language.`,
  altTooLong: msg`The description must be at most ${MAX_ALT_LENGTH} characters.`,
  altNotOneLine: msg`The description must be one line, without control or invisible characters.`,
};
