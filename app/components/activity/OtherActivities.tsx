import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { ActivityCard } from "#app/components/cards.tsx";
import { ScrollRow, Section } from "#app/components/widgets.tsx";
import { type ActivityCardFace, OTHER_ACTIVITIES } from "#domain/catalogue.ts";
import type { Locale } from "#domain/locale.ts";
import * as styles from "./OtherActivities.css.ts";

/** How far below the screen the row starts to load: about a screen, so it is there when scrolled to. */
const LOAD_AHEAD = "900px 0px";

/**
 * The last section of an activity page: other activities of its type, a row that scrolls sideways.
 * Below every other section, it is not in the server's HTML: the browser asks the /api for the
 * type's cards when the tourist scrolls near it (decision 0031). Its "See all" link to the type's
 * list is there from the start, for a browser without JavaScript, a failed request, or a tourist
 * who wants more than the row. The page keys it by the activity, so that another activity's page
 * starts its own row.
 */
export function OtherActivities({
  type,
  activityId,
  locale,
}: {
  type: { id: number; slug: string };
  activityId: number;
  locale: Locale;
}) {
  const { t } = useLingui();
  const { ref, row } = useOtherCards(type.id, activityId);
  if (Array.isArray(row) && row.length === 0) return null;
  return (
    <Section title={t`Other activities`} id="others" more={{ to: `/activity/${type.slug}`, label: t`See all` }}>
      <div ref={ref} aria-busy={row === "coming"} className={row === "coming" ? styles.reserved : undefined}>
        {Array.isArray(row) ? (
          <ScrollRow label={t`Other activities`}>
            {row.map((card) => (
              <ActivityCard key={card.id} card={card} locale={locale} />
            ))}
          </ScrollRow>
        ) : null}
      </div>
    </Section>
  );
}

/** The type's other cards, fetched once the row nears the screen: "coming" until then, "failed" if they cannot come. */
function useOtherCards(typeId: number, activityId: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [row, setRow] = useState<ActivityCardFace[] | "coming" | "failed">("coming");
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        fetchOtherCards(typeId, activityId)
          .then((found) => {
            if (current) setRow(found);
          })
          // The section keeps its "See all" link: the list has every card the row would have shown.
          .catch(() => {
            if (current) setRow("failed");
          });
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [typeId, activityId]);
  return { ref, row };
}

async function fetchOtherCards(typeId: number, activityId: number): Promise<ActivityCardFace[]> {
  const { fetchListPage } = await import("#app/lib/api-client.ts");
  const page = await fetchListPage(`/api/type/${typeId}`, (body) => (body as { items?: unknown } | null)?.items);
  return (page.data as ActivityCardFace[]).filter((card) => card.id !== activityId).slice(0, OTHER_ACTIVITIES);
}
