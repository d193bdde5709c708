import { Trans, useLingui } from "@lingui/react/macro";
import { ContactBox, Facts, HelpLinks, InfoCard, Note, StaticPage, Ticks } from "#app/components/static/StaticPage.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/cancellation-policy";

export { headers, loader } from "./cancellation-policy.server.ts";
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CancellationPolicy({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <StaticPage
      eyebrow={t`Policies`}
      title={t`Cancellation policy`}
      lead={
        <Trans>
          Plans change on holiday. Here is what it costs to cancel a booking, and how to do it. The terms stated on an
          activity's own page always take precedence.
        </Trans>
      }
    >
      <Facts
        label={t`Cancellation at a glance`}
        facts={[
          { value: t`Free`, label: t`in the free cancellation period` },
          { value: t`Up to 50%`, label: t`for a late cancellation` },
          { value: t`100%`, label: t`for a no-show` },
        ]}
      />
      <InfoCard id="free" title={t`Free cancellation`}>
        <p>
          <Trans>
            Many activities show a free cancellation period on their card and detail page, counted in hours before the
            start of the activity. For example, 24 hours means you can cancel free of charge until 24 hours before your
            activity begins.
          </Trans>
        </p>
      </InfoCard>
      <InfoCard id="fee" title={t`Cancellation fee`}>
        <p>
          <Trans>
            If you cancel after the free cancellation period, or within two days of the activity when none is shown, a
            cancellation fee of up to 50% of the booking total applies. Some activities state their own fee on their
            page: that fee applies instead.
          </Trans>
        </p>
      </InfoCard>
      <InfoCard id="no-show" title={t`No-show`}>
        <p>
          <Trans>
            If you do not come to the pickup or meeting point at the agreed time and have not cancelled, 100% of the
            booking total is charged.
          </Trans>
        </p>
      </InfoCard>
      <InfoCard id="how" title={t`How to cancel or change a booking`}>
        <Ticks>
          <li>
            <Trans>Reply to our confirmation e-mail and mention your booking ID, or send us a WhatsApp message.</Trans>
          </li>
          <li>
            <Trans>We confirm the cancellation by e-mail, with any fee that applies.</Trans>
          </li>
          <li>
            <Trans>To change the date or the number of people instead, ask us: changes depend on availability.</Trans>
          </li>
        </Ticks>
      </InfoCard>
      <InfoCard id="refunds" title={t`Refunds`}>
        <p>
          <Trans>
            Most guests pay on the day, so cancelling simply means nothing is paid, apart from any fee that applies. If
            you paid in advance by bank transfer, PayPal or card, we refund the amount minus the cancellation fee by the
            same payment method.
          </Trans>
        </p>
      </InfoCard>
      <Note>
        <Trans>The free cancellation period and the duration of every activity are given in hours.</Trans>
      </Note>
      <ContactBox whatsappNumber={loaderData.whatsappNumber} />
      <HelpLinks title={t`More about booking`} exclude="/cancelation" />
    </StaticPage>
  );
}
