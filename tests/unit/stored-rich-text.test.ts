import { describe, expect, it } from "vitest";
import { richTextReads, sanitizingUpdates } from "#seed/stored-rich-text.ts";

describe("sanitising the rich text of rows written before it was sanitised when written", () => {
  it("reads each table's rich-text columns by owner and language", () => {
    const reads = richTextReads();
    expect(reads.find((read) => read.table === "special_offer_translations")?.sql).toBe(
      "SELECT offer_id, locale, des, tnc FROM special_offer_translations",
    );
  });

  it("updates only the rows and columns sanitising changes, quoted for SQL", () => {
    const updates = sanitizingUpdates("destination_translations", [
      { destination_id: 1, locale: "id", des: "<p>Already clean</p>", note: "" },
      { destination_id: 2, locale: "en", des: "<p>Tom's <script>x</script></p>", note: "<p>ok</p>" },
      { destination_id: 3, locale: "id", des: "<p>ok</p>", note: 'Sun & "sea"' },
    ]);
    expect(updates).toEqual([
      "UPDATE destination_translations SET des = '<p>Tom''s &lt;script&gt;x&lt;/script&gt;</p>' WHERE destination_id = 2 AND locale = 'en'",
      "UPDATE destination_translations SET note = 'Sun &amp; &quot;sea&quot;' WHERE destination_id = 3 AND locale = 'id'",
    ]);
  });
});
