/**
 * What a tourist types into the search, read as the list's sort and filters (issue 42's "done when",
 * decision 0093): "cheapest half day tour with pickup 4.5 stars next tuesday" is the cheapest first,
 * a half day, hotel pickup, rated 4.5 and up, open on the coming Tuesday, and nothing left to search
 * by text. English and Indonesian phrasings are read on both sites, case and accents aside, in any
 * order. Pure: the page passes today's Bali date. The grammar and its limits: docs/discovery.md.
 */
import { addDays } from "./availability.ts";
import { DISCOVERY_PARAMETERS, type Discovery, NO_DISCOVERY, type Sort } from "./discovery.ts";
import { currencyOf } from "./format.ts";
import { isCalendarDate } from "./inputs/text-rules.ts";
import type { Locale } from "./locale.ts";

export type DiscoveryParameter = (typeof DISCOVERY_PARAMETERS)[number];

export interface SearchIntent {
  /** The sort and filters the text names; the rest stay as NO_DISCOVERY has them. */
  discovery: Discovery;
  /** The URL parameters the text set, in the order a link writes them. */
  understood: DiscoveryParameter[];
  /** What is left to search by text: the text as typed when nothing was understood. */
  rest: string;
}

type Reading = Partial<Discovery> | null;

interface Rule {
  pattern: RegExp;
  /** The filters of one match; null leaves the words to the text search. */
  read: (match: RegExpExecArray, today: string, locale: Locale) => Reading;
}

const EDGE = "\\p{L}\\p{N}";

/** A phrase of whole words: `pattern` neither starts nor ends inside a word. */
function phrase(pattern: string): RegExp {
  return new RegExp(`(?<![${EDGE}])(?:${pattern})(?![${EDGE}])`, "gu");
}

/**
 * Names of places and activities that hold a word the rules read: they stay text. "Pasar malam" is a
 * night market, not the evening; an airport pickup is a transfer, not a tour's hotel pickup.
 */
const KEPT_AS_NAMES = phrase(
  [
    "(?:pasar|makan|safari|tari|tarian) malam",
    "makan siang",
    "night (?:market|safari)",
    "airport (?:pick[- ]?ups?|transfers?|drop[- ]?offs?)",
    "(?:antar[- ]?)?(?:jemput(?:an)?|penjemputan) (?:di |ke |dari )?bandara",
  ].join("|"),
);

/** Words that only carry the request: dropped once something was understood, so they search nothing. */
const REQUEST_WORDS = new Set(
  (
    "a an the and or with without for on in at to of by from that is are me my i we want find show please some any " +
    "tour tours trip trips activity activities experience experiences open available " +
    "dengan yang dan atau untuk pada di ke dari ada mau cari carikan tolong saya kami " +
    "tur wisata aktivitas kegiatan buka tersedia"
  ).split(" "),
);

const NUMBER = "\\d+(?:[.,]\\d+)*";

const WEEKDAYS: [number, string][] = [
  [0, "sunday|hari minggu|ahad"],
  [1, "monday|mon|senin"],
  [2, "tuesday|tues?|selasa"],
  [3, "wednesday|wed|rabu"],
  [4, "thursday|thu(?:rs)?|kamis"],
  [5, "friday|fri|jum'?at"],
  [6, "saturday|sabtu"],
];

const MONTHS = [
  "jan(?:uary|uari)?",
  "feb(?:ruary|ruari)?",
  "mar(?:ch|et)?",
  "apr(?:il)?",
  "may|mei",
  "jun(?:e|i)?",
  "jul(?:y|i)?",
  "aug(?:ust)?|agu(?:stus)?|agt",
  "sep(?:t|tember)?",
  "oct(?:ober)?|okt(?:ober)?",
  "nov(?:ember)?",
  "dec(?:ember)?|des(?:ember)?",
];

const REGENCIES = [
  "badung",
  "bangli",
  "buleleng",
  "denpasar",
  "gianyar",
  "jembrana",
  "karangasem",
  "klungkung",
  "tabanan",
];

function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The first `weekday` after today (never today: "today" says that). */
function nextWeekday(today: string, weekday: number): string {
  return addDays(today, ((weekday - weekdayOf(today) + 6) % 7) + 1);
}

/** The coming weekend, or the rest of it when today is on it; `weeks` later for "next weekend". */
function weekend(today: string, weeks: number): Partial<Discovery> {
  const sunday = addDays(today, ((7 - weekdayOf(today)) % 7) + 7 * weeks);
  const saturday = addDays(sunday, -1);
  const from = saturday < today ? today : saturday;
  return { date: from, dateTo: sunday === from ? null : sunday };
}

