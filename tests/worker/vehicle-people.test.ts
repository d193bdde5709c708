/**
 * Issue 43, item 5: a car is booked as a vehicle, and the people riding in it are asked, checked
 * against its seats, stored, and shown apart from the vehicles wherever a booking is counted.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "#seed/catalogue.ts";
import { seededPassengersOf, seededUnitOf } from "#seed/product-units.ts";
import { activityPage, baliDate, bookingPath, bookingPayload, type PageActivity, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { outboxRowsOf } from "./mail-support.ts";
import { elementsWith, formFieldsOf, signedInOperator, testIdPart, textOf } from "./operator-support.ts";

/** UBUD's first package: "Per car (1–6 people)", at least one. */
const CAR_PACKAGE = 0;

interface StoredParty {
  adults: number;
  kids: number;
  vehicles: number;
  people: number;
  seats: number;
}

async function storedParty(reference: string): Promise<StoredParty | null> {
  return env.DB.prepare("SELECT adults, kids, vehicles, people, seats FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<StoredParty>();
}

let english: PageActivity;

// The first request loads the whole app into the worker: slower than a hook's usual 10 seconds on a busy machine.
beforeAll(async () => {
  english = await activityPage("en");
}, 60_000);

/** A car of UBUD booked on `date` for `people` people, as the booking form sends it. */
function carBooking(activity: PageActivity, overrides: Record<string, unknown>): Record<string, unknown> {
  return bookingPayload("en", activity, CAR_PACKAGE, [1], { adults: 0, kids: 0, ...overrides });
}

describe("the people riding in a booked vehicle", () => {
  it("the page says the car carries six, and a car books no adult", () => {
    const [car] = english.packages[CAR_PACKAGE]?.products ?? [];
    expect(car).toMatchObject({ name: "Per car (1–6 people)", unit: "adult", seats: 1, passengers: 6 });
  });

  it("are required: none is refused under `people`, in the page's language", async () => {
    const payload = carBooking(english, {});
    delete payload.people;
    const reply = await new Browser("en").post(bookingPath(UBUD), payload);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ people: ["Please enter how many people ride in the vehicle."] });
    const zero = await new Browser("en").post(bookingPath(UBUD), carBooking(english, { people: 0 }));
    expect(zero.status).toBe(422);
    expect(Object.keys(zero.body.errors)).toEqual(["people"]);
  });

  it("may not be more than the vehicle's seats", async () => {
    const indonesian = await activityPage("id");
    const payload = bookingPayload("id", indonesian, CAR_PACKAGE, [1], { adults: 0, kids: 0, people: 7 });
    const reply = await new Browser("id").post(bookingPath(UBUD), payload);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      people: ["Kendaraan yang Anda pilih memuat paling banyak 6 orang. Silakan pesan kendaraan tambahan."],
    });
    const twoCars = await new Browser("en").post(
      bookingPath(UBUD),
      bookingPayload("en", english, CAR_PACKAGE, [2], { adults: 0, kids: 0, people: 11 }),
    );
    expect(twoCars.status).toBe(201);
  });

  it("are stored apart from the vehicle, which holds one seat of the day", async () => {
    const reply = await new Browser("en").post(bookingPath(UBUD), carBooking(english, { people: 4 }));
    expect(reply.status).toBe(201);
    expect(await storedParty(reply.body.booking.reference)).toEqual({
      adults: 0,
      kids: 0,
      vehicles: 1,
      people: 4,
      seats: 1,
    });
  });

  it("are said in the mails to the tourist and to the operator", async () => {
    const reply = await new Browser("en").post(bookingPath(UBUD), carBooking(english, { people: 4 }));
    const [tourist, operator] = await outboxRowsOf(reply.body.booking.reference);
    expect(tourist?.body_text).toMatch(/Participants: +1 vehicle, 4 people/);
    expect(operator?.body_text).toContain("1 kendaraan, 4 orang");
  });
});

