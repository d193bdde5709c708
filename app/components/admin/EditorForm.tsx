/**
 * An editor page's whole form (decision 0045). Every button of the page that changes the row
 * (Publish, Add photo, Add package, Move, Remove…) submits this one form with its own `intent`,
 * wherever it stands (the `form` attribute), so the server saves the typed edits along with the
 * action and none is lost. It works without JavaScript. It carries the version the page shows
 * and the page's editor token, which lets the operator's own quick saves follow each other.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { CSRF_FIELD, EDITOR_FIELD, WHOLE_FORM_FIELD } from "#domain/forms.ts";
import * as admin from "./admin.css.ts";

interface Props {
  id: string;
  label: string;
  csrfToken: string;
  version: number;
  editor: string;
  children: ReactNode;
}

export function EditorForm({ id, label, csrfToken, version, editor, children }: Props) {
  return (
    <Form id={id} method="post" encType="multipart/form-data" className={styles.form} aria-label={label}>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name={EDITOR_FIELD} value={editor} />
      <input type="hidden" name={WHOLE_FORM_FIELD} value="1" />
      {children}
    </Form>
  );
}

/**
 * The Save that Enter in a field presses. The browser presses the form's first button, and the
 * page's Publish and photo buttons stand before the form: put this before them.
 */
export function DefaultSaveButton({ form }: { form: string }) {
  return (
    <button
      type="submit"
      form={form}
      name="intent"
      value="save"
      className={admin.defaultButton}
      tabIndex={-1}
      aria-hidden="true"
    />
  );
}
