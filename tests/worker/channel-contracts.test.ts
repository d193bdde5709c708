/**
 * The contract test: the request and answer examples of both specifications replayed against the
 * production worker (tests/fixtures/octo-examples.json and gyg-examples.json say where each comes
 * from). Each example's request is sent with a channel's key, its ids replaced by ours, and the
 * answer must have the example's shape: the same fields, JSON types and enum values.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import gygFixture from "../fixtures/gyg-examples.json";
import octoFixture from "../fixtures/octo-examples.json";
import { activityPage, baliDate, UBUD } from "./booking-support.ts";
import {
  type ContractExample,
  type ContractFixture,
  filledIn,
  resolvedAnswer,
  rulesOf,
  shapeMismatches,
} from "./contract-support.ts";
import { gyg, gygChannel } from "./gyg-support.ts";
import { octo, octoChannel } from "./octo-support.ts";

const OCTO = octoFixture as ContractFixture;
const GYG = gygFixture as ContractFixture;

/** Ubud's package of persons, with room for every example's seats. */
async function ubud() {
  const activity = await activityPage("en", UBUD);
  const persons = activity.packages[1];
  const [adult, child] = persons?.products ?? [];
  if (!persons || !adult || !child) throw new Error("Ubud has no package of adults and children");
  await env.DB.prepare("UPDATE availability_rules SET capacity = 60 WHERE activity_id = ?").bind(activity.id).run();
  return { activity, persons, adult, child };
}

interface Replayed {
  status: number;
  body: any;
  mismatches: string[];
}

function checked(fixture: ContractFixture, example: ContractExample, status: number, body: unknown): Replayed {
  const mismatches = shapeMismatches(resolvedAnswer(fixture, example.answer), body, rulesOf(fixture, example));
  if (status !== (example.status ?? 200)) {
    mismatches.unshift(
      `status ${status}, the example's ${example.status ?? 200}: ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  return { status, body, mismatches };
}

/** What differs, by example; `{}` when every answer has its example's shape. */
function failuresOf(replayed: Map<string, Replayed>): Record<string, string[]> {
  return Object.fromEntries(
    [...replayed]
      .filter(([, { mismatches }]) => mismatches.length > 0)
      .map(([name, { mismatches }]) => [name, mismatches]),
  );
}

describe("OCTO: the core specification's examples", () => {
  it("answers each example request in the shape of the specification's example answer", async () => {
    const { activity, persons, adult, child } = await ubud();
    const channel = await octoChannel({ activities: [activity.id] });
    const values: Record<string, string> = {
      productId: `activity-${activity.id}`,
      optionId: `package-${persons.id}`,
      adultUnitId: String(adult.id),
      childUnitId: String(child.id),
      date: baliDate(20),
      nextDate: baliDate(21),
    };
    const replayed = new Map<string, Replayed>();
    for (const example of OCTO.examples) {
      const reply = await octo(
        example.key === "none" ? null : channel.key,
        example.method,
        filledIn(example.path, values),
        example.request === undefined ? undefined : filledIn(example.request, values),
        example.capabilities ? { "octo-capabilities": example.capabilities } : {},
      );
      replayed.set(example.name, checked(OCTO, example, reply.status, reply.body));
      // The next examples name what this one made: the departure, then the booking.
      if (example.path === "availability" && reply.status === 200) values.availabilityId = reply.body[0].id;
      if (example.path === "bookings" && example.method === "POST") values.uuid = reply.body.uuid;
    }
    expect(failuresOf(replayed)).toEqual({});
    expect(replayed.get("List Bookings (its 200 example)")?.body).toHaveLength(1);
  });
});

describe("GetYourGuide: the supplier API's examples", () => {
  it("answers each example request in the shape of the published example or schema", async () => {
    const { activity, persons } = await ubud();
    const channel = await gygChannel({ activities: [activity.id] });
    const date = baliDate(20);
    const values: Record<string, string> = {
      productId: `activity-${activity.id}-package-${persons.id}`,
      date,
      gygBookingReference: `GYG-CONTRACT-${Date.now()}`,
    };
    const replayed = new Map<string, Replayed>();
    for (const example of GYG.examples) {
      if (example.path === "reserve/") values.dateTime = firstSlot(replayed);
      if (example.path === "cancel-reservation/") Object.assign(values, await secondReservation(channel.key, values));
      const reply = await gyg(
        example.key === "none" ? null : channel.key,
        example.method,
        filledIn(example.path, values),
        example.request === undefined ? undefined : filledIn(example.request, values),
      );
      replayed.set(example.name, checked(GYG, example, reply.status, reply.body));
      if (example.path === "reserve/") values.reservationReference = reply.body?.data?.reservationReference;
      if (example.path === "book/") values.bookingReference = reply.body?.data?.bookingReference;
    }
    expect(failuresOf(replayed)).toEqual({});
    const booked = replayed.get("Booking")?.body.data;
    expect(booked.tickets.map((ticket: { category: string }) => ticket.category).sort()).toEqual(["ADULT", "CHILD"]);
  });
});

function firstSlot(replayed: Map<string, Replayed>): string {
  const slot = replayed.get("Availability Query, Time Point Product - Individual")?.body?.data?.availabilities?.[0];
  if (!slot) throw new Error("the availability example found no departure");
  return slot.dateTime;
}

/** A reservation of its own for the cancel-reservation example, so that the first one is booked. */
async function secondReservation(key: string, values: Record<string, string>) {
  const secondGygBookingReference = `${values.gygBookingReference}-2`;
  const reserved = await gyg(key, "POST", "reserve/", {
    data: {
      productId: values.productId,
      dateTime: values.dateTime,
      bookingItems: [{ category: "ADULT", count: 2 }],
      gygBookingReference: secondGygBookingReference,
    },
  });
  return { secondGygBookingReference, secondReservationReference: reserved.body.data.reservationReference as string };
}
