/**
 * An editor page's frame (activity, destination, vehicle, content): the way back, the heading,
 * the notices, the status buttons, the photos and the whole form with its save bar (decision
 * 0045). A page gives its fields and the few lines that are its own.
 */
import type { MessageDescriptor } from "@lingui/core";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import * as widgets from "#app/components/widgets.css.ts";
import { SITE_NAME } from "#domain/business.ts";
import type { ActivityStatus } from "#domain/catalogue.ts";
import type { StoredImage } from "#domain/images.ts";
import * as admin from "./admin.css.ts";
import * as styles from "./back-office.css.ts";
import { DefaultSaveButton, EditorForm } from "./EditorForm.tsx";
import { EditorAlert, EditorNotice, type EditorPosted } from "./EditorNotices.tsx";
import { type PhotoPosted, RowPhotos } from "./RowPhotos.tsx";
import { StatusForms } from "./StatusForms.tsx";

interface Props<P extends string> {
  title: string;
  back: { to: string; label: ReactNode };
  /** What stands under the heading: the link to the availability, the kind. */
  subtitle?: ReactNode;
  /** The notice after a done action, by the `done` the redirect names. */
  done: string | null;
  notices: Record<string, string>;
  posted: EditorPosted<P> & (PhotoPosted | { problem: "csrf" } | undefined);
  alert: { testId: string; messages: Record<P, MessageDescriptor>; unpublishable: string };
  /** The whole form's id, which every button of the page names, and its label. */
  form: { id: string; label: string };
  row: { status: ActivityStatus; version: number; images: readonly StoredImage[] };
  csrfToken: string;
  editor: string;
  /** Why the row can be archived but never deleted, when it has bookings. */
  kept?: ReactNode;
  photoProblem: string | undefined;
  /** A line above the save bar. */
  hint?: ReactNode;
  children: ReactNode;
}

export function EditorFrame<P extends string>(props: Props<P>) {
  const navigation = useNavigation();
  const { posted, form, row, csrfToken } = props;
  const answer = posted && !("problem" in posted) ? posted : undefined;
  return (
    <>
      <title>{`${props.title} | ${SITE_NAME}`}</title>
      <p>
        <Link to={props.back.to} className={styles.link}>
          {props.back.label}
        </Link>
      </p>
      <h1 className={styles.title}>{props.title}</h1>
      {props.subtitle}
      <EditorNotice done={props.done} notices={props.notices} />
      <EditorAlert posted={posted} {...props.alert} />
      <DefaultSaveButton form={form.id} />
      <StatusForms row={row} csrfToken={csrfToken} form={form.id} kept={props.kept} />
      <RowPhotos
        images={row.images}
        csrfToken={csrfToken}
        version={row.version}
        posted={answer}
        problem={props.photoProblem}
        form={form.id}
      />
      <EditorForm id={form.id} label={form.label} csrfToken={csrfToken} version={row.version} editor={props.editor}>
        {props.children}
        {props.hint ? <p className={styles.hint}>{props.hint}</p> : null}
        <div className={admin.saveBar}>
          <button
            type="submit"
            name="intent"
            value="save"
            className={widgets.button}
            disabled={navigation.state !== "idle"}
          >
            <Trans>Save</Trans>
          </button>
        </div>
      </EditorForm>
    </>
  );
}