/** From today (or next Monday) to the Sunday that ends the week. */
function week(today: string, next: boolean): Partial<Discovery> {
  const sunday = addDays(today, (7 - weekdayOf(today)) % 7);
  if (!next) return { date: today, dateTo: sunday === today ? null : sunday };
  return { date: addDays(sunday, 1), dateTo: addDays(sunday, 7) };
}

/** Day and month, in the given year or else the next time it comes. */
function dayInMonth(today: string, day: number, month: number, year: string | undefined): Reading {
  const text = (y: number) => `${y}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const thisYear = Number(today.slice(0, 4));
  const date = year ? text(Number(year)) : text(thisYear) < today ? text(thisYear + 1) : text(thisYear);
  return isCalendarDate(date) ? { date, dateTo: null } : null;
}

function monthNumber(name: string): number {
  return MONTHS.findIndex((pattern) => new RegExp(`^(?:${pattern})$`, "u").test(name)) + 1;
}

/** A typed amount: "1.500.000", "1,5", "500k", "500rb", "2 juta"; null when it is no number. */
function amountOf(digits: string, scale: string | undefined, locale: Locale): number | null {
  const multiplier = !scale ? 1 : /^(?:k|rb|ribu)$/.test(scale) ? 1_000 : 1_000_000;
  // Rupiah group thousands with dots; dollars may have cents. A lone comma or dot before two or
  // fewer digits is a decimal mark; before three it groups thousands.
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, -decimal[0].length) : digits).replace(/[.,]/g, "");
  const value = Number(decimal ? `${whole}.${decimal[1]}` : whole) * multiplier;
  if (!Number.isFinite(value) || value <= 0 || value >= 10_000_000_000) return null;
  return currencyOf(locale) === "IDR" ? Math.round(value) : Math.round(value * 100) / 100;
}

/** Whether the typed currency is the page's: rupiah words on the id site, dollars on the en one. */
function inPageCurrency(locale: Locale, symbol: string): boolean {
  if (!symbol) return true;
  const rupiah = /^(?:rp|rb|ribu|jt|juta|idr|rupiah)$/.test(symbol);
  return currencyOf(locale) === "IDR" ? rupiah || symbol === "k" : !rupiah;
}

function priceReading(match: RegExpExecArray, locale: Locale, field: "minPrice" | "maxPrice"): Reading {
  const { before = "", digits = "", scale, after = "" } = match.groups ?? {};
  const symbol = [before, scale ?? "", after].find((part) => part.trim() !== "")?.trim() ?? "";
  if (!inPageCurrency(locale, symbol.replace(/\.$/, "").replace("$", "usd"))) return null;
  const amount = amountOf(digits, scale, locale);
  return amount === null ? null : { [field]: amount };
}

function ratingReading(value: string): Reading {
  const rating = Number(value.replace(",", "."));
  if (rating >= 4.5 && rating <= 5) return { minRating: 4.5 };
  return rating >= 4 && rating < 4.5 ? { minRating: 4 } : null;
}

const sort =
  (value: Sort): Rule["read"] =>
  () => ({ sort: value });

const PRICE = `(?<before>(?:us)?\\$|rp\\.?|usd|idr)? ?(?<digits>${NUMBER}) ?(?<scale>k|rb|ribu|jt|juta)?(?: ?(?<after>usd|dollars?|\\$|rupiah|idr))?`;
const RATING = "[1-5](?:[.,]\\d)?";
const HOURS = "(?<hours>\\d{1,3}(?:[.,]\\d)?) ?(?:hours?|hrs?|h|jam)";
const AT_MOST =
  "under|below|less than|up to|at most|max(?:imum)?|within|no more than|<|kurang dari|di ?bawah|maks(?:imal|imum)?\\.?|paling lama|sampai|hingga";
const AT_LEAST = "over|above|more than|at least|from|min(?:imum)?|>|di ?atas|lebih dari|minimal|mulai(?: dari)?";

/** Read in this order: dates before prices ("from 8 Dec"), durations before prices ("up to 3 hours"). */
const RULES: Rule[] = [
  { pattern: phrase("today|hari ini"), read: (_, today) => ({ date: today, dateTo: null }) },
  { pattern: phrase("day after tomorrow|lusa"), read: (_, today) => ({ date: addDays(today, 2), dateTo: null }) },
  { pattern: phrase("tomorrow|besok|esok(?: hari)?"), read: (_, today) => ({ date: addDays(today, 1), dateTo: null }) },
  { pattern: phrase("next weekend|akhir (?:pekan|minggu) depan"), read: (_, today) => weekend(today, 1) },
  {
    pattern: phrase("(?:this |the )?weekend|akhir (?:pekan|minggu)(?: ini)?"),
    read: (_, today) => weekend(today, 0),
  },
  ...WEEKDAYS.map(
    ([weekday, names]): Rule => ({
      pattern: phrase(`(?:on |this |next |coming |the |hari )?(?:${names})(?: (?:depan|ini|nanti))?`),
      read: (_, today) => ({ date: nextWeekday(today, weekday), dateTo: null }),
    }),
  ),
  { pattern: phrase("next week|minggu depan"), read: (_, today) => week(today, true) },
  { pattern: phrase("this week|minggu ini"), read: (_, today) => week(today, false) },
  {
    pattern: phrase(
      `(?:on |tanggal |tgl\\.? )?(?<day>[0-3]?\\d)(?:st|nd|rd|th)?(?: of)? (?<month>${MONTHS.join("|")})\\.?(?: (?<year>20\\d\\d))?`,
    ),
    read: (match, today) =>
      dayInMonth(today, Number(match.groups?.day), monthNumber(match.groups?.month ?? ""), match.groups?.year),
  },
  {
    pattern: phrase(
      `(?:on )?(?<month>${MONTHS.join("|")})\\.? (?<day>[0-3]?\\d)(?:st|nd|rd|th)?(?:,? (?<year>20\\d\\d))?`,
    ),
    read: (match, today) =>
      dayInMonth(today, Number(match.groups?.day), monthNumber(match.groups?.month ?? ""), match.groups?.year),
  },
  { pattern: phrase("half[- ]?(?:a[- ])?days?|setengah[- ]?hari|1/2 hari"), read: () => ({ duration: "half_day" }) },
  {
    pattern: phrase("full[- ]?days?|whole day|all[- ]day|sehari penuh|satu hari penuh|seharian"),
    read: () => ({ duration: "full_day" }),
  },
  {
    pattern: phrase(
      "multi[- ]?days?|several days|overnight|beberapa hari|menginap|[2-9] ?(?:days|hari)(?:,? [1-9] ?(?:malam|nights?))?|[1-9] ?(?:malam|nights?)",
    ),
    read: () => ({ duration: "multi_day" }),
  },
  { pattern: phrase("short|singkat"), read: () => ({ duration: "up_to_3h" }) },
  {
    pattern: phrase(`(?:(?:${AT_MOST}) )?${HOURS}(?: or less| atau kurang)?`),
    read: (match) => {
      const hours = Number((match.groups?.hours ?? "").replace(",", "."));
      return hours > 0 && hours <= 720 ? { durationMax: hours } : null;
    },
  },
  {
    pattern: phrase(
      `(?:(?:rated|rating|bintang|nilai|ulasan)(?: of)? (?<after>${RATING})(?: ?\\+)?(?: ?(?:stars?|bintang))?|(?<before>${RATING}) ?\\+? ?-?(?:stars?|bintang)|(?<plus>[1-5][.,]\\d) ?\\+)(?: (?:and up|or (?:more|higher|better|above)|ke atas))?`,
    ),
    read: (match) => ratingReading(match.groups?.after ?? match.groups?.before ?? match.groups?.plus ?? ""),
  },
  { pattern: phrase(`(?:${AT_MOST}) ${PRICE}`), read: (match, _, locale) => priceReading(match, locale, "maxPrice") },
  { pattern: phrase(`(?:${AT_LEAST}) ${PRICE}`), read: (match, _, locale) => priceReading(match, locale, "minPrice") },
  {
    pattern: phrase(
      "cheap(?:est)?|lowest price|least expensive|low[- ]cost|budget|(?:paling |ter)?murah|harga (?:ter)?rendah|hemat",
    ),
    read: sort("price_asc"),
  },
  { pattern: phrase("most expensive|priciest|highest price|termahal|paling mahal"), read: sort("price_desc") },
  {
    pattern: phrase("best[- ]rated|top[- ]rated|highest[- ]rated|best reviewed|terbaik|(?:rating|nilai) tertinggi"),
    read: sort("rating"),
  },
  { pattern: phrase("shortest|quickest|terpendek|tersingkat|paling (?:singkat|pendek)"), read: sort("duration") },
  { pattern: phrase("newest|latest|most recent|terbaru|paling baru"), read: sort("newest") },
  {
    pattern: phrase(
      "(?:free |hotel )?pick[- ]?ups?(?: (?:from|at) (?:the |your |my )?hotels?)?(?: included)?|(?:antar[- ]?)?jemput(?:an)?(?: (?:di |dari |ke )?hotel)?|penjemputan(?: (?:di |dari )?hotel)?",
    ),
    read: () => ({ pickup: true }),
  },
  {
    pattern: phrase(
      "free(?:ly)? cancel(?:l?ation|lable|able)?|cancel (?:for )?free|refundable|(?:pembatalan|batal) gratis|gratis (?:pembatalan|batal)|bisa (?:di)?batal(?:kan)?",
    ),
    read: () => ({ freeCancellation: true }),
  },
  {
    pattern: phrase(
      "instant(?:ly)?(?: (?:confirmation|confirmed|confirm|booking|book))?|konfirmasi (?:instan|langsung|seketika)|instan|langsung (?:di)?konfirmasi",
    ),
    read: () => ({ instant: true }),
  },
  { pattern: phrase("(?:in the )?morning|pagi(?: hari)?"), read: () => ({ timeOfDay: "morning" }) },
  { pattern: phrase("(?:in the )?afternoon|(?:siang|sore)(?: hari)?"), read: () => ({ timeOfDay: "afternoon" }) },
  { pattern: phrase("(?:in the )?evening|malam(?: hari)?"), read: () => ({ timeOfDay: "evening" }) },
  {
    pattern: phrase(
      `(?:kabupaten|kab\\.?|kota|regency of) (?<name>${REGENCIES.join("|")})|(?<after>${REGENCIES.join("|")}) (?:regency|city)`,
    ),
    read: (match) => ({ regency: match.groups?.name ?? match.groups?.after ?? null }),
  },
];

/** Lower case, without accents, in one form: "Séance" and "seance" read alike. */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[’`]/g, "'");
}

