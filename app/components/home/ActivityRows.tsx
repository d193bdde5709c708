import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ActivityCard } from "#app/components/cards.tsx";
import { Picture } from "#app/components/Picture.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { ScrollSection } from "#app/components/widgets.tsx";
import type { ActivityCardFace, CategoryLink } from "#domain/catalogue.ts";
import type { Locale } from "#domain/locale.ts";
import { activityTypePath } from "./links.ts";

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
