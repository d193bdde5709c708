import { Trans } from "@lingui/react/macro";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { money } from "#domain/format.ts";

/** A sales channel's booking: what the channel pays, its retail price less the commission. */
export function ChannelNetPrice({ netIdr, testId }: { netIdr: number | null; testId: string }) {
  const locale = usePageLocale();
  if (netIdr === null) return null;
  const net = money(locale, "IDR", netIdr);
  return (
    <span data-testid={testId}>
      <Trans>Net price from the channel: {net}</Trans>
    </span>
  );
}
