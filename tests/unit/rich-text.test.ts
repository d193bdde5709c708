import { describe, expect, it } from "vitest";
import type { RichText } from "#app/components/widgets.tsx";
import { plainText, RICH_TEXT_COLUMNS, sanitizeRichText, storedRichText, storedText } from "#domain/rich-text.ts";
import type { getTip } from "#workers/catalogue/tips.ts";

describe("sanitising rich text", () => {
  it("keeps the small tag set", () => {
    const html =
      "<h3>Day plan</h3><p>Pickup at <strong>07:00</strong>, <em>sharp</em>.<br/>Bring cash.</p><ul><li>Water</li></ul><ol><li>1</li></ol>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops nothing a tourist wrote but makes other markup inert text", () => {
    expect(sanitizeRichText("<script>alert(1)</script>")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(sanitizeRichText('<p onclick="x()">Hi</p>')).toBe("&lt;p onclick=&quot;x()&quot;&gt;Hi</p>");
    expect(sanitizeRichText('<img src=x onerror="alert(1)">')).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      "&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;",
    );
  });

  it("never lets a tag with attributes, an event handler or a script through", () => {
    const payloads = [
      "<svg onload=alert(1)>",
      "<iframe src=javascript:alert(1)>",
      "<<script>alert(1)//<</script>",
      "<p<script>>x",
      "<STRONG onmouseover=alert(1)>x</STRONG>",
      "<!-- <script>x</script> -->",
      '<style>body{background:url("javascript:alert(1)")}</style>',
      "<body onload=alert(1)>",
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
      "<p\nonclick=alert(1)>x</p>",
    ];
    for (const payload of payloads) {
      const clean = sanitizeRichText(payload);
      const tags = [...clean.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)];
      for (const [, name, attributes] of tags) {
        expect(["p", "ul", "ol", "li", "strong", "em", "h3", "br"], payload).toContain(name);
        expect(attributes?.replace("/", "").trim(), payload).toBe("");
      }
    }
  });

  it("keeps entities and escapes a bare ampersand", () => {
    expect(sanitizeRichText("<p>Tom &amp; Jerry & friends &#39;</p>")).toBe(
      "<p>Tom &amp; Jerry &amp; friends &#39;</p>",
    );
  });

  it("gives plain text for descriptions, with the entities sanitising wrote read back", () => {
    expect(plainText("<p>Sunrise&nbsp;trek</p><ul><li>Breakfast</li></ul>")).toBe("Sunrise trek Breakfast");
    expect(plainText(sanitizeRichText('<p>Salt & pepper, "sambal" <3</p>'))).toBe('Salt & pepper, "sambal" <3');
  });

  it("changes nothing when it sanitises what it sanitised", () => {
    for (const text of ['<p onclick="x()">Tom & "Jerry"</p><script>1</script>', "<P>Ok<BR/></P>", "a &amp; b &#x27;"]) {
      const once = sanitizeRichText(text);
      expect(sanitizeRichText(once), text).toBe(once);
    }
  });

  it("is applied when a rich-text column is written, and to no other column", () => {
    const written = '<p>Bring cash</p><img src=x onerror="alert(1)">';
    expect(storedText("activity_translations", "payment", written)).toBe(sanitizeRichText(written));
    expect(storedText("special_offer_translations", "tnc", written)).toBe(sanitizeRichText(written));
    expect(storedText("activity_translations", "short_des", "Fish & chips <3")).toBe("Fish & chips <3");
    expect(storedText("reviews", "content", "<b>great</b>")).toBe("<b>great</b>");
    expect(Object.keys(RICH_TEXT_COLUMNS)).toHaveLength(7);
  });

  it("is the only way to HTML the renderer accepts", () => {
    type RichTextProps = Parameters<typeof RichText>[0];
    const sanitised: RichTextProps = { html: sanitizeRichText("<p>Hi<script>x</script></p>") };
    // @ts-expect-error text straight from D1 is a plain string, which the renderer refuses (npm run typecheck)
    const stored: RichTextProps = { html: "<p>Hi<script>x</script></p>" };
    expect(sanitised.html).toBe("<p>Hi&lt;script&gt;x&lt;/script&gt;</p>");
    expect(stored.html).not.toBe(sanitised.html);
    type StoredTip = Awaited<ReturnType<typeof getTip>>;
    // @ts-expect-error a reader gives the text as D1 stores it, a string a page marks as stored rich text first
    const _unmarkedFromReader = (tip: StoredTip): RichTextProps => ({ html: tip.content });
    const fromReader = (tip: StoredTip): RichTextProps => ({ html: storedRichText(tip.content) });
    expect(fromReader({ slug: "s", title: "T", content: "<p>Salt &amp; pepper</p>", images: [] }).html).toBe(
      "<p>Salt &amp; pepper</p>",
    );
  });
});
