import { Trans, useLingui } from "@lingui/react/macro";
import { FaqIsland } from "#app/components/FaqIsland.tsx";
import { ContactBox, HelpLinks, StaticPage } from "#app/components/static/StaticPage.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/help-and-faq";

export { headers, loader } from "./help-and-faq.server.ts";
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
      <FaqIsland id="help-faq" headingLevel={2} />
      <ContactBox whatsappNumber={loaderData.whatsappNumber} />
      <HelpLinks title={t`More help`} exclude="/helpandfaq" />
    </StaticPage>
  );
}