describe("the back office counts vehicles as vehicles and people as people", () => {
  it("on the booking's page, the month's calendar, the day's manifest and its CSV", async () => {
    // Texts without commas, so that the CSV's rows split on them.
    const date = baliDate(200);
    const plain = { date, pickup_location: "Alaya Resort Ubud", special_request: "" };
    const car = await new Browser("en").post(bookingPath(UBUD), carBooking(english, { ...plain, people: 4 }));
    expect(car.status).toBe(201);
    const personPackage = english.packages.findIndex((pack) => pack.products.some((p) => p.unit === "child"));
    const persons = await new Browser("en").post(
      bookingPath(UBUD),
      bookingPayload("en", english, personPackage, [2, 1], plain),
    );
    expect(persons.status).toBe(201);
    const operator = await signedInOperator("en");

    const page = await operator.page(`/admin/bookings/${car.body.booking.reference}`);
    expect(textOf(testIdPart(page.text, "booking-party")).trim()).toBe("1 vehicle, 4 people");

    const month = await operator.get(`/admin/calendar?month=${date.slice(0, 7)}`, { accept: "application/json" });
    const day = month.body.calendar.days.find((entry: { date: string }) => entry.date === date);
    expect(day).toMatchObject({ requestedPersons: 4 + 3, requestedVehicles: 1, confirmedVehicles: 0 });
    const calendar = await operator.page(`/admin/calendar?month=${date.slice(0, 7)}`);
    const row = elementsWith(calendar.text, `data-date="${date}"`).map(textOf)[0] ?? "";
    expect(row).toContain("7 · 1 vehicle");

    const manifest = await operator.page(`/admin/calendar/${date}`);
    const [trip = ""] = elementsWith(manifest.text, 'data-testid="manifest-trip"');
    expect(textOf(trip)).toContain("7 persons · 1 vehicle");
    const entries = elementsWith(trip, 'data-testid="manifest-booking"').map(textOf);
    expect(entries.find((entry) => entry.includes("Per car"))).toContain(
      "1 vehicle, 4 people: 1 × Per car (1–6 people)",
    );
    expect(entries.find((entry) => entry.includes("Adult"))).toContain("3 persons: 2 × Adult");

    const csv = await operator.fetchText("GET", `/admin/calendar/${date}.csv`);
    const [header = "", ...rows] = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const columns = header.split(",");
    const persons_ = columns.indexOf("Persons");
    const vehicles = columns.indexOf("Vehicles");
    expect(vehicles).toBeGreaterThan(persons_);
    const counts = rows.map(csvCells).map((cells) => [cells[persons_], cells[vehicles]]);
    expect(counts).toContainEqual(["4", "1"]);
    expect(counts).toContainEqual(["3", "0"]);
  });
});

/** One CSV row's cells, quoted ones unquoted (no line breaks in these rows). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = ""]) =>
    cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell,
  );
}

describe("migration 0039 reads a stored catalogue's vehicles as the seed does", () => {
  it("gives every seeded product the passengers the seed gave it", async () => {
    const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.startsWith("0039"));
    const updates = (migration?.queries ?? []).filter((query) => query.includes("UPDATE products SET"));
    expect(updates).toHaveLength(1);
    const seeded = await env.DB.prepare("SELECT id, passengers FROM products ORDER BY id").all<{
      id: number;
      passengers: number | null;
    }>();
    await env.DB.batch([
      env.DB.prepare("UPDATE products SET passengers = NULL"),
      ...updates.map((query) => env.DB.prepare(query)),
    ]);
    const migrated = await env.DB.prepare("SELECT id, passengers FROM products ORDER BY id").all();
    expect(migrated.results).toEqual(seeded.results);
    const capacities = new Set(seeded.results.map((row) => row.passengers));
    expect(capacities).toEqual(new Set([null, 4, 6, 12]));
    const products = catalogue.activities.flatMap((activity) => activity.packages.flatMap((pack) => pack.products));
    const transfer = products.find((product) => product.name.en === "Transfer from south Bali (per car, 1–6 people)");
    expect(transfer && seededPassengersOf(transfer.name.en, seededUnitOf(transfer.name.en, 2, 0).unit)).toBeNull();
  });
});

describe("the operator sets what a vehicle carries where products are edited", () => {
  it("shows it, changes it, refuses a wrong number in the operator's language, and empties it for a product that is no vehicle", async () => {
    const operator = await signedInOperator("en");
    const edit = `/admin/activities/${english.id}`;
    const [car] = english.packages[CAR_PACKAGE]?.products ?? [];
    const field = `product.${car?.id}.passengers`;
    const form = async () => formFieldsOf((await operator.page(edit)).text, "Edit activity");
    expect((await form())[field]).toBe("6");

    const wrong = await operator.submit(edit, { ...(await form()), [field]: "0" });
    expect(wrong.status).toBe(422);
    expect(textOf(wrong.text)).toContain("Enter the people one vehicle carries, a whole number from 1 to 100");

    expect((await operator.submit(edit, { ...(await form()), [field]: "4" })).status).toBe(303);
    const passengers = async () =>
      (
        await env.DB.prepare("SELECT passengers FROM products WHERE id = ?")
          .bind(car?.id)
          .first<{ passengers: number | null }>()
      )?.passengers;
    expect(await passengers()).toBe(4);
    const { [field]: _left, ...without } = await form();
    expect((await operator.submit(edit, without)).status).toBe(303);
    expect(await passengers()).toBe(4);
    expect((await operator.submit(edit, { ...(await form()), [field]: "" })).status).toBe(303);
    expect(await passengers()).toBeNull();
  });
});
