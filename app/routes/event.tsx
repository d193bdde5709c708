import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { EventCard } from "#app/components/cards.tsx";
import * as layout from "#app/components/content/ContentLayout.css.ts";
import { DetailIntro, DetailLayout, Fact } from "#app/components/content/ContentLayout.tsx";
import { asSectionHeadings } from "#app/components/content/outline.ts";
import { ImageCarousel } from "#app/components/ImageCarousel.tsx";
import { CalendarIcon, PinIcon } from "#app/components/icons.tsx";
import { RichText, ScrollRow, Section } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { formatDateTime } from "#domain/format.ts";
import { slugFromPath } from "#workers/api.ts";
import { eventCardsOf, getEvent, upcomingEventsStatement } from "#workers/catalogue/events.ts";
import { plainText, sanitizeRichText } from "#workers/catalogue/rich-text.ts";
import { loadPage, pageHeaders } from "#workers/page.ts";
import type { Route } from "./+types/event";

const MORE = 6;

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, params }) => {
    const slug = slugFromPath(params.slug, "Event");
    // Two round trips, side by side: the event, and the next events.
    const [event, upcoming] = await Promise.all([
      getEvent(db, locale, slug),
      upcomingEventsStatement(db, locale, MORE + 1).all(),
    ]);
    return {
      locale,
      event: { ...event, content: asSectionHeadings(sanitizeRichText(event.content)) },
      upcoming: eventCardsOf(upcoming)
        .filter((card) => card.slug !== event.slug)
        .slice(0, MORE),
      seo: {
        title: `${event.title}, ${formatDateTime(locale, event.start)}`,
        description: plainText(event.content),
        image: event.images[0]?.original,
        type: "article" as const,
      },
    };
  });
}

export const headers = pageHeaders;

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
