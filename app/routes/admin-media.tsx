import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { AdminNav } from "#app/components/admin/AdminNav.tsx";
import * as styles from "#app/components/bookings/bookings.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { PhotoAnswer, StoredImage } from "#domain/images.ts";
import { ALT_FIELDS, MAX_ALT_LENGTH, MAX_PHOTO_BYTES, PHOTO_FIELD } from "#domain/inputs/photo.ts";
import { PHOTO_PROBLEM_MESSAGES } from "#domain/inputs/photo-messages.ts";
import type { Route } from "./+types/admin-media";

export { action, headers, loader, middleware } from "./admin-media.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: PHOTO_PROBLEM_MESSAGES };

/** The site's 404 page for anyone but an operator, as on the other operator pages. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

const MAX_MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024);

/**
 * The photo upload on its own: pick a photo (the phone's camera roll or a file), describe it in
 * both languages, and see the stored picture. The catalogue's editors use the same upload.
 */
export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const answer = actionData as PhotoAnswer | { problem: "csrf" } | undefined;
  const errors = answer && "errors" in answer ? answer.errors : {};
  const uploading = navigation.state === "submitting";
  const tooLarge = t`The photo is larger than ${MAX_MEGABYTES} MB. Please choose a smaller file.`;
  return (
    <div className={styles.narrowPage}>
      <title>{`${t`Photos`} | ${SITE_NAME}`}</title>
      <AdminNav />
      <h1 className={styles.title}>
        <Trans>Photos</Trans>
      </h1>
      {answer && "problem" in answer ? (
        <p className={styles.alert} role="alert">
          <Trans>This form has expired. Please reload the page and try again.</Trans>
        </p>
      ) : null}
      {answer && "image" in answer ? <StoredPhoto image={answer.image} /> : null}
      <Form method="post" encType="multipart/form-data" className={`${styles.card} ${styles.form}`}>
        <input type="hidden" name={CSRF_FIELD} value={loaderData.csrfToken} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="photo">
            <Trans>Photo</Trans>
          </label>
          <input
            id="photo"
            name={PHOTO_FIELD}
            type="file"
            accept="image/*"
            required
            className={styles.control}
            aria-describedby="photo-hint photo-error"
            aria-invalid={errors[PHOTO_FIELD] ? true : undefined}
            onChange={(event) => {
              // Said before a 10 MB upload starts; the server checks again (the front door answers 413).
              const file = event.currentTarget.files?.[0];
              event.currentTarget.setCustomValidity(file && file.size > MAX_PHOTO_BYTES ? tooLarge : "");
            }}
          />
          <p id="photo-hint" className={styles.hint}>
            <Trans>
              A JPEG, PNG or WebP photo of at most {MAX_MEGABYTES} MB. It is cropped to 3:2 and stored in the sizes the
              pages show.
            </Trans>
          </p>
          <FieldError id="photo-error" message={errors[PHOTO_FIELD]} />
        </div>
        <AltField field={ALT_FIELDS.id} label={t`Description in Indonesian`} message={errors[ALT_FIELDS.id]} />
        <AltField field={ALT_FIELDS.en} label={t`Description in English`} message={errors[ALT_FIELDS.en]} />
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button} disabled={uploading} aria-busy={uploading}>
            {uploading ? t`Uploading…` : t`Upload photo`}
          </button>
        </div>
      </Form>
    </div>
  );
}

function AltField({ field, label, message }: { field: string; label: string; message: string | undefined }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={field}>
        {label}
      </label>
      <input
        id={field}
        name={field}
        className={styles.control}
        maxLength={MAX_ALT_LENGTH}
        aria-describedby={`${field}-error`}
        aria-invalid={message ? true : undefined}
      />
      <FieldError id={`${field}-error`} message={message} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

function StoredPhoto({ image }: { image: StoredImage }) {
  const locale = usePageLocale();
  return (
    <section className={styles.card} aria-labelledby="stored-photo" data-testid="stored-photo">
      <h2 id="stored-photo" className={styles.cardTitle}>
        <Trans>Stored</Trans>
      </h2>
      <img
        src={image.original}
        width={image.width}
        height={image.height}
        alt={image.alt?.[locale] ?? ""}
        className={widgets.image}
      />
      <p className={styles.hint}>
        <Trans>
          Page size {image.width}×{image.height}, thumbnail {image.thumb_width}×{image.thumb_height}, WebP.
        </Trans>
      </p>
    </section>
  );
}
