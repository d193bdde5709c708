import { Suspense } from "react";
import { ExploreTabs } from "#app/components/home/ExploreTabs.tsx";
import { HomeSlider } from "#app/components/home/HomeSlider.tsx";
import { LaterPlaceholder } from "#app/components/home/LaterPlaceholder.tsx";
import { useLaterSections } from "#app/components/home/useLaterSections.ts";
import { islandCode, StaticIsland } from "#app/components/StaticIsland.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/home";

export { headers, loader } from "./home.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const loadIslands = () => import("./home-islands.tsx");

/**
 * The tagline, the main menu, the first row and the sections after the first screen: the server renders them; the browser
 * loads their code only when it renders them itself (the sections below the first screen once
 * fetched, every section after a client-side navigation to home).
 */
const { Intro, FirstRow, LaterRows, DriverAndGuide, LaterMore, Contact } = await islandCode(loadIslands, [
  "Intro",
  "FirstRow",
  "LaterRows",
  "DriverAndGuide",
  "LaterMore",
  "Contact",
]);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { first, locale, whatsappNumber, operatorEmail } = loaderData;
  // The server renders the first screen only; the sections below it come as the tourist nears them.
  const { later, loading, failed, retry, placeholder } = useLaterSections(loaderData.later, loadIslands);
  // Sections without state of their own are static islands, which React does not hydrate; the
  // slider, the tabs and the subscribe form are the parts it runs.
  return (
    <>
      <HomeSlider slides={first.slides} />
      <StaticIsland id="home-intro">
        <Intro />
      </StaticIsland>
      <ExploreTabs types={first.types} regencies={first.regencies} />
      <StaticIsland id="home-first-row">
        <FirstRow first={first} locale={locale} />
      </StaticIsland>
      {later ? (
        // On the whole page (`?later=1`) the tabs and the form below hydrate once their code has
        // come; the boundary keeps the server's HTML on screen until then.
        <Suspense fallback={null}>
          <StaticIsland id="home-rows">
            <LaterRows first={first} later={later} locale={locale} />
          </StaticIsland>
          <DriverAndGuide />
          <StaticIsland id="home-more">
            <LaterMore first={first} later={later} />
          </StaticIsland>
          <Contact whatsappNumber={whatsappNumber} operatorEmail={operatorEmail} />
        </Suspense>
      ) : (
        <LaterPlaceholder ref={placeholder} loading={loading} failed={failed} onRetry={retry} />
      )}
    </>
  );
}
