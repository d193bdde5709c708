import { useLingui } from "@lingui/react/macro";
import { ActivityCard } from "#app/components/cards.tsx";
import { ScrollRow, Section } from "#app/components/widgets.tsx";
import type { ActivityCardFace } from "#domain/catalogue.ts";
import type { Locale } from "#domain/locale.ts";

/** The last section of an activity page: other activities of its type, a row that scrolls sideways. */
export function OtherActivities({ others, locale }: { others: ActivityCardFace[]; locale: Locale }) {
  const { t } = useLingui();
  return (
    <Section title={t`Other activities`} id="others">
      <ScrollRow label={t`Other activities`}>
        {others.map((card) => (
          <ActivityCard key={card.id} card={card} locale={locale} />
        ))}
      </ScrollRow>
    </Section>
  );
}
