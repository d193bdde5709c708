import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ContactBox, Facts, HelpLinks, Note, StaticPage, Steps } from "#app/components/static/StaticPage.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/how-to-book";

export { headers, loader } from "./how-to-book.server.ts";
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function HowToBook({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <StaticPage
      eyebrow={t`Book now, pay later`}
      title={t`How to book`}
      lead={
        <Trans>
          Booking a tour with us takes a few minutes and costs nothing up front. You send a request, we confirm it by
          e-mail, and you pay on the day of your trip.
        </Trans>
      }
    >
      <Facts
        label={t`Booking at a glance`}
        facts={[
          { value: t`0%`, label: t`paid when you book` },
          { value: t`48 h`, label: t`usual time to your confirmation` },
          { value: t`100+`, label: t`tours and activities to choose from` },
        ]}
      />
      <Steps
        label={t`The booking steps`}
        steps={[
          {
            id: "choose",
            title: t`Choose your activity`,
            body: (
              <Trans>
                Browse the <Link to="/activity">activities</Link> or search for a place or a tour. Each activity page
                shows the duration and free cancellation period in hours, what is included, the packages with their
                prices, and the reviews of other travellers.
              </Trans>
            ),
          },
          {
            id: "request",
            title: t`Send your booking request`,
            body: (
              <Trans>
                Tap Book now, pick your visit date and a package, and set the number of people. Fill in your name,
                e-mail address, phone number and pickup location, and choose how you would like to pay. Check the
                summary and confirm. No payment is taken at this point.
              </Trans>
            ),
          },
          {
            id: "reconfirm",
            title: t`We reconfirm by e-mail`,
            body: (
              <Trans>
                Our team checks availability with the provider and reconfirms the details and your payment method with
                you by e-mail. If you chose PayPal, credit card or bank transfer, we send you the payment details in the
                same e-mail.
              </Trans>
            ),
          },
          {
            id: "confirmation",
            title: t`You receive your confirmation and booking ID`,
            body: (
              <Trans>
                Once everything is settled, we send your confirmation with a booking ID, mostly within 48 hours
                depending on the activity. Keep it at hand: your driver and our team use it to find your booking.
              </Trans>
            ),
          },
          {
            id: "pay",
            title: t`Enjoy your trip and pay on the day`,
            body: (
              <Trans>
                Your driver picks you up at the time in your confirmation. Pay in cash in Indonesian rupiah to the
                driver, or by bank transfer. Cards (Amex, Visa, Mastercard) are accepted at our office with a 3%
                surcharge.
              </Trans>
            ),
          },
        ]}
      />
      <Note>
        <Trans>
          Did not receive our e-mail? Check your spam folder, then send us a WhatsApp message with your name and visit
          date so we can find your request.
        </Trans>
      </Note>
      <ContactBox whatsappNumber={loaderData.whatsappNumber} />
      <HelpLinks title={t`Before you book`} exclude="/howtobook" />
    </StaticPage>
  );
}
