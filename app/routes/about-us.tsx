import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ChevronIcon } from "#app/components/content-icons.tsx";
import * as styles from "#app/components/static/StaticPage.css.ts";
import { ContactBox, Facts, InfoCard, StaticPage, Ticks } from "#app/components/static/StaticPage.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/about-us";

export { headers, loader } from "./about-us.server.ts";
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const offers: [string, string][] = [
    ["/activity", t`Tours and activities`],
    ["/destination", t`Destinations`],
    ["/transport", t`Transport and rentals`],
    ["/specialoffer", t`Special offers`],
    ["/event", t`Events`],
    ["/tips", t`Travel tips`],
  ];
  return (
    <StaticPage
      eyebrow={t`About Bali Tours`}
      title={t`About us`}
      lead={
        <Trans>
          We are a local tour operator in Bali. We help travellers discover the island at their own pace: temples and
          rice terraces, beaches and water sports, volcano sunrises and quiet villages.
        </Trans>
      }
    >
      <Facts
        label={t`Bali Tours in numbers`}
        facts={[
          { value: t`100+`, label: t`tours and activities across Bali` },
          { value: t`48 h`, label: t`usual time to confirm your booking` },
          { value: t`0%`, label: t`paid in advance: book now, pay later` },
        ]}
      />
      <InfoCard id="who" title={t`Who we are`}>
        <p>
          <Trans>
            Our team lives and works in Bali. We put together day tours, activities and private transport with local
            guides and English-speaking drivers, and we answer your questions before and during your trip.
          </Trans>
        </p>
        <p>
          <Trans>
            Alongside tours, we arrange airport transfers, cars with a driver, car and motorbike rentals, 4G modems,
            honeymoon packages and water sports, and we can put together a tour just for you.
          </Trans>
        </p>
      </InfoCard>
      <InfoCard id="why" title={t`Why book with us`}>
        <Ticks>
          <li>
            <Trans>Book now, pay later: nothing is charged online, you pay on the day of your trip.</Trans>
          </li>
          <li>
            <Trans>A personal confirmation by e-mail with your booking ID, mostly within 48 hours.</Trans>
          </li>
          <li>
            <Trans>Free cancellation on many activities, with the period shown in hours on each one.</Trans>
          </li>
          <li>
            <Trans>Private, English-speaking drivers who pick you up at your hotel or villa.</Trans>
          </li>
          <li>
            <Trans>Honest reviews from travellers who booked with us.</Trans>
          </li>
        </Ticks>
      </InfoCard>
      <nav className={styles.card} aria-labelledby="explore-title">
        <h2 className={styles.cardTitle} id="explore-title">
          {t`Explore what we offer`}
        </h2>
        <ul className={styles.linkGrid}>
          {offers.map(([to, label]) => (
            <li key={to}>
              <Link to={to} className={styles.linkTile}>
                {label}
                <ChevronIcon />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ContactBox whatsappNumber={loaderData.whatsappNumber} />
    </StaticPage>
  );
}
