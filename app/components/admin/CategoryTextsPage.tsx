/** The texts of every regency, transport type or activity type, one small form each, in both languages side by side. */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { SITE_NAME } from "#domain/business.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { textFieldName } from "#domain/inputs/activity.ts";
import { CATEGORY_TEXTS, type CategoryTexts, type PlaceProblems } from "#domain/inputs/place.ts";
import { LOCALES } from "#domain/locale.ts";
import { PlaceAlert, PlaceNotice } from "./EditorNotices.tsx";
import { PlaceTextFields, usePlaceFieldSource } from "./PlaceFields.tsx";

type Answer = { problems: PlaceProblems; missing?: string[]; sent: Record<string, string> };

interface Props {
  title: string;
  back: { to: string; label: string };
  categories: readonly { id: number; slug: string; version: number; texts: CategoryTexts }[];
  csrfToken: string;
  done: string | null;
  posted: Answer | { problem: "csrf" } | undefined;
  /** Where a category's photos are edited, for the kinds that show photos (activity types). */
  photosPath?: (id: number) => string;
}

function storedFields(texts: CategoryTexts): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const locale of LOCALES) {
    for (const [field, value] of Object.entries(texts[locale])) fields[textFieldName(field, locale)] = value;
  }
  return fields;
}

function CategoryForm(props: {
  category: Props["categories"][number];
  csrfToken: string;
  answer: Answer | undefined;
  photosPath: string | undefined;
}) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const source = usePlaceFieldSource(storedFields(props.category.texts), props.answer);
  const { slug } = props.category;
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} aria-label={props.category.slug}>
      <h2 className={styles.cardTitle}>{props.category.slug}</h2>
      <input type="hidden" name={CSRF_FIELD} value={props.csrfToken} />
      <input type="hidden" name="id" value={props.category.id} />
      <input type="hidden" name="version" value={props.category.version} />
      <PlaceTextFields spec={CATEGORY_TEXTS} source={source} multiline={["des"]} idPrefix={props.category.slug} />
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.button} disabled={navigation.state !== "idle"}>
          {t`Save`}
        </button>
        {props.photosPath ? (
          <Link to={props.photosPath} className={styles.link} aria-label={t`Photos of ${slug}`}>
            <Trans>Photos</Trans>
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export function CategoryTextsPage(props: Props) {
  const answer = props.posted && !("problem" in props.posted) ? props.posted : undefined;
  const sentId = Number(answer?.sent.id);
  return (
    <>
      <title>{`${props.title} | ${SITE_NAME}`}</title>
      <p>
        <Link to={props.back.to} className={styles.link}>
          {props.back.label}
        </Link>
      </p>
      <h1 className={styles.title}>{props.title}</h1>
      <PlaceNotice done={props.done} />
      <PlaceAlert posted={props.posted} />
      <p className={styles.hint}>
        <Trans>Every name and title is shown on both sites, so each needs both languages.</Trans>
      </p>
      {props.categories.map((category) => (
        <CategoryForm
          key={category.id}
          category={category}
          csrfToken={props.csrfToken}
          answer={category.id === sentId ? answer : undefined}
          photosPath={props.photosPath?.(category.id)}
        />
      ))}
    </>
  );
}
