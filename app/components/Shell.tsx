import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation, useMatches } from "react-router";
import { type SiteInfo, twinUrl } from "#app/lib/site.ts";
import { CONFIRMATION_HOURS, SITE_NAME } from "#domain/business.ts";
import { whatsappLink } from "#domain/contact.ts";
import { CloseIcon, MenuIcon, SearchIcon, WhatsAppIcon } from "./icons.tsx";
import { OfflineNotice } from "./OfflineNotice.tsx";
import * as styles from "./Shell.css.ts";

/** A route hides the floating WhatsApp button by exporting `handle = { hideWhatsApp: true }`. */
export interface ShellHandle {
  hideWhatsApp?: boolean;
}

/** The button is the tourists' way to reach the operator: never over the back office's pages (their layout's handle). */
function useHideWhatsApp(): boolean {
  return useMatches().some((match) => (match.handle as ShellHandle | undefined)?.hideWhatsApp);
}

export function Shell({ site, children }: { site: SiteInfo; children: ReactNode }) {
  const menu = useRef<HTMLDialogElement>(null);
  const languages = useRef<HTMLDialogElement>(null);
  const { t } = useLingui();
  const closeMenu = () => menu.current?.close();
  const openLanguages = () => {
    closeMenu();
    languages.current?.showModal();
  };
  return (
    <>
      <a href="#main" className="skip-link">{t`Skip to content`}</a>
      <header className={styles.topBar}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t`Open menu`}
          onClick={() => menu.current?.showModal()}
        >
          <MenuIcon />
        </button>
        <Link to="/" className={styles.logo} aria-label={t`${SITE_NAME} home`}>
          <img src="/favicon.svg" alt="" width={32} height={32} className={styles.logoMark} />
          {SITE_NAME}
        </Link>
        <Link to="/results" className={styles.iconButton} aria-label={t`Search activities`}>
          <SearchIcon />
        </Link>
      </header>
      <OfflineNotice />
      <RegisteredNoticeSlot />
      <SideMenu dialogRef={menu} user={site.user} onNavigate={closeMenu} onLanguage={openLanguages} />
      <LanguageDialog dialogRef={languages} site={site} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
      <WhatsAppButton site={site} />
    </>
  );
}

// The auth machine and the API client are loaded only for a signed-in tourist, so the pages a
// signed-out visitor downloads stay within their budget.
const loadSignOutMenuItem = () => import("./auth/SignOutMenuItem.tsx");
type SignOutMenuItem = Awaited<ReturnType<typeof loadSignOutMenuItem>>["default"];

/**
 * Log out in the side menu. Until the browser has the sign-out code the button is shown disabled,
 * so a click is never lost on a button that cannot act yet. A page opened offline may not get that
 * code (a driver's sheet kept by the service worker): the page stays whole and the button disabled,
 * as signing out needs the server anyway; the next page opened online has it.
 */
function SignOutEntry({ user }: { user: NonNullable<SiteInfo["user"]> }) {
  const [Loaded, setLoaded] = useState<SignOutMenuItem>();
  useEffect(() => {
    loadSignOutMenuItem().then(
      (module) => setLoaded(() => module.default),
      () => undefined,
    );
  }, []);
  return Loaded ? (
    <Loaded user={user} />
  ) : (
    <button type="button" className={styles.menuItem} disabled>
      <Trans>Log out</Trans>
    </button>
  );
}

function SideMenu({
  dialogRef,
  user,
  onNavigate,
  onLanguage,
}: {
  dialogRef: React.RefObject<HTMLDialogElement | null>;
  user: SiteInfo["user"];
  onNavigate: () => void;
  onLanguage: () => void;
}) {
  const { t } = useLingui();
  const entries: [string, string][] = [
    ["/", t`Home`],
    ["/activity", t`Activities`],
    ["/destination", t`Destinations`],
    ["/transport", t`Transport`],
    ["/gallery", t`Gallery`],
    ["/tips", t`Travel tips`],
    ["/event", t`Events`],
    ["/specialoffer", t`Special offers`],
    ["/helpandfaq", t`Help and FAQ`],
    ["/aboutus", t`About us`],
    ["/booking", t`Check my booking`],
    ["/wishlist", t`Wishlist`],
    ...((user?.operator ? [["/admin/bookings", t`Booking requests`]] : []) as [string, string][]),
    ...((user
      ? [["/profile", t`Profile`]]
      : [
          ["/login", t`Log in`],
          ["/register", t`Register`],
        ]) as [string, string][]),
  ];
  return (
    <dialog ref={dialogRef} className={styles.drawer} aria-label={t`Menu`}>
      <div className={styles.drawerHeader}>
        <span>{SITE_NAME}</span>
        <button type="button" className={styles.iconButton} aria-label={t`Close menu`} onClick={onNavigate}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t`Main`}>
        <ul className={styles.menuList}>
          <li>
            <Link to="/" className={styles.menuItem} onClick={onNavigate}>
              {entries[0]?.[1]}
            </Link>
          </li>
          <li>
            <button type="button" className={styles.menuItem} onClick={onLanguage}>
              <Trans>Change language</Trans>
            </button>
          </li>
          {entries.slice(1).map(([to, label]) => (
            <li key={to}>
              <Link to={to} className={styles.menuItem} onClick={onNavigate}>
                {label}
              </Link>
            </li>
          ))}
          {user ? (
            <li>
              <SignOutEntry user={user} />
            </li>
          ) : null}
        </ul>
      </nav>
    </dialog>
  );
}