/** `text` with `[start, end)` blanked out, keeping every other character where it was. */
function blanked(text: string, start: number, end: number, filler = " "): string {
  return text.slice(0, start) + filler.repeat(end - start) + text.slice(end);
}

/** The sort and filters `text` names on the site of `locale`, and the words left to search. */
export function searchIntentOf(text: string, locale: Locale, today: string): SearchIntent {
  let rest = folded(text);
  // Names are masked in the copy the rules read, and stay in what is left to search.
  let reading = rest.replace(KEPT_AS_NAMES, (name) => "\u0000".repeat(name.length));
  const found: Partial<Discovery> = {};
  for (const rule of RULES) {
    for (const match of [...reading.matchAll(rule.pattern)]) {
      const filters = rule.read(match, today, locale);
      if (!filters || Object.keys(filters).some((key) => key in found)) continue;
      Object.assign(found, filters);
      rest = blanked(rest, match.index, match.index + match[0].length);
      reading = blanked(reading, match.index, match.index + match[0].length);
    }
  }
  const discovery = consistent({ ...NO_DISCOVERY, ...found });
  const understood = DISCOVERY_PARAMETERS.filter((name) => FIELDS[name] in found && parameterSet(discovery, name));
  if (understood.length === 0) return { discovery: NO_DISCOVERY, understood: [], rest: text.trim() };
  const words = rest.split(/[^\p{L}\p{N}'-]+/u).filter((word) => word !== "" && !REQUEST_WORDS.has(word));
  return { discovery, understood, rest: words.join(" ") };
}

/** The field of Discovery each URL parameter writes. */
export const FIELDS: Record<DiscoveryParameter, keyof Discovery> = {
  sort: "sort",
  min_price: "minPrice",
  max_price: "maxPrice",
  duration: "duration",
  duration_max: "durationMax",
  min_rating: "minRating",
  time_of_day: "timeOfDay",
  free_cancellation: "freeCancellation",
  instant: "instant",
  pickup: "pickup",
  regency: "regency",
  date: "date",
  date_to: "dateTo",
};

function parameterSet(discovery: Discovery, name: DiscoveryParameter): boolean {
  const value = discovery[FIELDS[name]];
  return value !== null && value !== false && value !== "recommended";
}

/** A ceiling under the floor cannot be what was meant: the floor alone is kept. */
function consistent(discovery: Discovery): Discovery {
  const { minPrice, maxPrice } = discovery;
  return minPrice !== null && maxPrice !== null && maxPrice < minPrice ? { ...discovery, maxPrice: null } : discovery;
}

/**
 * The view of a search: the URL's own parameters win over what its text says (`given` tells which
 * the URL has); what the text adds is `understood`. A date from the URL takes its end with it.
 */
export function withTypedIntent(
  explicit: Discovery,
  given: (name: DiscoveryParameter) => boolean,
  intent: SearchIntent,
): { discovery: Discovery; understood: DiscoveryParameter[] } {
  const taken = (name: DiscoveryParameter) =>
    !given(name) && !(name === "date_to" && given("date")) && !(name === "date" && given("date_to"));
  const understood = intent.understood.filter(taken);
  const discovery = { ...explicit };
  for (const name of understood) Object.assign(discovery, { [FIELDS[name]]: intent.discovery[FIELDS[name]] });
  return { discovery: consistent(discovery), understood };
}
