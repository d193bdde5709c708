import { Suspense, useState } from "react";
import { ExploreTabs } from "#app/components/home/ExploreTabs.tsx";
import { HomeSlider } from "#app/components/home/HomeSlider.tsx";
import { LaterPlaceholder } from "#app/components/home/LaterPlaceholder.tsx";
import { LATER_ROWS_ISLAND } from "#app/components/home/links.ts";
import { useLaterSections } from "#app/components/home/useLaterSections.ts";
import { islandCode, StaticIsland } from "#app/components/StaticIsland.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/home";

export { headers, loader } from "./home.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const loadIslands = () => import("#app/components/home/home-islands.tsx");

/**
 * Every part of home without state of its own, and the sections after the first screen: the server renders them; the browser
 * loads their code only when it renders them itself (the sections below the first screen once
 * fetched, every section after a client-side navigation to home).
 */
const islands = await islandCode(loadIslands, [
  "FirstSlide",
  "Intro",
  "ActivityShortcuts",
  "RegencyTiles",
  "FirstRow",
  "LaterRows",
  "DriverAndGuide",
  "LaterMore",
  "Contact",
]);
const { FirstSlide, Intro, ActivityShortcuts, RegencyTiles, FirstRow } = islands;
const { LaterRows, DriverAndGuide, LaterMore, Contact } = islands;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { first, locale, whatsappNumber, operatorEmail } = loaderData;
  // The server renders the first screen only; the sections below it come as the tourist nears them.
  const { later, loading, failed, retry, placeholder } = useLaterSections(loaderData.later, loadIslands);
  // The focus within the placeholder when the rows replace it (its link, or Try again's) goes on to them.
  const [placeholderFocused, setPlaceholderFocused] = useState(false);
  // Sections without state of their own are static islands, which React does not hydrate; the
  // slider, the tabs and the subscribe form are the parts it runs.
  return (
    <>
      <HomeSlider
        slides={first.slides}
        firstSlide={
          first.slides[0] ? (
            <StaticIsland id="home-first-slide">
              <FirstSlide slide={first.slides[0]} />
            </StaticIsland>
          ) : null
        }
      />
      <StaticIsland id="home-intro">
        <Intro />
      </StaticIsland>
      <ExploreTabs
        activities={
          <StaticIsland id="explore-activities">
            <ActivityShortcuts types={first.types} />
          </StaticIsland>
        }
        destinations={
          <StaticIsland id="explore-destinations">
            <RegencyTiles regencies={first.regencies} />
          </StaticIsland>
        }
      />
      <StaticIsland id="home-first-row">
        <FirstRow first={first} locale={locale} />
      </StaticIsland>
      {later ? (
        // On the whole page (`?later=1`) the tabs and the form below hydrate once their code has
        // come; the boundary keeps the server's HTML on screen until then.
        <Suspense fallback={null}>
          <StaticIsland id={LATER_ROWS_ISLAND}>
            <LaterRows first={first} later={later} locale={locale} takeFocus={placeholderFocused} />
          </StaticIsland>
          <DriverAndGuide />
          <StaticIsland id="home-more">
            <LaterMore first={first} later={later} />
          </StaticIsland>
          <Contact whatsappNumber={whatsappNumber} operatorEmail={operatorEmail} />
        </Suspense>
      ) : (
        <LaterPlaceholder
          ref={placeholder}
          loading={loading}
          failed={failed}
          onRetry={retry}
          onFocusChange={setPlaceholderFocused}
        />
      )}
    </>
  );
}
