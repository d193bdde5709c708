/**
 * The back office's frame, as sergiodxa/sergiodxa.com's `_.cms` area: the operator guard, the
 * private headers, the error boundary and the menu are here once, and each page below only
 * renders its own content in the `<Outlet>`. `/admin/invitation` sits outside, for people who are
 * not operators yet.
 */
import { Outlet, useMatches } from "react-router";
import { AdminNav } from "#app/components/admin/AdminNav.tsx";
import * as styles from "#app/components/admin/back-office.css.ts";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import type { ShellHandle } from "#app/components/Shell.tsx";
import type { Route } from "./+types/layout";

export { headers, middleware } from "./layout.server.ts";

/** The tourists' WhatsApp button stays off every page of the back office. */
export const handle: ShellHandle = { hideWhatsApp: true };

/** What a back-office page may ask of the frame: a class of its own (the manifest prints differently). */
export interface BackOfficeHandle {
  pageClassName?: string;
}

/**
 * The site's 404 page for anyone but an operator, and for an unknown booking or row. Here rather
 * than at the root: with the root's boundary a refused form post would get the 404 without the
 * site around it (React Router runs no loader above a failed action's boundary), and the thrown
 * "never cache" headers would be lost.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

export default function BackOffice() {
  const page = useMatches().at(-1)?.handle as BackOfficeHandle | undefined;
  return (
    <div className={page?.pageClassName ? `${styles.page} ${page.pageClassName}` : styles.page}>
      <AdminNav />
      <Outlet />
    </div>
  );
}
