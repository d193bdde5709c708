import { describe, expect, it } from "vitest";
import { type CalendarEvent, calendarFile, escapeText, foldLine } from "#domain/ical.ts";

const octets = (text: string) => new TextEncoder().encode(text).length;

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: "BT-7KX4-M9PQ@balitours.example",
  date: "2026-12-05",
  startTime: "08:00",
  durationMinutes: 9 * 60,
  summary: "Ubud Rice Terrace and Monkey Forest Tour",
  location: "Alaya Resort, Jalan Hanoman, Ubud",
  description: "Booking ID LOOKUP-42",
  ...overrides,
});

const STAMP = new Date("2026-11-24T14:05:09.123Z");

/** The file's lines, folds undone, as a calendar reads them. */
const unfolded = (file: string) => file.replaceAll("\r\n ", "").split("\r\n");

describe("the calendar file (RFC 5545)", () => {
  it("escapes backslash, semicolon, comma and every kind of newline in text", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("drops other control characters, which no calendar would read", () => {
    expect(escapeText("tab\there\u0000\u001f")).toBe("tab here");
  });

  it("folds a long line at 75 octets, the continuations starting with a space", () => {
    const line = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBe(3);
    expect(octets(parts[0] ?? "")).toBe(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(" ")).toBe(true);
      expect(octets(part)).toBeLessThanOrEqual(75);
    }
    expect(folded.replaceAll("\r\n ", "")).toBe(line);
  });

  it("never cuts a multi-byte character in two at a fold", () => {
    // "é" is 2 octets, "🌋" is 4: the fold falls inside one of them unless the builder steps back.
    const line = `SUMMARY:${"é".repeat(40)}🌋${"ü".repeat(30)}🌋🌋`;
    const parts = foldLine(line).split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A cut character would not survive a round trip through UTF-8.
      expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
    }
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
  });

  it("leaves a line of 75 octets or fewer as it is", () => {
    const line = `SUMMARY:${"y".repeat(67)}`;
    expect(foldLine(line)).toBe(line);
  });

  it("writes CRLF line endings only, and no line longer than 75 octets", () => {
    const file = calendarFile([event({ description: "Ein sehr langer Text ".repeat(20) })], STAMP);
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    for (const line of file.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("places the start in Bali's time zone, with a VTIMEZONE of UTC+8 without daylight saving", () => {
    const lines = unfolded(calendarFile([event()], STAMP));
    expect(lines).toContain("DTSTART;TZID=Asia/Makassar:20261205T080000");
    expect(lines).toContain("DTEND;TZID=Asia/Makassar:20261205T170000");
    const zone = lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1);
    expect(zone).toContain("TZID:Asia/Makassar");
    expect(zone).toContain("TZOFFSETFROM:+0800");
    expect(zone).toContain("TZOFFSETTO:+0800");
    expect(zone.filter((line) => line === "BEGIN:DAYLIGHT")).toEqual([]);
    // The zone comes before the events that name it.
    expect(lines.indexOf("END:VTIMEZONE")).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
  });

  it("ends an event past midnight on the next day", () => {
    const lines = unfolded(calendarFile([event({ startTime: "22:30", durationMinutes: 150 })], STAMP));
    expect(lines).toContain("DTEND;TZID=Asia/Makassar:20261206T010000");
  });

  it("gives a day without a time as an all-day event", () => {
    const lines = unfolded(calendarFile([event({ startTime: null, durationMinutes: null })], STAMP));
    expect(lines).toContain("DTSTART;VALUE=DATE:20261205");
    expect(lines).toContain("DTEND;VALUE=DATE:20261206");
  });

  it("leaves the end out when the duration is unknown", () => {
    const lines = unfolded(calendarFile([event({ durationMinutes: null })], STAMP));
    expect(lines).toContain("DTSTART;TZID=Asia/Makassar:20261205T080000");
    expect(lines.some((line) => line.startsWith("DTEND"))).toBe(false);
  });

  it("keeps the UID it is given, stamps in UTC, and holds one VEVENT per event", () => {
    const file = calendarFile(
      [event(), event({ uid: "BT-TRIP-0001-day2@balitours.example", date: "2026-12-06" })],
      STAMP,
    );
    const lines = unfolded(file);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((line) => line.startsWith("PRODID:"))).toBe(true);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith("UID:"))).toEqual([
      "UID:BT-7KX4-M9PQ@balitours.example",
      "UID:BT-TRIP-0001-day2@balitours.example",
    ]);
    expect(lines.filter((line) => line.startsWith("DTSTAMP:"))).toEqual([
      "DTSTAMP:20261124T140509Z",
      "DTSTAMP:20261124T140509Z",
    ]);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("escapes the summary, location and description", () => {
    const lines = unfolded(
      calendarFile(
        [event({ summary: "Snorkel; dive, relax", location: "Jl. Pantai\nKuta", description: "a\\b" })],
        STAMP,
      ),
    );
    expect(lines).toContain("SUMMARY:Snorkel\\; dive\\, relax");
    expect(lines).toContain("LOCATION:Jl. Pantai\\nKuta");
    expect(lines).toContain("DESCRIPTION:a\\\\b");
  });
});
