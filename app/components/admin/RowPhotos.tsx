/**
 * The photos of the row an editor page edits, in the order the pages show them (the first is the
 * card's): each with its description in both languages, to correct, and buttons to move and
 * remove it; then the form that adds one from a phone's camera roll or a desktop. Every form posts
 * to the editor with its `intent` (app/server/row-photos.server.ts).
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import * as styles from "#app/components/bookings/bookings.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { StoredImage } from "#domain/images.ts";
import { ALT_FIELDS, MAX_ALT_LENGTH, MAX_PHOTO_BYTES, PHOTO_FIELD } from "#domain/inputs/photo.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";
import * as admin from "./admin.css.ts";

/** What the editor answered to a refused photo post: which form, each field's message, what was sent. */
export interface PhotoPosted {
  photoForm?: "new" | number;
  photoErrors?: Record<string, string>;
  sent: Record<string, string>;
}

interface Props {
  images: readonly StoredImage[];
  csrfToken: string;
  version: number;
  posted: PhotoPosted | undefined;
  /** A problem of the photos as a whole (none yet when publishing, or a photo gone meanwhile). */
  problem: string | undefined;
}

const MAX_MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024);

export function RowPhotos({ images, csrfToken, version, posted, problem }: Props) {
  const { i18n, t } = useLingui();
  const locale: Locale = i18n.locale === "en" ? "en" : "id";
  const refusedHere = (form: "new" | number) => (posted?.photoForm === form ? posted : undefined);
  const hidden = (
    <>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="version" value={version} />
    </>
  );
  return (
    <section className={admin.fieldset} aria-labelledby="photos-title">
      <h2 id="photos-title" className={styles.cardTitle}>
        {t`Photos`}
      </h2>
      {problem ? (
        <p className={styles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      <ol className={admin.photos}>
        {images.map((image, index) => {
          const button = (intent: string, label: string) => (
            <button type="submit" name="intent" value={intent} className={widgets.secondaryButton} formNoValidate>
              {label}
            </button>
          );
          return (
            <li key={image.original} className={admin.photo} data-testid="row-photo">
              <img
                src={image.thumbnail}
                width={image.thumb_width}
                height={image.thumb_height}
                alt={image.alt?.[locale] ?? ""}
                className={admin.photoImage}
              />
              <Form method="post" className={styles.form} aria-label={t`Photo ${index + 1}`}>
                {hidden}
                <AltFields prefix={`photo-${index}`} stored={image.alt} refused={refusedHere(index)} />
                <div className={styles.buttonRow}>
                  <button type="submit" name="intent" value={`describePhoto:${index}`} className={widgets.button}>
                    {t`Save description`}
                  </button>
                  {index > 0 ? button(`movePhoto:${index}:up`, t`Move earlier`) : null}
                  {index < images.length - 1 ? button(`movePhoto:${index}:down`, t`Move later`) : null}
                  {button(`removePhoto:${index}`, t`Remove photo`)}
                </div>
              </Form>
            </li>
          );
        })}
      </ol>
      {/* A new key after each upload empties the form for the next photo. */}
      <NewPhotoForm key={images.length} hidden={hidden} refused={refusedHere("new")} />
    </section>
  );
}

function NewPhotoForm({ hidden, refused }: { hidden: ReactNode; refused: PhotoPosted | undefined }) {
  const { t } = useLingui();
  return (
    <Form method="post" encType="multipart/form-data" className={styles.form} aria-label={t`Add a photo`}>
      {hidden}
      <input type="hidden" name="intent" value="addPhoto" />
      <PhotoFileField id="new-photo-file" error={refused?.photoErrors?.[PHOTO_FIELD]} />
      <AltFields prefix="new-photo" stored={undefined} refused={refused} />
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.button}>
          {t`Add photo`}
        </button>
      </div>
    </Form>
  );
}

/**
 * The file field of a photo upload: `image/*`, so a phone offers its camera roll (the server
 * judges the file by its bytes), and a file over the limit is refused before it is sent.
 */
export function PhotoFileField({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useLingui();
  const tooLarge = t`The photo is larger than ${MAX_MEGABYTES} MB. Please choose a smaller file.`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t`Photo (JPEG, PNG or WebP, up to 10 MB)`}
      </label>
      <input
        id={id}
        type="file"
        name={PHOTO_FIELD}
        accept="image/*"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          // Said before a 10 MB upload starts; the server checks again (the front door answers 413).
          const file = event.currentTarget.files?.[0];
          event.currentTarget.setCustomValidity(file && file.size > MAX_PHOTO_BYTES ? tooLarge : "");
        }}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A photo's description in both languages, side by side (one above the other on a phone). */
function AltFields({
  prefix,
  stored,
  refused,
}: {
  prefix: string;
  stored: StoredImage["alt"];
  refused: PhotoPosted | undefined;
}) {
  const { t } = useLingui();
  const languages: Record<Locale, string> = { id: t`Indonesian`, en: t`English` };
  return (
    <div className={admin.pair}>
      {LOCALES.map((language) => {
        const name = ALT_FIELDS[language];
        const id = `${prefix}-alt-${language}`;
        const error = refused?.photoErrors?.[name];
        return (
          <div key={language} className={styles.field}>
            <label className={styles.label} htmlFor={id}>
              {`${t`What the photo shows`} (${languages[language]})`}
            </label>
            <input
              id={id}
              name={name}
              className={styles.control}
              maxLength={MAX_ALT_LENGTH}
              required
              defaultValue={refused?.sent[name] ?? stored?.[language] ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <p id={`${id}-error`} className={styles.fieldError}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
