import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ActivityCard } from "#app/components/cards.tsx";
import {
  CarIcon,
  MailIcon,
  MapIcon,
  PencilIcon,
  PlaneIcon,
  ShieldIcon,
  TicketIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
  WhatsAppIcon,
} from "#app/components/icons.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { Picture, ReadMore, ScrollSection, Section } from "#app/components/widgets.tsx";
import { whatsappLink } from "#app/lib/site.ts";
import type { ActivityCardFace, CategoryLink, GalleryImage } from "#domain/catalogue.ts";
import type { Locale } from "#domain/locale.ts";
import * as styles from "./HomeSections.css.ts";
import { Tabs } from "./HomeTabs.tsx";
import { activityTypePath, regencyPath, transportTypePath } from "./links.ts";

/** The transport type of airport transfers and the activity types the shortcuts lead to (seed). */
const AIRPORT_TRANSFER_TYPE = "airport-transfer";
const SHORTCUT_TYPES = [1, 6, 10, 8] as const;

export function Tagline() {
  return (
    <div className={styles.tagline}>
      <h1 className={styles.taglineTitle}>
        <Trans>Tours and activities in Bali</Trans>
      </h1>
      <p className={styles.taglineText}>
        <Trans>Book now, pay later. We confirm every request by e-mail, mostly within 48 hours.</Trans>
      </p>
    </div>
  );
}

