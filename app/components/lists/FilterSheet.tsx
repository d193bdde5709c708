import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "#app/components/Dialog.tsx";
import { countStopped, MAX_COUNTED_RESULTS } from "#domain/catalogue.ts";
import * as styles from "./DiscoveryFilters.css.ts";
import type { DiscoveryFiltersProps } from "./DiscoveryFilters.tsx";
import { activeFilters, countIsExact, type DiscoveryTarget, filledParameters, listHref } from "./discovery-view.ts";
import { FilterFields } from "./FilterFields.tsx";

/** A pause in the tourist's changes this long asks for the count: one request per pause. */
const COUNT_DELAY_MS = 300;

type Count = { status: "counting" } | { status: "counted"; total: number; exact: boolean } | { status: "failed" };

/**
 * The filters in a full-screen sheet on the phone. Each change (after a pause) asks the list's /api
 * for the number of matching activities, shown on the button that applies them; applying navigates
 * to the list's URL with them and closes the sheet. The dialog moves focus in, closes on Escape and
 * gives focus back to the "Filters" button.
 */
export default function FilterSheet({
  open,
  onClose,
  ...props
}: DiscoveryFiltersProps & { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const formId = useId();
  const navigate = useNavigate();
  const count = useLiveCount(props.target, {
    status: "counted",
    total: props.total,
    exact: countIsExact(props.target, activeFilters(props.discovery)),
  });
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = listHref({ ...props.target, kept: [] }, filledParameters(event.currentTarget));
    onClose();
    void navigate(to);
  };
  return (
    <Dialog
      open={open}
      fullScreen
      title={t`Filters`}
      onDismiss={onClose}
      testId="filter-sheet"
      footer={
        <div className={styles.sheetFooter}>
          <p className={styles.count} aria-live="polite" data-testid="filter-count">
            <CountText count={count.state} />
          </p>
          <button type="submit" form={formId} className={styles.apply}>
            <Trans>Show results</Trans>
          </button>
        </div>
      }
    >
      <form
        id={formId}
        method="get"
        action={props.target.path}
        onSubmit={apply}
        onChange={(event) => count.changed(event.currentTarget)}
      >
        <FilterFields {...props} />
      </form>
    </Dialog>
  );
}

function CountText({ count }: { count: Count }) {
  switch (count.status) {
    case "counting":
      return <Trans>Counting…</Trans>;
    case "failed":
      return <Trans>These filters cannot be counted: check the prices and dates.</Trans>;
    case "counted":
      return countStopped(count.total, count.exact) ? (
        <Trans>More than {MAX_COUNTED_RESULTS} activities</Trans>
      ) : (
        <Plural value={count.total} one="# activity" other="# activities" />
      );
  }
}

/** The /api list's total for the form's current choice, asked once per pause in the changes. */
function useLiveCount(target: DiscoveryTarget, shown: Count) {
  const [state, setState] = useState<Count>(shown);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const changed = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    const url = new URL(target.countPath, window.location.href);
    const chosen = filledParameters(form).filter(([name]) => name !== "query");
    for (const [name, value] of chosen) url.searchParams.set(name, value);
    const exact = countIsExact(target, chosen);
    const request = ++latest.current;
    setState({ status: "counting" });
    timer.current = setTimeout(async () => {
      try {
        const { api } = await import("#app/lib/api-client.ts");
        const body = (await api(url.toString())) as { items?: { total?: unknown } };
        const total = body.items?.total;
        if (request !== latest.current) return;
        setState(typeof total === "number" ? { status: "counted", total, exact } : { status: "failed" });
      } catch {
        if (request === latest.current) setState({ status: "failed" });
      }
    }, COUNT_DELAY_MS);
  };
  return { state, changed };
}
