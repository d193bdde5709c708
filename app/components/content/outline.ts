import type { SafeHtml } from "#domain/safe-html.ts";

/**
 * Rich text writes its section titles as <h3>. On a page where it is the main text right under
 * the h1, they become <h2> so the outline has no gap. Runs on sanitised HTML, where a heading tag
 * can only be the bare `<h3>`/`</h3>` (anything else was escaped to text).
 */
export function asSectionHeadings(sanitisedHtml: SafeHtml): SafeHtml {
  // Renaming one allowed tag to another keeps the HTML as safe as the sanitiser left it.
  return sanitisedHtml.replaceAll("<h3>", "<h2>").replaceAll("</h3>", "</h2>") as SafeHtml;
}
