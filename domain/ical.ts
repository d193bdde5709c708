/**
 * "Add to calendar": an iCalendar file (RFC 5545) of one or more events in Bali's time zone. A
 * booking gives one event, a trip one per item; the file is the same shape for both.
 */

import { SITE_NAME } from "./business.ts";

export interface CalendarEvent {
  /** Stable across downloads, so a calendar updates the event instead of adding a second one. */
  uid: string;
  /** Bali's calendar date, YYYY-MM-DD. */
  date: string;
  /** Bali's wall-clock time, HH:MM; null makes an all-day event. */
  startTime: string | null;
  /** Null leaves the end out (the event is the moment of its start). */
  durationMinutes: number | null;
  summary: string;
  location: string;
  description: string;
}

const ZONE = "Asia/Makassar";
const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** Bali keeps UTC+8 all year: one STANDARD part, no DAYLIGHT. */
const BALI_ZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0800",
  "TZOFFSETTO:+0800",
  "TZNAME:WITA",
  "END:STANDARD",
  "END:VTIMEZONE",
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROLS = /[\u0000-\u001f\u007f]+/g;

/** A TEXT value: backslash, semicolon, comma and newlines escaped; other control characters dropped. */
export function escapeText(text: string): string {
  return text
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(CONTROLS, (controls) => (controls.includes("\t") ? " " : ""));
}

const octetsOf = (text: string) => new TextEncoder().encode(text).length;

/**
 * Folds a content line into pieces of at most 75 octets, each continuation starting with a space
 * (which counts), and never inside a character: iterating by code point keeps UTF-8 sequences whole.
 */
export function foldLine(line: string): string {
  if (octetsOf(line) <= MAX_OCTETS) return line;
  const pieces: string[] = [];
  let piece = "";
  let size = 0;
  for (const character of line) {
    const width = octetsOf(character);
    const room = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (size + width > room) {
      pieces.push(piece);
      piece = "";
      size = 0;
    }
    piece += character;
    size += width;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

const compactDate = (date: string) => date.replaceAll("-", "");

/** Bali's wall clock `minutes` after the date's midnight, as a local DATE-TIME (e.g. past midnight: the next day). */
function localDateTime(date: string, minutes: number): string {
  const moment = new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000).toISOString();
  return `${compactDate(moment.slice(0, 10))}T${moment.slice(11, 19).replaceAll(":", "")}`;
}

function utcStamp(moment: Date): string {
  return `${moment.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function timing(event: CalendarEvent): string[] {
  if (!event.startTime) {
    return [
      `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
      `DTEND;VALUE=DATE:${localDateTime(event.date, 24 * 60).slice(0, 8)}`,
    ];
  }
  const start = minutesOf(event.startTime);
  const startLine = `DTSTART;TZID=${ZONE}:${localDateTime(event.date, start)}`;
  if (event.durationMinutes === null) return [startLine];
  return [startLine, `DTEND;TZID=${ZONE}:${localDateTime(event.date, start + event.durationMinutes)}`];
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...timing(event),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    "END:VEVENT",
  ];
}

/** The whole file, CRLF line endings and folded lines, stamped with `now` (the moment it was made, UTC). */
export function calendarFile(events: readonly CalendarEvent[], now: Date): string {
  const stamp = utcStamp(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${SITE_NAME}//Bookings//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...BALI_ZONE,
    ...events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
