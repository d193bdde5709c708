import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { BookNowButton } from "#app/components/activity/BookNowButton.tsx";
import { BookingLauncher } from "#app/components/booking/BookingLauncher.tsx";
import type { BookingSubject } from "#app/components/booking/subject.ts";
import { InstantConfirmation, PerVehicle, TransportCard } from "#app/components/cards.tsx";
import * as layout from "#app/components/content/ContentLayout.css.ts";
import { ContentCard, DetailIntro, DetailLayout, Fact, RatingFact } from "#app/components/content/ContentLayout.tsx";
import * as styles from "#app/components/content/SpecTable.css.ts";
import { UsersIcon } from "#app/components/content-icons.tsx";
import { ImageCarousel } from "#app/components/ImageCarousel.tsx";
import { ReviewsSection } from "#app/components/reviews/ReviewsSection.tsx";
import { Tabs } from "#app/components/Tabs.tsx";
import { AddToTripLink } from "#app/components/trip/AddToTripLink.tsx";
import { WishHeart } from "#app/components/WishHeart.tsx";
import { NextAvailable, Price, RichText, ScrollRow, Section } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { useRecordView } from "#app/lib/recently-viewed.ts";
import { useSignedInUser } from "#app/lib/site.ts";
import type { Transport } from "#domain/catalogue.ts";
import { formatNumber, formatPrice } from "#domain/format.ts";
import { wishItem } from "#domain/wishlist.ts";
import type { Route } from "./+types/transport-detail";

export { headers, loader } from "./transport-detail.server.ts";
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * A vehicle is booked like an activity with one package of one product: the vehicle for its hours.
 * `counted` names that product as the quantity stepper counts it: vehicles, each for its hours.
 */
function bookingSubjectOf(
  transport: Transport,
  name: string,
  counted: string,
  firstOpenDate: string | null,
): BookingSubject {
  return {
    kind: "transport",
    id: transport.id,
    endpoint: `/api/transport/${transport.id}/booking`,
    availability: `/api/transport/${transport.id}/availability`,
    name,
    code: null,
    location: transport.type.name,
    durationHours: transport.duration,
    freeCancellationHours: null,
    startTime: null,
    firstOpenDate,
    tripForm: transport.trip_form,
    packages: [
      {
        id: transport.id,
        name: transport.type.name,
        products: [
          {
            id: transport.id,
            name: counted,
            price_idr: transport.price_idr,
            price_usd: transport.price_usd,
            minimal: 1,
            unit: "adult",
            seats: 1,
          },
        ],
      },
    ],
  };
}

export default function TransportDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { locale, transport, others, overview, comments, nextOpen, openSoon } = loaderData;
  const name = `${transport.manufacture} ${transport.vehicle_name}`;
  const price = formatPrice(locale, transport);
  const user = useSignedInUser();
  const hours = transport.duration;
  useRecordView(locale, { path: `/transport/${transport.id}`, name, price, image: transport.images[0] ?? null });
  const counted = hours === 1 ? t`Vehicles (${name}, 1 hour each)` : t`Vehicles (${name}, ${hours} hours each)`;
  return (
    <BookingLauncher
      subject={bookingSubjectOf(transport, name, counted, nextOpen[0]?.date ?? null)}
      locale={locale}
      user={user}
    >
      <DetailLayout
        media={<ImageCarousel images={transport.images} alt={name} />}
        intro={
          <DetailIntro
            eyebrow={
              <Link to={`/transport?type=${encodeURIComponent(transport.type.slug)}`} className={layout.eyebrowLink}>
                {transport.type.name}
              </Link>
            }
            title={name}
          >
            <WishHeart item={wishItem("transport", transport.id)} name={name} inline />
            <RatingFact rating={transport.rating} count={transport.comments_count} />
            <Fact icon={<UsersIcon />}>
              <Trans>{formatNumber(locale, transport.visitor)} visitors</Trans>
            </Fact>
            {transport.instant_confirmation ? <InstantConfirmation /> : null}
            <div className={styles.priceRow}>
              <div className={styles.priceText} data-testid="vehicle-price">
                <Price locale={locale} prices={transport} />
                <span className={styles.priceNote}>
                  <PerVehicle hours={transport.duration} />
                </span>
              </div>
              <BookNowButton />
            </div>
            <NextAvailable days={nextOpen} openSoon={openSoon} />
            <AddToTripLink target={{ kind: "vehicle", transportId: transport.id }} />
          </DetailIntro>
        }
        after={
          others.length > 0 ? (
            <Section id="other-vehicles" title={t`Other vehicles`}>
              <ScrollRow label={t`Other vehicles`}>
                {others.map((card) => (
                  <TransportCard key={card.id} card={card} locale={locale} />
                ))}
              </ScrollRow>
            </Section>
          ) : null
        }
      >
        <ContentCard id="vehicle" title={t`Vehicle details`}>
          <table className={styles.table} data-testid="vehicle-details">
            <tbody>
              <tr>
                <th scope="row">{t`Vehicle type`}</th>
                <td>{transport.vehicle_type}</td>
              </tr>
              <tr>
                <th scope="row">{t`Manufacture`}</th>
                <td>{transport.manufacture}</td>
              </tr>
              <tr>
                <th scope="row">{t`Vehicle name`}</th>
                <td>{transport.vehicle_name}</td>
              </tr>
              <tr>
                <th scope="row">{t`Passengers`}</th>
                <td>
                  <Plural value={transport.passanger} one="# passenger" other="# passengers" />
                </td>
              </tr>
              <tr>
                <th scope="row">{t`Transmission`}</th>
                <td>{transport.transmision === "automatic" ? t`Automatic` : t`Manual`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Baggage`}</th>
                <td>
                  <Plural value={transport.baggage} one="# suitcase" other="# suitcases" />
                </td>
              </tr>
              <tr>
                <th scope="row">{t`Price`}</th>
                <td>
                  <strong>{price}</strong> <PerVehicle hours={transport.duration} />
                </td>
              </tr>
            </tbody>
          </table>
        </ContentCard>
        <Tabs
          label={t`About ${name}`}
          tabs={[
            {
              id: "description",
              title: t`Description`,
              content: (
                <div className={layout.stack}>
                  <section aria-labelledby="about-title">
                    <h2 className={layout.panelTitle} id="about-title">
                      {t`About the ${name}`}
                    </h2>
                    <RichText html={transport.des} className={layout.prose} />
                  </section>
                  {transport.note ? (
                    <ContentCard id="good-to-know" title={t`Good to know`} tone="note">
                      <RichText html={transport.note} className={layout.prose} />
                    </ContentCard>
                  ) : null}
                </div>
              ),
            },
            {
              id: "reviews",
              title: t`Reviews`,
              content: (
                <section aria-labelledby="reviews-title" className={layout.stack}>
                  <h2 className={layout.panelTitle} id="reviews-title">
                    {t`What travellers say about the ${name}`}
                  </h2>
                  <ReviewsSection
                    endpoint={`/api/transport/${transport.id}/comment`}
                    subjectName={name}
                    comments={comments}
                    overview={overview}
                  />
                </section>
              ),
            },
          ]}
        />
      </DetailLayout>
    </BookingLauncher>
  );
}
