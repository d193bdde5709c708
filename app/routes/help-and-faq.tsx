import { Trans, useLingui } from "@lingui/react/macro";
import { FaqGroups } from "#app/components/Faq.tsx";
import { ContactBox, HelpLinks, StaticPage } from "#app/components/static/StaticPage.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { pageHeaders, staticPageLoader } from "#workers/page.ts";
import type { Route } from "./+types/help-and-faq";

const SEO = {
  id: {
    title: "Bantuan dan FAQ",
    description:
      "Jawaban atas pertanyaan umum tentang pemesanan tur di Bali, pembayaran di hari perjalanan, pembatalan, pengembalian dana, dan akun Anda.",
  },
  en: {
    title: "Help and FAQ",
    description:
      "Answers to common questions about booking tours in Bali, paying on the day, cancellations, refunds and your account.",
  },
} as const;

export const loader = staticPageLoader(SEO);

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function HelpAndFaq({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <StaticPage
      eyebrow={t`Help centre`}
      title={t`Help and FAQ`}
      lead={
        <Trans>
          Everything about booking with us: how the pay-later booking works, how and when you pay, what happens if your
          plans change, and your account. Can't find your answer? Message us on WhatsApp.
        </Trans>
      }
    >
      <FaqGroups headingLevel={2} />
      <ContactBox whatsappNumber={loaderData.whatsappNumber} />
      <HelpLinks title={t`More help`} exclude="/helpandfaq" />
    </StaticPage>
  );
}
