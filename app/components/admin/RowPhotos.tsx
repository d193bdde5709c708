/**
 * The photos of the row an editor page edits, in the order the pages show them (the first is the
 * card's): each with its description in both languages, to correct, and buttons to move and
 * remove it; then the form that adds one from a phone's camera roll or a desktop. Every button posts
 * to the editor with its `intent` (app/server/row-photos.server.ts). Given the id of the editor's
 * whole form (`form`), the fields and buttons belong to it, so a photo button saves the typed
 * edits too; without it, each photo has a small form of its own.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { StoredImage } from "#domain/images.ts";
import { ALT_FIELDS, MAX_ALT_LENGTH, MAX_PHOTO_BYTES, PHOTO_FIELD, photoAltFieldName } from "#domain/inputs/photo.ts";
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
  /** The id of the editor's whole form, which the photo fields and buttons then belong to. */
  form?: string;
}

/** A photo's own little form, or, within the editor's whole form, a group of its fields. */
function PhotoGroup({
  form,
  label,
  multipart,
  children,
}: {
  form?: string;
  label: string;
  multipart?: boolean;
  children: ReactNode;
}) {
  if (form) {
    return (
      <fieldset className={`${styles.form} ${admin.bareGroup}`} aria-label={label}>
        {children}
      </fieldset>
    );
  }
  return (
    <Form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      className={styles.form}
      aria-label={label}
    >
      {children}
    </Form>
  );
}

const MAX_MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024);

export function RowPhotos({ images, csrfToken, version, posted, problem, form }: Props) {
  const { i18n, t } = useLingui();
  const locale: Locale = i18n.locale === "en" ? "en" : "id";
  const refusedHere = (form: "new" | number) => (posted?.photoForm === form ? posted : undefined);
  const hidden = form ? null : (
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
            <button
              type="submit"
              name="intent"
              value={intent}
              form={form}
              className={widgets.secondaryButton}
              formNoValidate
            >
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
              <PhotoGroup form={form} label={t`Photo ${index + 1}`}>
                {hidden}
                <AltFields
                  prefix={`photo-${index}`}
                  stored={image.alt}
                  refused={refusedHere(index)}
                  form={form}
                  nameOf={form ? (field) => photoAltFieldName(index, field) : undefined}
                />
                <div className={styles.buttonRow}>
                  <button
                    type="submit"
                    name="intent"
                    value={`describePhoto:${index}`}
                    form={form}
                    className={widgets.button}
                  >
                    {t`Save description`}
                  </button>
                  {index > 0 ? button(`movePhoto:${index}:up`, t`Move earlier`) : null}
                  {index < images.length - 1 ? button(`movePhoto:${index}:down`, t`Move later`) : null}
                  {button(`removePhoto:${index}`, t`Remove photo`)}
                </div>
              </PhotoGroup>
            </li>
          );
        })}
      </ol>
      {/* A new key after each upload empties the form for the next photo. */}
      <NewPhotoForm key={images.length} hidden={hidden} refused={refusedHere("new")} form={form} />
    </section>
  );
}

function NewPhotoForm({
  hidden,
  refused,
  form,
}: {
  hidden: ReactNode;
  refused: PhotoPosted | undefined;
  form: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <PhotoGroup form={form} label={t`Add a photo`} multipart>
      {hidden}
      <PhotoFileField id="new-photo-file" error={refused?.photoErrors?.[PHOTO_FIELD]} form={form} />
      <AltFields prefix="new-photo" stored={undefined} refused={refused} form={form} />
      <div className={styles.buttonRow}>
        {/* Within the whole form the server checks what a photo needs: the browser would stop a plain Save. */}
        <button
          type="submit"
          name="intent"
          value="addPhoto"
          form={form}
          className={widgets.button}
          formNoValidate={!!form}
        >
          {t`Add photo`}
        </button>
      </div>
    </PhotoGroup>
  );
}

/**
 * The file field of a photo upload: `image/*`, so a phone offers its camera roll (the server
 * judges the file by its bytes), and a file over the limit is refused before it is sent.
 */
export function PhotoFileField({ id, error, form }: { id: string; error: string | undefined; form?: string }) {
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
        form={form}
        required={!form}
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
  form,
  nameOf = (field) => field,
}: {
  prefix: string;
  stored: StoredImage["alt"];
  refused: PhotoPosted | undefined;
  form?: string;
  /** The field's name in the form it belongs to. */
  nameOf?: ((field: string) => string) | undefined;
}) {
  const { t } = useLingui();
  const languages: Record<Locale, string> = { id: t`Indonesian`, en: t`English` };
  return (
    <div className={admin.pair}>
      {LOCALES.map((language) => {
        const field = ALT_FIELDS[language];
        const name = nameOf(field);
        const id = `${prefix}-alt-${language}`;
        const error = refused?.photoErrors?.[field];
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
              form={form}
              required={!form}
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
