import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ContactBox, Facts, HelpLinks, InfoCard, Note, StaticPage, Ticks } from "#app/components/static/StaticPage.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/payment-terms";

export { headers, loader } from "./payment-terms.server.ts";
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function PaymentTerms({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <StaticPage
      eyebrow={t`Policies`}
      title={t`Payment terms`}
      lead={
        <Trans>
          You book now and pay later. Nothing is charged when you send a booking request: you pay on the day of your
          trip, in the way that suits you.
        </Trans>
      }
    >
      <Facts
        label={t`Payment at a glance`}
        facts={[
          { value: t`On the day`, label: t`when you pay, to your driver` },
          { value: t`IDR`, label: t`the only currency accepted in cash` },
          { value: t`3%`, label: t`surcharge on cards paid at our office` },
        ]}
      />
      <InfoCard id="methods" title={t`Ways to pay`}>
        <Ticks>
          <li>
            <Trans>
              <strong>Cash</strong>: paid on the day to your driver, in Indonesian rupiah.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Bank transfer</strong>: paid on the day of your trip; we send you our bank details by e-mail.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Credit card</strong>: Amex, Visa and Mastercard at our office, with a 3% surcharge. To pay by card
              in advance, choose credit card when you book and we arrange it by e-mail.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>PayPal</strong>: choose PayPal when you book and we send you the payment request by e-mail.
            </Trans>
          </li>
        </Ticks>
      </InfoCard>
      <InfoCard id="currency" title={t`Currency and exchange rate`}>
        <p>
          <Trans>
            Prices are shown in Indonesian rupiah on the Indonesian site and in US dollars on the English site. Cash
            payments are accepted in rupiah only: we cannot accept cash in US dollars. Amounts in US dollars or any
            other currency are converted to rupiah at the exchange rate of the day.
          </Trans>
        </p>
      </InfoCard>
      <InfoCard id="total" title={t`What you pay`}>
        <p>
          <Trans>
            The total is the price of each product in your package multiplied by the number of people or items you
            choose. You see the breakdown before you confirm, and the same amount appears in your confirmation e-mail.
          </Trans>
        </p>
      </InfoCard>
      <InfoCard id="confirmation" title={t`Confirmation`}>
        <p>
          <Trans>
            After your request we reconfirm availability and your payment method by e-mail, then send your confirmation
            with a booking ID, mostly within 48 hours depending on the activity. Your booking is confirmed once you have
            received that booking ID.
          </Trans>
        </p>
      </InfoCard>
      <Note>
        <Trans>
          A late cancellation or a no-show is charged as described in our{" "}
          <Link to="/cancelation">cancellation policy</Link>: up to 50% of the total, and 100% if you do not show up.
        </Trans>
      </Note>
      <ContactBox whatsappNumber={loaderData.whatsappNumber} />
      <HelpLinks title={t`More about booking`} exclude="/term" />
    </StaticPage>
  );
}
