import { lazy } from "react";
import { ContactBox } from "#app/components/home/ContactBox.tsx";
import { DriverAndGuide } from "#app/components/home/DriverAndGuide.tsx";
import { ExploreTabs } from "#app/components/home/ExploreTabs.tsx";
import { MainMenu, Tagline } from "#app/components/home/HomeIntro.tsx";
import { HomeSlider } from "#app/components/home/HomeSlider.tsx";
import { StaticIsland } from "#app/components/StaticIsland.tsx";
import { SubscribeForm } from "#app/components/SubscribeForm.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/home";

export { headers, loader } from "./home.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The static islands' content: the server renders it; the browser keeps that HTML on the page it
 * loaded and needs the code only after a client-side navigation to home, when it loads it (the
 * navigation waits for it, as a transition). That spares the first visit about 7 KB gzip.
 */
const { HomeRows, HomeMore } = import.meta.env.SSR
  ? await import("./home-islands.tsx")
  : {
      HomeRows: lazy(() => import("./home-islands.tsx").then((module) => ({ default: module.HomeRows }))),
      HomeMore: lazy(() => import("./home-islands.tsx").then((module) => ({ default: module.HomeMore }))),
    };

export default function Home({ loaderData }: Route.ComponentProps) {
  const { index, family, cruises, locale, whatsappNumber, operatorEmail } = loaderData;
  // Sections without state of their own are static islands, which React does not hydrate; the
  // slider, the two sets of tabs and the subscribe form are the only parts it runs.
  return (
    <>
      <HomeSlider slides={index.slides} />
      <Tagline />
      <MainMenu />
      <ExploreTabs types={index.types} regencies={index.regencies} />
      <StaticIsland id="home-rows">
        <HomeRows index={index} family={family} cruises={cruises} locale={locale} />
      </StaticIsland>
      <DriverAndGuide />
      <StaticIsland id="home-more">
        <HomeMore index={index} />
      </StaticIsland>
      <ContactBox
        whatsappNumber={whatsappNumber}
        operatorEmail={operatorEmail}
        subscribe={<SubscribeForm tone="onBrand" headingLevel={3} />}
      />
    </>
  );
}