/** Airport transfer, activities, create your own tour, destination info. */
export function MainMenu({ whatsappNumber }: { whatsappNumber: string }) {
  const { t } = useLingui();
  const ownTour = whatsappLink(whatsappNumber, t`Hello, I would like to create my own tour in Bali.`);
  return (
    <nav aria-label={t`Plan your trip`} className={styles.block} data-testid="main-menu">
      <ul className={styles.mainMenu}>
        <li>
          <Link to={transportTypePath(AIRPORT_TRANSFER_TYPE)} className={styles.menuTile}>
            <span className={styles.menuIcon}>
              <PlaneIcon />
            </span>
            <Trans>Airport transfer</Trans>
          </Link>
        </li>
        <li>
          <Link to="/activity" className={styles.menuTile}>
            <span className={styles.menuIcon}>
              <TicketIcon />
            </span>
            <Trans>Activities</Trans>
          </Link>
        </li>
        <li>
          {/* A custom tour is planned together with the team, so it starts a WhatsApp chat. */}
          <a href={ownTour} target="_blank" rel="noopener noreferrer" className={styles.menuTile}>
            <span className={styles.menuIcon}>
              <PencilIcon />
            </span>
            <Trans>Create your own tour</Trans>
          </a>
        </li>
        <li>
          <Link to="/destination" className={styles.menuTile}>
            <span className={styles.menuIcon}>
              <MapIcon />
            </span>
            <Trans>Destination info</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function ImageTile({ to, name, category }: { to: string; name: string; category: CategoryLink }) {
  return (
    <li>
      <Link to={to} className={styles.imageTile}>
        <Picture image={category.images[0]} alt="" className={styles.imageTileImage} />
        <span className={styles.imageTileName}>{name}</span>
      </Link>
    </li>
  );
}

/** The two top tabs: shortcuts to activity types 1, 6, 10 and 8, and the regencies. */
export function ExploreTabs({ types, regencies }: { types: CategoryLink[]; regencies: CategoryLink[] }) {
  const { t } = useLingui();
  const shortcuts = SHORTCUT_TYPES.map((id) => types.find((type) => type.id === id)).filter(
    (type): type is CategoryLink => type !== undefined,
  );
  return (
    <div className={styles.block} data-testid="explore-tabs">
      <Tabs
        label={t`Explore Bali`}
        idPrefix="explore"
        tabs={[
          {
            id: "activities",
            label: t`Activities`,
            panel: (
              <>
                <ul className={styles.tileGrid} aria-label={t`Popular activity types`}>
                  {shortcuts.map((type) => (
                    <ImageTile key={type.id} to={activityTypePath(type)} name={type.name} category={type} />
                  ))}
                </ul>
                <Link to="/activity" className={styles.panelLink}>
                  <Trans>See all activities</Trans>
                </Link>
              </>
            ),
          },
          {
            id: "destinations",
            label: t`Destinations`,
            panel: (
              <>
                <ul className={styles.tileGrid} aria-label={t`Regencies of Bali`}>
                  {regencies.map((regency) => (
                    <ImageTile key={regency.id} to={regencyPath(regency)} name={regency.name} category={regency} />
                  ))}
                </ul>
                <Link to="/destination" className={styles.panelLink}>
                  <Trans>See all destinations</Trans>
                </Link>
              </>
            ),
          },
        ]}
      />
    </div>
  );
}

/** A horizontal row of activity cards under a heading, with a link to the full list. */
export function ActivityRow({
  id,
  title,
  cards,
  locale,
  more,
}: {
  id: string;
  title: ReactNode;
  cards: ActivityCardFace[];
  locale: Locale;
  more?: string;
}) {
  const { t } = useLingui();
  return (
    <ScrollSection id={id} title={title} more={more ? { to: more, label: t`See all` } : undefined} items={cards}>
      {(card) => <ActivityCard key={card.id} card={card} locale={locale} />}
    </ScrollSection>
  );
}

/** A carousel of one activity type, titled with the type's name in the page's language. */
export function TypeRow({
  id,
  typeId,
  types,
  cards,
  locale,
}: {
  id: string;
  typeId: number;
  types: CategoryLink[];
  cards: ActivityCardFace[];
  locale: Locale;
}) {
  const type = types.find((candidate) => candidate.id === typeId) ?? cards[0]?.type;
  if (!type) return null;
  return (
    <div data-type-id={typeId}>
      <ActivityRow id={id} title={type.name} cards={cards} locale={locale} more={activityTypePath(type)} />
    </div>
  );
}

/** Every activity type as a card with its picture and title. */
export function TypesSection({ types }: { types: CategoryLink[] }) {
  const { t } = useLingui();
  return (
    <ScrollSection
      id="types"
      title={t`What would you like to do?`}
      more={{ to: "/activity", label: t`See all` }}
      items={types}
    >
      {(type) => (
        <li key={type.id}>
          <Link to={activityTypePath(type)} className={widgets.card}>
            <Picture image={type.images[0]} alt="" />
            <span className={widgets.cardBody}>
              <span className={widgets.cardTitle}>{type.name}</span>
              <span className={widgets.cardMeta}>{type.title}</span>
            </span>
          </Link>
        </li>
      )}
    </ScrollSection>
  );
}

export function LoginCard() {
  return (
    <section className={styles.block} aria-labelledby="login-card-title" id="login-card">
      <div className={styles.loginCard}>
        <span className={styles.loginIcon}>
          <UserIcon />
        </span>
        <div className={styles.loginText}>
          <h2 id="login-card-title" className={styles.cardHeading}>
            <Trans>Book faster with an account</Trans>
          </h2>
          <p>
            <Trans>Log in or register to keep your details for the next booking and to write reviews.</Trans>
          </p>
        </div>
        <div className={styles.loginActions}>
          <Link to="/login" className={widgets.button}>
            <Trans>Log in</Trans>
          </Link>
          <Link to="/register" className={widgets.secondaryButton}>
            <Trans>Register</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}

export function GalleryTeaser({ images }: { images: GalleryImage[] }) {
  const { t } = useLingui();
  if (images.length === 0) return null;
  return (
    <Section id="gallery" title={t`Photo gallery`} more={{ to: "/gallery", label: t`See all` }}>
      <ul className={styles.galleryGrid}>
        {images.map((image) => (
          <li key={image.id}>
            <Picture image={image} alt={image.caption} className={styles.galleryImage} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutSection() {
  const { t } = useLingui();
  return (
    <Section id="about" title={t`About us`}>
      <div className={styles.textCard}>
        <p>
          <Trans>
            We are a local tour operator in Bali. Our team plans more than 100 tours and activities, from sunrise treks
            on Mount Batur to temple days and water sports, with English-speaking drivers and licensed guides.
          </Trans>
        </p>
        <p>
          <Trans>
            You book now and pay later, in cash or by bank transfer on the day, and we confirm every request by e-mail.
          </Trans>
        </p>
        <Link to="/aboutus" className={styles.panelLink}>
          <Trans>More about us</Trans>
        </Link>
      </div>
    </Section>
  );
}

/** The driver and travel guide tabs; each text is cut at 250 characters with "read more". */
export function DriverAndGuide() {
  const { t } = useLingui();
  return (
    <Section id="driver-guide" title={t`Your driver and your guide`}>
      <div className={styles.textCard}>
        <Tabs
          label={t`Driver or travel guide`}
          idPrefix="crew"
          variant="underline"
          tabs={[
            {
              id: "driver",
              label: t`Driver`,
              panel: (
                <ReadMore
                  limit={250}
                  text={t`Every driver on our team is Balinese, speaks English and knows the island well. Your driver picks you up at your hotel in a clean, air-conditioned car, plans the route with you so you miss the worst traffic, waits while you visit, and tells you about the villages, temples and food along the way. Petrol, parking and the driver's meal are included, and you pay in rupiah on the day.`}
                />
              ),
            },
            {
              id: "guide",
              label: t`Travel guide`,
              panel: (
                <ReadMore
                  limit={250}
                  text={t`Our travel guides are licensed and trained in Balinese history, religion and customs. They walk with you through temples and villages, explain the offerings and ceremonies you come across, make sure you are dressed right for each temple, lead treks such as the Mount Batur sunrise climb, and take care of tickets and local fees, so you can simply enjoy the day. A guide can join your driver on any day tour.`}
                />
              ),
            },
          ]}
        />
      </div>
    </Section>
  );
}

export function ReasonsToBook() {
  const { t } = useLingui();
  const reasons: { icon: ReactNode; title: string; text: string }[] = [
    {
      icon: <WalletIcon />,
      title: t`Book now, pay later`,
      text: t`Pay in cash or by bank transfer on the day. PayPal and credit card payments are arranged by e-mail.`,
    },
    {
      icon: <MailIcon size={24} />,
      title: t`Confirmed by e-mail`,
      text: t`We check availability and confirm by e-mail, mostly within 48 hours.`,
    },
    {
      icon: <UsersIcon size={24} />,
      title: t`A local team`,
      text: t`We live in Bali and answer on WhatsApp and by e-mail, before and during your trip.`,
    },
    {
      icon: <ShieldIcon />,
      title: t`Free cancellation on many tours`,
      text: t`Many activities can be cancelled free of charge; each one says how long before the start.`,
    },
    {
      icon: <CarIcon />,
      title: t`English-speaking drivers`,
      text: t`Clean, air-conditioned cars with hotel pickup on every tour.`,
    },
  ];
  return (
    <Section id="reasons" title={t`Why book with us`}>
      <ul className={styles.reasons}>
        {reasons.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <span className={styles.reasonIcon}>{reason.icon}</span>
            <span>
              <strong className={styles.reasonTitle}>{reason.title}</strong>
              <span className={styles.reasonText}>{reason.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Activity types and regencies as plain links. */
export function CategoriesSection({ types, regencies }: { types: CategoryLink[]; regencies: CategoryLink[] }) {
  const { t } = useLingui();
  return (
    <Section id="categories" title={t`Browse by category`}>
      <div className={styles.categoryGroups}>
        <nav aria-labelledby="categories-types">
          <h3 id="categories-types" className={styles.subheading}>
            <Trans>Activity categories</Trans>
          </h3>
          <ul className={styles.chips}>
            {types.map((type) => (
              <li key={type.id}>
                <Link to={activityTypePath(type)} className={styles.chip}>
                  {type.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="categories-regencies">
          <h3 id="categories-regencies" className={styles.subheading}>
            <Trans>Regencies of Bali</Trans>
          </h3>
          <ul className={styles.chips}>
            {regencies.map((regency) => (
              <li key={regency.id}>
                <Link to={regencyPath(regency)} className={styles.chip}>
                  {regency.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Section>
  );
}

/** WhatsApp and e-mail of the operator, and (as `subscribe`) the e-mail subscribe form. */
export function ContactBox({
  whatsappNumber,
  operatorEmail,
  subscribe,
}: {
  whatsappNumber: string;
  operatorEmail: string;
  subscribe?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section className={styles.block} aria-labelledby="contact-title" id="contact">
      <div className={styles.contactBox}>
        <h2 id="contact-title" className={styles.cardHeading}>
          <Trans>Questions? We are here to help</Trans>
        </h2>
        <p>
          <Trans>
            Write to us on WhatsApp or by e-mail, in English or Indonesian. Our team in Bali answers quickly.
          </Trans>
        </p>
        <div className={styles.contactActions}>
          <a
            href={whatsappLink(whatsappNumber, t`Hello, I have a question about a tour in Bali.`)}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.whatsappButton}
          >
            <WhatsAppIcon size={22} />
            <Trans>Chat on WhatsApp</Trans>
          </a>
          <a href={`mailto:${operatorEmail}`} className={styles.mailButton}>
            <MailIcon />
            {operatorEmail}
          </a>
        </div>
        {subscribe ? (
          <div id="subscribe" className={styles.subscribeSlot}>
            {subscribe}
          </div>
        ) : null}
      </div>
    </section>
  );
}
