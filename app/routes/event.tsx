import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { EventCard } from "#app/components/cards.tsx";
import * as layout from "#app/components/content/ContentLayout.css.ts";
import { DetailIntro, DetailLayout, Fact } from "#app/components/content/ContentLayout.tsx";
import { CalendarIcon, PinIcon } from "#app/components/content-icons.tsx";
import { ImageCarousel } from "#app/components/ImageCarousel.tsx";
import { RichText, ScrollRow, Section } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { formatDateTime } from "#domain/format.ts";
import type { Route } from "./+types/event";

export { headers, loader } from "./event.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { locale, event, upcoming } = loaderData;
  const start = formatDateTime(locale, event.start);
  const end = formatDateTime(locale, event.end);
  return (
    <DetailLayout
      media={<ImageCarousel images={event.images} alt={event.title} />}
      intro={
        <DetailIntro
          eyebrow={
            <Link to="/event" className={layout.eyebrowLink}>
              {t`Events in Bali`}
            </Link>
          }
          title={event.title}
        >
          <Fact icon={<PinIcon />} testId="event-location">
            {event.location}
          </Fact>
          <Fact icon={<CalendarIcon />} testId="event-start">
            <Trans>
              Starts <time dateTime={event.start}>{start}</time>
            </Trans>
          </Fact>
          <Fact icon={<CalendarIcon />} testId="event-end">
            <Trans>
              Ends <time dateTime={event.end}>{end}</time>
            </Trans>
          </Fact>
          <p className={layout.hint}>
            <Trans>Times are Bali time (UTC+8).</Trans>
          </p>
        </DetailIntro>
      }
      after={
        upcoming.length > 0 ? (
          <Section id="upcoming-events" title={t`Coming up in Bali`} more={{ to: "/event", label: t`All events` }}>
            <ScrollRow label={t`Upcoming events`}>
              {upcoming.map((card) => (
                <EventCard key={card.slug} card={card} locale={locale} />
              ))}
            </ScrollRow>
          </Section>
        ) : null
      }
    >
      <div className={layout.card}>
        <RichText html={event.content} className={layout.prose} />
      </div>
    </DetailLayout>
  );
}
