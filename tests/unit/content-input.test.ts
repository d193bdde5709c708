import { describe, expect, it } from "vitest";
import { missingContentForPublishing, parseContentEdit, parseNewContent } from "#domain/inputs/content.ts";

const eventForm = (overrides: Record<string, string> = {}) => ({
  version: "3",
  "title.id": "Malam Kecak",
  "title.en": "Kecak night",
  "location.id": "Uluwatu",
  "location.en": "Uluwatu",
  "content.id": "<p>Tari.</p>",
  "content.en": "<p>Dance.</p>",
  starts_at: "2026-12-31T18:00",
  ends_at: "2026-12-31T20:00",
  ...overrides,
});

describe("the content forms' input", () => {
  it("reads an event's texts in both languages and its times", () => {
    const parsed = parseContentEdit("events", eventForm({ "title.en": "  Kecak night \r\n" }));
    expect(parsed).toEqual({
      ok: true,
      value: {
        version: 3,
        texts: {
          id: { title: "Malam Kecak", location: "Uluwatu", content: "<p>Tari.</p>" },
          en: { title: "Kecak night", location: "Uluwatu", content: "<p>Dance.</p>" },
        },
        facts: { starts_at: "2026-12-31T18:00", ends_at: "2026-12-31T20:00" },
      },
    });
  });

  it("names each wrong field: impossible times, an end before the start, a long title, no version", () => {
    const parsed = parseContentEdit(
      "events",
      eventForm({
        starts_at: "2026-04-31T10:00",
        ends_at: "2026-12-31T24:00",
        "title.id": "x".repeat(201),
        version: "",
      }),
    );
    expect(parsed).toEqual({
      ok: false,
      problems: [
        ["title.id", "tooLong"],
        ["starts_at", "dateTime"],
        ["ends_at", "dateTime"],
        ["version", "stale"],
      ],
    });
    const backwards = parseContentEdit("events", eventForm({ ends_at: "2026-12-30T20:00" }));
    expect(backwards).toEqual({ ok: false, problems: [["ends_at", "endBeforeStart"]] });
  });

  it("reads an offer's activity as an id or none", () => {
    const texts = { version: "1", "title.id": "a", "title.en": "b" };
    const none = parseContentEdit("offers", { ...texts, activity_id: "" });
    expect(none.ok && none.value.facts).toEqual({ activity_id: null });
    const some = parseContentEdit("offers", { ...texts, activity_id: "12" });
    expect(some.ok && some.value.facts).toEqual({ activity_id: 12 });
    expect(parseContentEdit("offers", { ...texts, activity_id: "12; drop" })).toEqual({
      ok: false,
      problems: [["activity_id", "activity"]],
    });
  });

  it("says which required texts keep a row from being published, in each language", () => {
    const texts = { id: { title: "Tips", content: "" }, en: { title: "", content: " " } };
    expect(missingContentForPublishing("tips", texts)).toEqual(["title.en", "content.id", "content.en"]);
    const offer = {
      id: { title: "a", short_des: "b", des: "c", tnc: "" },
      en: { title: "a", short_des: "b", des: "c", tnc: "" },
    };
    expect(missingContentForPublishing("offers", offer)).toEqual([]);
  });

  it("takes a new row's kind and title in both languages, with an English title a slug can come from", () => {
    expect(parseNewContent({ kind: "tips", "title.id": "Judul", "title.en": "Title" })).toEqual({
      ok: true,
      value: { kind: "tips", title: { id: "Judul", en: "Title" } },
    });
    expect(parseNewContent({ kind: "tips", "title.id": "Judul", "title.en": "!!!" })).toEqual({
      ok: false,
      problems: [["title.en", "required"]],
    });
    expect(parseNewContent({ kind: "pages", "title.id": "", "title.en": "Title" })).toEqual({
      ok: false,
      problems: [
        ["title.id", "required"],
        ["kind", "required"],
      ],
    });
  });
});
