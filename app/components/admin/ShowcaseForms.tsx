/** The gallery's or the slides' rows (photo, texts in both languages, order) and the form that adds one. */
import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as styles from "#app/components/bookings/bookings.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { StoredImage } from "#domain/images.ts";
import { ALT_FIELDS, PHOTO_FIELD } from "#domain/inputs/photo.ts";
import { LINK_PATH_MAX, SHOWCASE_TEXTS, type ShowcaseKind, showcaseFieldName } from "#domain/inputs/showcase.ts";
import { SHOWCASE_FIELD_LABELS } from "#domain/inputs/showcase-messages.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";
import * as admin from "./admin.css.ts";
import { PhotoFileField } from "./RowPhotos.tsx";

export interface ShowcaseFieldSource {
  value: (name: string) => string;
  problem: (name: string) => string | undefined;
}

function TextFields({ kind, source, prefix }: { kind: ShowcaseKind; source: ShowcaseFieldSource; prefix: string }) {
  const { i18n, t } = useLingui();
  const languages: Record<Locale, string> = { id: t`Indonesian`, en: t`English` };
  return (
    <>
      {Object.entries(SHOWCASE_TEXTS[kind]).map(([field, max]) => {
        const descriptor = SHOWCASE_FIELD_LABELS[field];
        const label = descriptor ? i18n._(descriptor) : field;
        return (
          <div key={field} className={admin.pair}>
            {LOCALES.map((locale) => {
              const name = showcaseFieldName(field, locale);
              const id = `${prefix}-${field}-${locale}`;
              const problem = source.problem(name);
              return (
                <div key={locale} className={styles.field}>
                  <label className={styles.label} htmlFor={id}>{`${label} (${languages[locale]})`}</label>
                  <input
                    id={id}
                    name={name}
                    className={styles.control}
                    maxLength={max}
                    defaultValue={source.value(name)}
                    aria-invalid={problem ? true : undefined}
                  />
                  {problem ? <p className={styles.fieldError}>{problem}</p> : null}
                </div>
              );
            })}
          </div>
        );
      })}
      {kind === "slides" ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${prefix}-link`}>
            {t`Leads to (a path on this site)`}
          </label>
          <input
            id={`${prefix}-link`}
            name="link_path"
            className={styles.control}
            maxLength={LINK_PATH_MAX}
            defaultValue={source.value("link_path")}
            aria-invalid={source.problem("link_path") ? true : undefined}
          />
          {source.problem("link_path") ? <p className={styles.fieldError}>{source.problem("link_path")}</p> : null}
        </div>
      ) : null}
    </>
  );
}

interface RowProps {
  kind: ShowcaseKind;
  row: { id: number; version: number; image: StoredImage };
  first: boolean;
  last: boolean;
  csrfToken: string;
  source: ShowcaseFieldSource;
}

export function ShowcaseRowForm({ kind, row, first, last, csrfToken, source }: RowProps) {
  const { t } = useLingui();
  const button = (intent: string, label: string, primary = false) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={primary ? widgets.button : widgets.secondaryButton}
      formNoValidate={!primary}
    >
      {label}
    </button>
  );
  return (
    <li className={`${styles.card} ${styles.form}`} data-testid="showcase-row">
      <img
        src={row.image.thumbnail}
        width={row.image.thumb_width}
        height={row.image.thumb_height}
        alt={row.image.alt?.en ?? ""}
        className={admin.photoImage}
      />
      <Form method="post" className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="id" value={row.id} />
        <input type="hidden" name="version" value={row.version} />
        <TextFields kind={kind} source={source} prefix={`row-${row.id}`} />
        <div className={styles.buttonRow}>
          {button("save", t`Save`, true)}
          {first ? null : button("earlier", t`Move earlier`)}
          {last ? null : button("later", t`Move later`)}
          {button("remove", t`Remove`)}
        </div>
      </Form>
    </li>
  );
}

export function AddShowcaseForm({
  kind,
  csrfToken,
  source,
  photoErrors,
}: {
  kind: ShowcaseKind;
  csrfToken: string;
  source: ShowcaseFieldSource;
  photoErrors: Record<string, string> | undefined;
}) {
  const { t } = useLingui();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={`${styles.card} ${styles.form}`}
      aria-label={t`Add a photo`}
    >
      <h2 className={styles.cardTitle}>{t`Add a photo`}</h2>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value="add" />
      <PhotoFileField id="showcase-photo" error={photoErrors?.[PHOTO_FIELD]} />
      {/* The caption or title also describes the photo for screen readers. */}
      <input type="hidden" name={ALT_FIELDS.id} value="" />
      <input type="hidden" name={ALT_FIELDS.en} value="" />
      <TextFields kind={kind} source={source} prefix="new" />
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.button}>
          {t`Add photo`}
        </button>
      </div>
    </Form>
  );
}
