import { islandCode, StaticIsland } from "./StaticIsland.tsx";

/**
 * The server renders the FAQ; the browser keeps that HTML on the page it loaded (the groups are
 * native <details>, with no state of React's) and loads the FAQ's code, about 5 KB gzip of
 * questions and answers in both languages, only after a client-side navigation to a page with it.
 */
const { FaqGroups } = await islandCode(() => import("./Faq.tsx"), ["FaqGroups"]);

export function FaqIsland({ id, headingLevel }: { id: string; headingLevel: 2 | 3 | 4 }) {
  return (
    <StaticIsland id={id}>
      <FaqGroups headingLevel={headingLevel} />
    </StaticIsland>
  );
}
