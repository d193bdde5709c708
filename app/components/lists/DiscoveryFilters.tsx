import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Discovery } from "#domain/discovery.ts";
import { currencyOf, formatAmount, formatDate } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import * as styles from "./DiscoveryFilters.css.ts";
import {
  activeFilters,
  type DiscoveryTarget,
  filledParameters,
  hrefWithout,
  listHref,
  type RegencyChoice,
} from "./discovery-view.ts";
import { FilterFields } from "./FilterFields.tsx";

// The phone's sheet (its dialog, the live count and the /api client) loads when it is first opened.
const FilterSheet = lazy(() => import("./FilterSheet.tsx"));

const FORM_ID = "list-filters";

export interface DiscoveryFiltersProps {
  discovery: Discovery;
  locale: Locale;
  regencies: RegencyChoice[];
  target: DiscoveryTarget;
  /** The shown list's count, what the sheet says before anything changes. */
  total: number;
  /** The sort is a chip too: the search read it from the typed text, so the tourist can drop it (decision 0093). */
  chipsForSort?: boolean;
}

/**
 * A list's sort and filters: a GET form the server renders (it works without JavaScript), the
 * filters in use as chips that remove one, and "Clear filters". On a phone the form folds away
 * behind a "Filters" button that opens it in a sheet counting the results before they are applied;
 * without scripts that button is a link that unfolds the form in place.
 */
export function DiscoveryFilters(props: DiscoveryFiltersProps) {
  const { discovery, target } = props;
  const { t } = useLingui();
  const navigate = useNavigate();
  const [scripted, setScripted] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Each opening counts afresh; the sheet stays mounted while it closes, so its dialog can give
  // focus back to the button.
  const [openings, setOpenings] = useState(0);
  const openSheet = () => {
    setOpenings((count) => count + 1);
    setSheetOpen(true);
  };
  useEffect(() => setScripted(true), []);
  const active = activeFilters(discovery);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(listHref({ ...target, kept: [] }, filledParameters(event.currentTarget)));
  };
  const label = <FiltersLabel count={active.length} />;
  return (
    <div className={styles.bar}>
      <div className={styles.opener}>
        {scripted ? (
          <button type="button" className={styles.openerButton} aria-haspopup="dialog" onClick={openSheet}>
            {label}
          </button>
        ) : (
          <a href={`#${FORM_ID}`} className={styles.openerButton}>
            {label}
          </a>
        )}
      </div>
      {/* The key renders the fields again with their new defaults after each applied change. */}
      <form
        key={listHref(target, active)}
        id={FORM_ID}
        aria-label={t`Sort and filter`}
        method="get"
        action={target.path}
        className={styles.form}
        onSubmit={apply}
      >
        <FilterFields {...props} />
        <button type="submit" className={styles.apply}>
          <Trans>Apply filters</Trans>
        </button>
      </form>
      <Chips {...props} />
      {openings > 0 ? (
        <Suspense fallback={null}>
          <FilterSheet key={openings} {...props} open={sheetOpen} onClose={() => setSheetOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function FiltersLabel({ count }: { count: number }) {
  return count === 0 ? <Trans>Filters</Trans> : <Trans>Filters ({count})</Trans>;
}

/** The filters in use, each a link to the list without it, then one to the list without any. */
function Chips({ discovery, locale, regencies, target, chipsForSort = false }: DiscoveryFiltersProps) {
  const { t } = useLingui();
  const sortChip: [string, string][] =
    chipsForSort && discovery.sort !== "recommended" ? [["sort", discovery.sort]] : [];
  const active = [...sortChip, ...activeFilters(discovery).filter(([name]) => name !== "date_to")];
  if (active.length === 0) return null;
  const chipText = (name: string, value: string): string => {
    const amount = formatAmount(locale, currencyOf(locale), Number(value));
    switch (name) {
      case "sort":
        return sortText(value);
      case "min_price":
        return t`From ${amount}`;
      case "max_price":
        return t`Up to ${amount}`;
      case "duration":
        return durationText(value);
      case "duration_max":
        return t`At most ${value} hours`;
      case "min_rating":
        return t`Rated ${value} and up`;
      case "time_of_day":
        return value === "morning" ? t`Morning` : value === "afternoon" ? t`Afternoon` : t`Evening`;
      case "free_cancellation":
        return t`Free cancellation`;
      case "instant":
        return t`Instant confirmation`;
      case "pickup":
        return t`Hotel pickup`;
      case "regency":
        return regencies.find((regency) => regency.slug === value)?.name ?? value;
      default: {
        const day = formatDate(locale, value);
        const until = discovery.dateTo === null ? null : formatDate(locale, discovery.dateTo);
        return until ? t`Open between ${day} and ${until}` : t`Open on ${day}`;
      }
    }
  };
  const sortText = (value: string) =>
    value === "price_asc"
      ? t`Cheapest first`
      : value === "price_desc"
        ? t`Most expensive first`
        : value === "rating"
          ? t`Best rated first`
          : value === "duration"
            ? t`Shortest first`
            : t`Newest first`;
  const durationText = (value: string) =>
    value === "up_to_3h"
      ? t`Up to 3 hours`
      : value === "half_day"
        ? t`Half a day`
        : value === "full_day"
          ? t`A full day`
          : t`Several days`;
  return (
    <ul className={styles.chips} aria-label={t`Filters in use`}>
      {active.map(([name, value]) => {
        const text = chipText(name, value);
        return (
          <li key={name}>
            <Link
              to={hrefWithout(target, discovery, name)}
              className={styles.chip}
              aria-label={t`Remove filter: ${text}`}
            >
              {text}
              <span aria-hidden="true"> ×</span>
            </Link>
          </li>
        );
      })}
      {active.length > sortChip.length ? (
        <li>
          <Link
            to={listHref(target, discovery.sort === "recommended" ? [] : [["sort", discovery.sort]])}
            className={styles.clear}
          >
            <Trans>Clear filters</Trans>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
