import { lazy } from "react";
import { ContactBox } from "#app/components/home/ContactBox.tsx";
import { DriverAndGuide } from "#app/components/home/DriverAndGuide.tsx";
import { ExploreTabs } from "#app/components/home/ExploreTabs.tsx";
import { MainMenu, Tagline } from "#app/components/home/HomeIntro.tsx";
import { HomeSlider } from "#app/components/home/HomeSlider.tsx";
import { LaterPlaceholder } from "#app/components/home/LaterPlaceholder.tsx";
import { useLaterSections } from "#app/components/home/useLaterSections.ts";
import { StaticIsland } from "#app/components/StaticIsland.tsx";
import { SubscribeForm } from "#app/components/SubscribeForm.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/home";

export { headers, loader } from "./home.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const loadIslands = () => import("./home-islands.tsx");

/**
 * The static islands' content: the server renders it; the browser keeps that HTML on the page it
 * loaded and needs the code only when it renders the islands itself (the rows below the first
 * screen once fetched, every island after a client-side navigation to home).
 */
const { FirstRow, LaterRows, LaterMore } = import.meta.env.SSR
  ? await loadIslands()
  : {
      FirstRow: lazy(() => loadIslands().then((module) => ({ default: module.FirstRow }))),
      LaterRows: lazy(() => loadIslands().then((module) => ({ default: module.LaterRows }))),
      LaterMore: lazy(() => loadIslands().then((module) => ({ default: module.LaterMore }))),
    };

export default function Home({ loaderData }: Route.ComponentProps) {
  const { first, locale, whatsappNumber, operatorEmail } = loaderData;
  // The server renders the first screen only; the rows below it come as the tourist nears them.
  const { later, loading, failed, retry, placeholder } = useLaterSections(loaderData.later, loadIslands);
  // Sections without state of their own are static islands, which React does not hydrate; the
  // slider, the two sets of tabs and the subscribe form are the only parts it runs.
  return (
    <>
      <HomeSlider slides={first.slides} />
      <Tagline />
      <MainMenu />
      <ExploreTabs types={first.types} regencies={first.regencies} />
      <StaticIsland id="home-first-row">
        <FirstRow first={first} locale={locale} />
      </StaticIsland>
      {later ? (
        <StaticIsland id="home-rows">
          <LaterRows first={first} later={later} locale={locale} />
        </StaticIsland>
      ) : (
        <LaterPlaceholder ref={placeholder} loading={loading} failed={failed} onRetry={retry} />
      )}
      <DriverAndGuide />
      {later ? (
        <StaticIsland id="home-more">
          <LaterMore first={first} later={later} />
        </StaticIsland>
      ) : null}
      <ContactBox
        whatsappNumber={whatsappNumber}
        operatorEmail={operatorEmail}
        subscribe={<SubscribeForm tone="onBrand" headingLevel={3} />}
      />
    </>
  );
}
