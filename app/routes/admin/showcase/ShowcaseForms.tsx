/**
 * The gallery's or the slides' rows (photo, texts in both languages, order) and the fields that add
 * one, all in the page's one form (decision 0045): every button saves the rows' typed texts too.
 */
import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import { PhotoFileField } from "#app/components/admin/RowPhotos.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD, EDITOR_FIELD } from "#domain/forms.ts";
import type { StoredImage } from "#domain/images.ts";
import { ALT_FIELDS, PHOTO_FIELD } from "#domain/inputs/photo.ts";
import {
  LINK_PATH_MAX,
  SHOWCASE_TEXTS,
  type ShowcaseKind,
  showcaseFieldName,
  showcaseRowPrefix,
} from "#domain/inputs/showcase.ts";
import { SHOWCASE_FIELD_LABELS } from "#domain/inputs/showcase-messages.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";

export interface ShowcaseFieldSource {
  value: (name: string) => string;
  problem: (name: string) => string | undefined;
}

interface TextFieldsProps {
  kind: ShowcaseKind;
  source: ShowcaseFieldSource;
  prefix: string;
  /** The page's whole form, and the prefix of the row's field names in it. */
  form: string;
  namePrefix?: string;
}

function TextFields({ kind, source, prefix, form, namePrefix = "" }: TextFieldsProps) {
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
                    name={`${namePrefix}${name}`}
                    form={form}
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
            name={`${namePrefix}link_path`}
            form={form}
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
  source: ShowcaseFieldSource;
  /** The id of the page's whole form. */
  form: string;
}

export function ShowcaseRowForm({ kind, row, first, last, source, form }: RowProps) {
  const { t } = useLingui();
  const button = (intent: string, label: string, primary = false) => (
    <button
      type="submit"
      name="intent"
      value={`${intent}:${row.id}`}
      form={form}
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
      <div className={styles.form}>
        <input type="hidden" name={`${showcaseRowPrefix(row.id)}version`} value={row.version} form={form} />
        <TextFields
          kind={kind}
          source={source}
          prefix={`row-${row.id}`}
          form={form}
          namePrefix={showcaseRowPrefix(row.id)}
        />
        <div className={styles.buttonRow}>
          {button("save", t`Save`, true)}
          {first ? null : button("earlier", t`Move earlier`)}
          {last ? null : button("later", t`Move later`)}
          {button("remove", t`Remove`)}
        </div>
      </div>
    </li>
  );
}

/**
 * The page's one form (`form` its id): the fields of a new photo, and the token, the editor and
 * the Add photo button. The rows' fields and buttons above belong to it too.
 */
export function AddShowcaseForm({
  kind,
  csrfToken,
  editor,
  source,
  photoErrors,
  form,
}: {
  kind: ShowcaseKind;
  csrfToken: string;
  editor: string;
  source: ShowcaseFieldSource;
  photoErrors: Record<string, string> | undefined;
  form: string;
}) {
  const { t } = useLingui();
  return (
    <Form
      id={form}
      method="post"
      encType="multipart/form-data"
      className={`${styles.card} ${styles.form}`}
      aria-label={t`Add a photo`}
    >
      <h2 className={styles.cardTitle}>{t`Add a photo`}</h2>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name={EDITOR_FIELD} value={editor} />
      <PhotoFileField id="showcase-photo" error={photoErrors?.[PHOTO_FIELD]} form={form} />
      {/* The caption or title also describes the photo for screen readers. */}
      <input type="hidden" name={ALT_FIELDS.id} value="" />
      <input type="hidden" name={ALT_FIELDS.en} value="" />
      <TextFields kind={kind} source={source} prefix="new" form={form} />
      <div className={styles.buttonRow}>
        <button type="submit" name="intent" value="add" className={widgets.button} formNoValidate>
          {t`Add photo`}
        </button>
      </div>
    </Form>
  );
}
