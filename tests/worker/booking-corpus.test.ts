import { describe, expect, it } from "vitest";
import {
  activityPage,
  baliDate,
  bookingPath,
  bookingPayload,
  countBookings,
  countOutbox,
  type PageActivity,
  UBUD,
} from "./booking-support.ts";
import { Browser } from "./browser.ts";

/** A malformed request: a body (an object, or raw text sent as it is) and the field a client would see flagged. */
interface Malformed {
  name: string;
  body: unknown;
  field?: string;
}

const FIELDS = [
  "activity_id",
  "date",
  "adults",
  "kids",
  "first_name",
  "last_name",
  "email",
  "phone_number",
  "country",
  "special_request",
  "pickup_location",
  "payment_method",
  "order_data",
  "total",
] as const;

const WRONG_VALUES: unknown[] = [null, true, [], {}, 42, -1, 3.5, "", "2", "x"];

/** Values among WRONG_VALUES that are right for a field (a name may be "x"), so not malformed there. */
const FINE_FOR: Partial<Record<(typeof FIELDS)[number], unknown[]>> = {
  special_request: [null, "", "2", "x"],
  adults: [42],
  kids: [42],
  // A first name needs no title (issue 35): any short name is one.
  first_name: ["2", "x"],
  last_name: ["2", "x"],
  pickup_location: ["2", "x"],
};

const INJECTIONS: [field: string, value: string][] = [
  ["activity_id", "1 OR 1=1"],
  ["date", "2027-01-01'; DROP TABLE bookings; --"],
  ["email", "made@example.com' OR '1'='1"],
  ["email", "made@example.com\r\nBcc: everyone@example.com"],
  ["phone_number", "+62 812; DROP TABLE bookings"],
  ["country", "Australia' --"],
  ["payment_method", "cash' OR 1=1 --"],
  ["total", "1200000; DELETE FROM bookings"],
  ["order_data", '[{"id":"2 OR 1=1","ordered":2}]'],
  ["adults", "2); DROP TABLE bookings; --"],
];

const BROKEN_ORDERS: string[] = [
  "[",
  "{}",
  "null",
  "[null]",
  "[{}]",
  '[{"id":2}]',
  '[{"ordered":2}]',
  '[{"id":"2","ordered":2}]',
  '[{"id":2,"ordered":"2"}]',
  '[{"id":-2,"ordered":2}]',
  '[{"id":2.5,"ordered":2}]',
  '[{"id":1e30,"ordered":2}]',
  '[{"id":2,"ordered":2,"name":5}]',
  '[{"id":2,"ordered":2,"price_idr":"free"}]',
  '[{"id":2,"ordered":2},]',
  '[{"id":2,"ordered":2}] trailing',
  '{"id":2,"ordered":2}',
  '"[{\\"id\\":2,\\"ordered\\":2}]"',
  "[[2,2]]",
  '[{"id":2,"ordered":2},{"id":2,"ordered":2}]',
  JSON.stringify(Array.from({ length: 51 }, (_, index) => ({ id: index + 1, ordered: 1 }))),
  `[{"id":2,"ordered":2,"name":"${"x".repeat(20_000)}"}]`,
];

const BAD_DATES = ["2027-02-30", "2027-13-01", "27-01-01", "2027/01/01", "01-02-2027", "2027-01-01T00:00:00Z", " "];

const OVERSIZE: [field: string, value: string][] = [
  ["first_name", `Mr. ${"M".repeat(101)}`],
  ["last_name", "W".repeat(101)],
  ["email", `${"m".repeat(243)}@example.com`],
  ["phone_number", `+62 ${"8".repeat(27)}`],
  ["special_request", "s".repeat(1001)],
  ["pickup_location", "p".repeat(301)],
];

function corpus(valid: Record<string, unknown>): Malformed[] {
  const cases: Malformed[] = [];
  for (const field of FIELDS) {
    if (field !== "special_request") {
      const { [field]: _left, ...missing } = valid;
      cases.push({ name: `${field} missing`, body: missing, field });
    }
    for (const value of WRONG_VALUES) {
      if (FINE_FOR[field]?.includes(value)) continue;
      cases.push({ name: `${field} = ${JSON.stringify(value)}`, body: { ...valid, [field]: value }, field });
    }
  }
  for (const [field, value] of [...INJECTIONS, ...OVERSIZE]) {
    cases.push({ name: `${field} = ${value.slice(0, 40)}…`, body: { ...valid, [field]: value }, field });
  }
  for (const order of BROKEN_ORDERS) {
    cases.push({
      name: `order_data ${order.slice(0, 40)}`,
      body: { ...valid, order_data: order },
      field: "order_data",
    });
  }
  for (const date of [...BAD_DATES, baliDate(-1), baliDate(-400), baliDate(600)]) {
    cases.push({ name: `date ${date}`, body: { ...valid, date }, field: "date" });
  }
  const bodies: [string, string][] = [
    ["not JSON", "{activity_id: 1"],
    ["empty body", ""],
    ["null", "null"],
    ["an array", "[]"],
    ["a number", "42"],
    ["a string", '"booking"'],
    ["true", "true"],
    ["the payload in an array", JSON.stringify([valid])],
    ["a body over 64 kB", JSON.stringify({ ...valid, special_request: "s".repeat(70_000) })],
  ];
  for (const [name, text] of bodies) cases.push({ name, body: text });
  return cases;
}

describe("malformed booking requests", () => {
  it("answers every one of them 4xx with a JSON message, names the field, and writes nothing", async () => {
    const activity: PageActivity = await activityPage("en");
    const valid = bookingPayload("en", activity, 1, [2, 1]);
    const cases = corpus(valid);
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const before = { bookings: await countBookings(), mails: await countOutbox() };

    for (const malformed of cases) {
      // A browser each: every attempt counts against its address's booking limit.
      const reply = await new Browser("en").post(bookingPath(UBUD), malformed.body);
      expect(reply.status, malformed.name).toBeGreaterThanOrEqual(400);
      expect(reply.status, malformed.name).toBeLessThan(500);
      expect(reply.body.message, malformed.name).toEqual(expect.any(String));
      expect(JSON.stringify(reply.body), malformed.name).not.toMatch(/at .*\.js|D1_ERROR|SQLITE/);
      if (malformed.field) expect(Object.keys(reply.body.errors ?? {}), malformed.name).toContain(malformed.field);
    }

    expect({ bookings: await countBookings(), mails: await countOutbox() }).toEqual(before);
    // The same request, well formed, is taken: the corpus was refused for what is wrong in it.
    expect((await new Browser("en").post(bookingPath(UBUD), valid)).status).toBe(201);
  });
});