function LanguageDialog({ dialogRef, site }: { dialogRef: React.RefObject<HTMLDialogElement | null>; site: SiteInfo }) {
  const { t } = useLingui();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="language-title">
      <h2 id="language-title" className={styles.dialogTitle}>
        <Trans>Choose your language</Trans>
      </h2>
      <a href={twinUrl(site, "en", path)} hrefLang="en" lang="en" className={styles.languageLink}>
        English {site.locale === "en" ? "✓" : ""}
      </a>
      <a href={twinUrl(site, "id", path)} hrefLang="id" lang="id" className={styles.languageLink}>
        Indonesia {site.locale === "id" ? "✓" : ""}
      </a>
      <form method="dialog">
        <button type="submit" className={`${styles.languageLink} ${styles.languageClose}`}>
          {t`Close`}
        </button>
      </form>
    </dialog>
  );
}

function Footer() {
  const { t } = useLingui();
  const links: [string, string][] = [
    ["/cancelation", t`Cancellation policy`],
    ["/term", t`Payment terms`],
    ["/howtobook", t`How to book`],
    ["/helpandfaq", t`Help and FAQ`],
    ["/aboutus", t`About us`],
    ["/booking", t`Check my booking`],
    ["/wishlist", t`Wishlist`],
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={t`Policies`}>
          <ul className={styles.footerLinks}>
            {links.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className={styles.footerLink}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <Trans>
            Book now, pay later: we confirm every request by e-mail, mostly within {CONFIRMATION_HOURS} hours.
          </Trans>
        </p>
        <p>{`© ${SITE_NAME}`}</p>
      </div>
    </footer>
  );
}

function WhatsAppButton({ site }: { site: SiteInfo }) {
  const { t } = useLingui();
  const location = useLocation();
  if (useHideWhatsApp()) return null;
  const pageUrl = `${site.origin}${location.pathname}${location.search}`;
  const message = (title: string) => t`Hello, I have a question about ${title}: ${pageUrl}`;
  return (
    <a
      href={whatsappLink(site.whatsappNumber, message(SITE_NAME))}
      // The page's title is only known in the document once it has rendered; complete it at click.
      onClick={(event) => {
        event.currentTarget.href = whatsappLink(site.whatsappNumber, message(document.title));
      }}
      className={styles.whatsapp}
      aria-label={t`Chat with us on WhatsApp`}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp"
    >
      <WhatsAppIcon />
    </a>
  );
}

const RegisteredNotice = lazy(() =>
  import("./auth/RegisteredNotice.tsx").then((module) => ({ default: module.RegisteredNotice })),
);
/** The sessionStorage key and the event of auth/registered-mark.ts, named here so no page loads that module for them. */
const REGISTERED_MARK = "bali:registered";

/**
 * Where the "check your inbox" notice goes on every page. Its code comes only to a tab that has
 * just signed up: the pages' JavaScript budgets (decision 0021) have no room for it otherwise.
 */
function RegisteredNoticeSlot() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    try {
      if (sessionStorage.getItem(REGISTERED_MARK) !== null) setNeeded(true);
    } catch {
      // Storage refused (private mode): there is no mark to show.
    }
    const signedUp = () => setNeeded(true);
    addEventListener(REGISTERED_MARK, signedUp);
    return () => removeEventListener(REGISTERED_MARK, signedUp);
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <RegisteredNotice />
    </Suspense>
  ) : null;
}
