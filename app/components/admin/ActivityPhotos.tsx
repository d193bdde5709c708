/**
 * The activity's photos in the order the pages show them (the first is the card's), with buttons
 * to move and remove each, and the form that adds one from a phone's camera roll or a desktop.
 */
import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as styles from "#app/components/bookings/bookings.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { StoredImage } from "#domain/images.ts";
import { ALT_FIELDS, MAX_ALT_LENGTH, PHOTO_FIELD } from "#domain/inputs/photo.ts";
import type { Locale } from "#domain/locale.ts";
import * as admin from "./admin.css.ts";

interface Props {
  images: readonly StoredImage[];
  locale: Locale;
  csrfToken: string;
  version: number;
  /** The form the move and remove buttons post with. */
  structureForm: string;
  /** Each refused field's message after a refused upload. */
  errors: Record<string, string> | undefined;
  /** A problem of the photos as a whole (e.g. none yet when publishing). */
  problem: string | undefined;
}

export function ActivityPhotos({ images, locale, csrfToken, version, structureForm, errors, problem }: Props) {
  const { t } = useLingui();
  const languages: Record<Locale, string> = { id: t`Indonesian`, en: t`English` };
  const move = (intent: string, label: string) => (
    <button type="submit" form={structureForm} name="intent" value={intent} className={widgets.secondaryButton}>
      {label}
    </button>
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
        {images.map((image, index) => (
          <li key={image.original} className={admin.photo} data-testid="activity-photo">
            <img
              src={image.thumbnail}
              width={image.thumb_width}
              height={image.thumb_height}
              alt={image.alt?.[locale] ?? ""}
              className={admin.photoImage}
            />
            <div className={styles.buttonRow}>
              {index > 0 ? move(`movePhoto:${index}:up`, t`Move earlier`) : null}
              {index < images.length - 1 ? move(`movePhoto:${index}:down`, t`Move later`) : null}
              {move(`removePhoto:${index}`, t`Remove photo`)}
            </div>
          </li>
        ))}
      </ol>
      <Form method="post" encType="multipart/form-data" className={styles.form} aria-label={t`Add a photo`}>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="addPhoto" />
        <input type="hidden" name="version" value={version} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="activity-photo-file">
            {t`Photo (JPEG, PNG or WebP, up to 10 MB)`}
          </label>
          <input
            id="activity-photo-file"
            type="file"
            name={PHOTO_FIELD}
            accept="image/jpeg,image/png,image/webp"
            required
            aria-invalid={errors?.[PHOTO_FIELD] ? true : undefined}
          />
          {errors?.[PHOTO_FIELD] ? <p className={styles.fieldError}>{errors[PHOTO_FIELD]}</p> : null}
        </div>
        <div className={admin.pair}>
          {(["id", "en"] as const).map((language) => (
            <div key={language} className={styles.field}>
              <label className={styles.label} htmlFor={`activity-photo-alt-${language}`}>
                {`${t`What the photo shows`} (${languages[language]})`}
              </label>
              <input
                id={`activity-photo-alt-${language}`}
                name={ALT_FIELDS[language]}
                className={styles.control}
                maxLength={MAX_ALT_LENGTH}
              />
              {errors?.[ALT_FIELDS[language]] ? (
                <p className={styles.fieldError}>{errors[ALT_FIELDS[language]]}</p>
              ) : null}
            </div>
          ))}
        </div>
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button}>
            {t`Add photo`}
          </button>
        </div>
      </Form>
    </section>
  );
}
