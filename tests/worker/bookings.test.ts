import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { baliToday } from "#domain/bali-time.ts";
import { latestVisitDate } from "#domain/booking-rules.ts";
import { REFERENCE_PATTERN } from "#workers/booking/reference.ts";
import {
  activityPage,
  baliDate,
  bookingPath,
  bookingPayload,
  countBookings,
  countOutbox,
  KINTAMANI,
  mailsOf,
  orderData,
  roundTripsOf,
  storedBooking,
  UBUD,
} from "./booking-support.ts";
import { Browser, newEmail } from "./browser.ts";
import { sinkMessagesTo } from "./mail-support.ts";

const UBUD_BOOKING = bookingPath(UBUD);

describe("booking an activity", () => {
  it("books on the Indonesian site in rupiah, priced from D1, with both e-mails queued", async () => {
    const activity = await activityPage("id");
    const [adult, child] = activity.packages[1]?.products ?? [];
    expect([adult?.minimal, child?.minimal]).toEqual([2, 0]);
    const payload = bookingPayload("id", activity, 1, [2, 1]);
    expect(payload.total).toBe(1200000);

    const reply = await new Browser("id").post(UBUD_BOOKING, payload);

    expect(reply.status).toBe(201);
    expect(reply.body.booking).toEqual({
      reference: expect.stringMatching(REFERENCE_PATTERN),
      status: "requested",
      kind: "activity",
      item: { id: activity.id, name: activity.name, code: "BT0101" },
      date: payload.date,
      currency: "IDR",
      lines: [
        { product_id: adult?.id, name: adult?.name, quantity: 2, unit_price: 450000, amount: 900000 },
        { product_id: child?.id, name: child?.name, quantity: 1, unit_price: 300000, amount: 300000 },
      ],
      total: 1200000,
      email: payload.email,
      first_name: "Mr. Made",
      last_name: "Wirawan",
      payment_method: "cash",
      pickup_location: "Alaya Resort, Jalan Hanoman, Ubud",
      // A request waits for the operator; only instant confirmation answers with a booking ID.
      confirmation_id: null,
    });
    const row = await storedBooking(reply.body.booking.reference);
    expect(row).toMatchObject({
      status: "requested",
      activity_id: activity.id,
      transport_id: null,
      package_id: activity.packages[1]?.id,
      user_id: null,
      locale: "id",
      currency: "IDR",
      visit_date: payload.date,
      adults: 2,
      kids: 1,
      phone_number: "+62 812-3456-7890",
      country: "Australia",
      special_request: "One vegetarian lunch, please.",
      total_idr: 1200000,
      total_usd_cents: 7500,
      idempotency_key: null,
    });
    expect(JSON.parse(row?.order_data ?? "")).toEqual([
      { product_id: adult?.id, name: adult?.name, quantity: 2, price_idr: 450000, price_usd_cents: 2800 },
      { product_id: child?.id, name: child?.name, quantity: 1, price_idr: 300000, price_usd_cents: 1900 },
    ]);
    const mails = await mailsOf(reply.body.booking.reference);
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ["booking_received", payload.email],
      ["booking_notification", "hello@balitours.example"],
    ]);
    expect(mails[0]?.subject).toContain(reply.body.booking.reference);
  });

  it("books on the English site in dollars with cents, the names in English", async () => {
    const activity = await activityPage("en", KINTAMANI);
    const van = activity.packages[1]?.products[0];
    expect(van?.price_usd).toBe(87.5);
    const payload = bookingPayload("en", activity, 1, [3]);
    expect(payload.total).toBe(262.5);

    const reply = await new Browser("en").post(bookingPath(KINTAMANI), payload);

    expect(reply.status).toBe(201);
    expect(reply.body.booking).toMatchObject({
      currency: "USD",
      item: { id: activity.id, name: activity.name, code: "BT0102" },
      lines: [{ product_id: van?.id, name: van?.name, quantity: 3, unit_price: 87.5, amount: 262.5 }],
      total: 262.5,
    });
    const row = await storedBooking(reply.body.booking.reference);
    expect(row).toMatchObject({ locale: "en", currency: "USD", total_usd_cents: 26250, total_idr: 4200000 });
  });

  it("prices from D1 whatever names and prices the client puts in order_data", async () => {
    const activity = await activityPage("id");
    const lying = JSON.stringify([
      {
        id: activity.packages[1]?.products[0]?.id,
        name: "Free",
        price_idr: 1,
        price_usd: 0.01,
        minimal: 0,
        ordered: 2,
      },
    ]);
    const believed = await new Browser("id").post(
      UBUD_BOOKING,
      bookingPayload("id", activity, 1, [2], { order_data: lying, total: 2 }),
    );
    expect(believed.status).toBe(422);
    expect(believed.body.errors.total).toBeDefined();
    const priced = await new Browser("id").post(
      UBUD_BOOKING,
      bookingPayload("id", activity, 1, [2], { order_data: lying, total: 900000 }),
    );
    expect(priced.status).toBe(201);
    expect(priced.body.booking.lines[0]).toMatchObject({ name: "Dewasa", unit_price: 450000, amount: 900000 });
  });

  it("takes the e-mail address the form takes, apostrophe and plus included", async () => {
    const activity = await activityPage("en");
    const email = `o'brien+bali.${newEmail()}`;
    const reply = await new Browser("en").post(UBUD_BOOKING, bookingPayload("en", activity, 0, [1], { email }));
    expect(reply.status).toBe(201);
    expect((await storedBooking(reply.body.booking.reference))?.email).toBe(email);
  });

  it("stores who booked when the tourist is signed in", async () => {
    const browser = new Browser("en");
    const signUp = await browser.post("/api/register", {
      name: "Ayu Lestari",
      email: newEmail(),
      password: "kecak-at-uluwatu",
    });
    expect(signUp.status).toBe(201);
    const activity = await activityPage("en");
    const reply = await browser.post(UBUD_BOOKING, bookingPayload("en", activity, 0, [1]));
    expect(reply.status).toBe(201);
    expect((await storedBooking(reply.body.booking.reference))?.user_id).toBe(signUp.body.user.id);

    const token = signUp.body.token as string;
    const apiClient = new Browser("en");
    const withBearer = await apiClient.request("POST", UBUD_BOOKING, {
      body: bookingPayload("en", activity, 0, [1]),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withBearer.status).toBe(201);
    expect((await storedBooking(withBearer.body.booking.reference))?.user_id).toBe(signUp.body.user.id);
  });

  it("sends the tourist and the operator their e-mails right after the answer", async () => {
    const activity = await activityPage("en");
    // An address of its own: other test files book at the same time with the default one.
    const payload = bookingPayload("en", activity, 0, [1], { email: `mails-${Date.now()}@example.com` });
    const reply = await new Browser("en").post(UBUD_BOOKING, payload);
    expect(reply.status).toBe(201);
    const { reference } = reply.body.booking;
    // The two mails leave one after the other after the answer: wait until both have arrived.
    let tourist: string[] = [];
    let operator: string[] = [];
    for (let wait = 0; wait < 50 && (tourist.length === 0 || operator.length === 0); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      tourist = await sinkMessagesTo(String(payload.email));
      operator = (await sinkMessagesTo("hello@balitours.example")).filter((eml) => eml.includes(reference));
    }
    expect(tourist).toHaveLength(1);
    expect(tourist[0]).toContain(reference);
    expect(operator).toHaveLength(1);
  });

  it("reads everything in one round trip and writes in one more", async () => {
    const activity = await activityPage("en");
    const reply = await new Browser("en").post(UBUD_BOOKING, bookingPayload("en", activity, 0, [1]));
    expect(reply.status).toBe(201);
    expect(roundTripsOf(reply.headers)).toBe(2);
    expect(reply.headers.get("cache-control")).toBe("no-store");
  });
});

describe("what is refused, and that nothing is written then", () => {
  it("answers 419 without the CSRF header and writes nothing", async () => {
    const activity = await activityPage("en");
    const before = await countBookings();
    const browser = new Browser("en");
    await browser.get("/sanctum/csrf-cookie");
    const reply = await browser.request("POST", UBUD_BOOKING, { body: bookingPayload("en", activity, 0, [1]) });
    expect(reply.status).toBe(419);
    expect(reply.body.message).toBe("This form has expired. Please reload the page and try again.");
    expect(await countBookings()).toBe(before);
  });

  it("answers other methods than POST with a JSON 405", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      for (const path of [UBUD_BOOKING, "/api/transport/3/booking"]) {
        const reply = await new Browser("en").request(method, path);
        expect(reply.status, `${method} ${path}`).toBe(405);
        expect(reply.body.message).toBe("Method not allowed.");
      }
    }
  });

  it("answers 404 for an activity or a vehicle that does not exist", async () => {
    const activity = await activityPage("en");
    const payload = bookingPayload("en", activity, 0, [1]);
    for (const path of [
      "/api/activity/day-tours/no-such-tour/booking",
      "/api/activity/water-sports/ubud-rice-terrace-and-monkey-forest-tour/booking",
      "/api/activity/day-tours/Not_A_Slug/booking",
      "/api/transport/9999/booking",
      "/api/transport/abc/booking",
    ]) {
      const reply = await new Browser("en").post(path, payload);
      expect(reply.status, path).toBe(404);
      expect(reply.body.message, path).toMatch(/not found/);
    }
  });

  it("refuses an activity_id that is not the activity of the page", async () => {
    const activity = await activityPage("en");
    const reply = await new Browser("en").post(
      UBUD_BOOKING,
      bookingPayload("en", activity, 0, [1], { activity_id: 2 }),
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      activity_id: ["This form is for another activity. Please reload the page."],
    });
  });

  it("refuses a product of another activity, and products of two packages", async () => {
    const ubud = await activityPage("en");
    const kintamani = await activityPage("en", KINTAMANI);
    const foreign = orderData(kintamani.packages[0]?.products ?? [], [1]);
    const mixed = JSON.stringify([
      { ...ubud.packages[0]?.products[0], ordered: 1 },
      { ...ubud.packages[1]?.products[0], ordered: 2 },
    ]);
    const before = await countBookings();
    const other = await new Browser("en").post(
      UBUD_BOOKING,
      bookingPayload("en", ubud, 0, [1], { order_data: foreign }),
    );
    const two = await new Browser("en").post(UBUD_BOOKING, bookingPayload("en", ubud, 0, [1], { order_data: mixed }));
    expect(other.status).toBe(422);
    expect(other.body.errors.order_data).toEqual([
      "The order holds products that are not offered here. Please reload the page.",
    ]);
    expect(two.status).toBe(422);
    expect(two.body.errors.order_data).toEqual(["Please choose the products of one package."]);
    expect(await countBookings()).toBe(before);
  });

  it("refuses quantities below the product's minimal, above 100 or not whole", async () => {
    const activity = await activityPage("en");
    const adult = activity.packages[1]?.products[0];
    for (const adults of [1, 101, 2.5]) {
      // The party stays well formed, so the order's own quantity is what is refused.
      const payload = bookingPayload("en", activity, 1, [adults, 0], { adults: 2, kids: 0 });
      const reply = await new Browser("en").post(UBUD_BOOKING, payload);
      expect(reply.status, String(adults)).toBe(422);
      expect(reply.body.errors.order_data).toEqual([
        `The quantity of ${adult?.name} must be a whole number from 2 to 100.`,
      ]);
    }
    // 100 of each is a quantity the order allows; the 200 persons it books are more than a day holds.
    const hundred = await new Browser("en").post(UBUD_BOOKING, bookingPayload("en", activity, 1, [100, 100]));
    expect(hundred.status).toBe(422);
    expect(Object.keys(hundred.body.errors)).toEqual(["date"]);
    expect(hundred.body.errors.date[0]).toMatch(/^Places left on this date: \d+\./);
  });

  it("refuses an order of nothing", async () => {
    const rafting = await activityPage("en", "/activity/adventure/ayung-river-white-water-rafting");
    const free = rafting.packages.findIndex((pack) => pack.products.every((product) => product.minimal === 0));
    const reply = await new Browser("en").post(
      bookingPath("/activity/adventure/ayung-river-white-water-rafting"),
      bookingPayload("en", rafting, free, [0, 0]),
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors.order_data).toEqual(["Please fill in the participant quantity."]);
  });

  it("takes today and the last bookable day in Bali, refuses yesterday and the day after", async () => {
    const activity = await activityPage("en");
    const today = baliToday();
    const last = latestVisitDate(today);
    const dayAfterLast = new Date(`${last}T00:00:00Z`);
    dayAfterLast.setUTCDate(dayAfterLast.getUTCDate() + 1);
    const cases: [string, number, string | undefined][] = [
      [last, 201, undefined],
      [baliDate(-1), 422, "The visit date cannot be before today."],
      [dayAfterLast.toISOString().slice(0, 10), 422, "The visit date can be at most 18 months from today."],
      ["2027-02-30", 422, "The visit date is not a valid date."],
    ];
    for (const [date, status, message] of cases) {
      const reply = await new Browser("en").post(UBUD_BOOKING, bookingPayload("en", activity, 0, [1], { date }));
      expect(reply.status, date).toBe(status);
      if (message) expect(reply.body.errors.date, date).toEqual([message]);
      else expect(reply.body.booking.date).toBe(date);
    }
    // Today at any hour: a vehicle states no start time (an activity's is tested in booking-hardening).
    const order = JSON.stringify([{ id: 3, ordered: 1 }]);
    const vehicleToday = await new Browser("id").post(
      "/api/transport/3/booking",
      bookingPayload("id", activity, 0, [], {
        activity_id: undefined,
        transport_id: 3,
        order_data: order,
        total: 700000,
        adults: 1,
        kids: 0,
        date: today,
      }),
    );
    expect(vehicleToday.status).toBe(201);
    expect(vehicleToday.body.booking.date).toBe(today);
  });

  it("refuses a total that is not the server's and writes nothing, in the site's language", async () => {
    const before = { bookings: await countBookings(), mails: await countOutbox() };
    const en = await activityPage("en");
    const id = await activityPage("id");
    const usd = await new Browser("en").post(UBUD_BOOKING, bookingPayload("en", en, 1, [2, 1], { total: 74.99 }));
    const idr = await new Browser("id").post(UBUD_BOOKING, bookingPayload("id", id, 1, [2, 1], { total: 1199999 }));
    // The dollar total sent to the rupiah site is not the same price.
    const wrongCurrency = await new Browser("id").post(UBUD_BOOKING, bookingPayload("en", id, 1, [2, 1]));
    expect(usd.status).toBe(422);
    expect(usd.body).toEqual({
      message: "The prices have changed. Please reload the page to see the current prices.",
      errors: { total: ["The prices have changed. Please reload the page to see the current prices."] },
    });
    expect(idr.status).toBe(422);
    expect(idr.body.errors.total).toEqual([
      "Harga telah berubah. Silakan muat ulang halaman untuk melihat harga terbaru.",
    ]);
    expect(wrongCurrency.status).toBe(422);
    expect({ bookings: await countBookings(), mails: await countOutbox() }).toEqual(before);
  });

  it("names every problem of the form under its field, in Indonesian on the Indonesian site", async () => {
    const activity = await activityPage("id");
    const reply = await new Browser("id").post(
      UBUD_BOOKING,
      bookingPayload("id", activity, 0, [1], {
        first_name: "Mr. ",
        last_name: " ",
        email: "made@",
        phone_number: "call me",
        country: "Atlantis",
        pickup_location: "",
        payment_method: "bitcoin",
        adults: -1,
      }),
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      adults: ["Jumlah dewasa harus bilangan bulat dari 0 sampai 100."],
      first_name: ["Nama depan wajib diisi."],
      last_name: ["Nama belakang wajib diisi."],
      email: ["E-mail harus valid."],
      phone_number: [
        "Nomor telepon hanya boleh berisi angka, spasi, +, - dan tanda kurung: 6 sampai 30 karakter, minimal 6 angka.",
      ],
      country: ["Silakan pilih negara Anda."],
      pickup_location: ["Lokasi penjemputan wajib diisi."],
      payment_method: ["Silakan pilih metode pembayaran."],
    });
    expect(reply.body.message).toBe("Jumlah dewasa harus bilangan bulat dari 0 sampai 100.");
  });

  it("allows 20 booking requests per address in 10 minutes, then answers 429", async () => {
    const activity = await activityPage("en");
    const browser = new Browser("en");
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      statuses.push((await browser.post(UBUD_BOOKING, bookingPayload("en", activity, 0, [1]))).status);
    }
    expect(statuses).toEqual([...Array(20).fill(201), 429]);
    const refused = await browser.post(UBUD_BOOKING, bookingPayload("en", activity, 0, [1]));
    expect(refused.body.message).toBe("Too many booking requests. Please wait a few minutes and try again.");
    expect((await new Browser("en").post(UBUD_BOOKING, bookingPayload("en", activity, 0, [1]))).status).toBe(201);
  });
});

describe("booking a vehicle", () => {
  it("prices the booking from the vehicle, one line of it", async () => {
    const vehicle = (await new Browser("id").get("/api/transport/3")).body.items;
    expect(vehicle).toMatchObject({ manufacture: "Toyota", vehicle_name: "Avanza", price_idr: 700000 });
    const order = JSON.stringify([{ id: 3, name: "Avanza", price_idr: 1, price_usd: 1, minimal: 1, ordered: 2 }]);
    const reply = await new Browser("id").post(
      "/api/transport/3/booking",
      bookingPayload("id", { id: 0, code: "", name: "", packages: [] }, 0, [], {
        activity_id: undefined,
        transport_id: 3,
        order_data: order,
        total: 1400000,
        adults: 2,
        kids: 0,
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.booking).toMatchObject({
      kind: "transport",
      item: { id: 3, name: "Toyota Avanza" },
      currency: "IDR",
      lines: [{ product_id: 3, name: "Toyota Avanza", quantity: 2, unit_price: 700000, amount: 1400000 }],
      total: 1400000,
    });
    expect(reply.body.booking.item.code).toBeUndefined();
    const row = await storedBooking(reply.body.booking.reference);
    expect(row).toMatchObject({ activity_id: null, transport_id: 3, package_id: null, total_idr: 1400000 });
    expect(row?.total_usd_cents).toBe(2 * Math.round(vehicle.price_usd * 100));
    expect(await mailsOf(reply.body.booking.reference)).toHaveLength(2);
  });

  it("refuses another vehicle's id, a second line and no vehicle at all", async () => {
    const base = { id: 0, code: "", name: "", packages: [] };
    const line = (id: number, ordered: number) => ({ id, name: "x", price_idr: 0, price_usd: 0, minimal: 1, ordered });
    const cases: [Record<string, unknown>, string][] = [
      [{ transport_id: 4, order_data: JSON.stringify([line(3, 1)]), total: 700000 }, "transport_id"],
      [{ transport_id: 3, order_data: JSON.stringify([line(4, 1)]), total: 750000 }, "order_data"],
      [{ transport_id: 3, order_data: JSON.stringify([line(3, 1), line(4, 1)]), total: 1450000 }, "order_data"],
      [{ transport_id: 3, order_data: JSON.stringify([line(3, 0)]), total: 0 }, "order_data"],
      [{ transport_id: 3, order_data: "[]", total: 0 }, "order_data"],
    ];
    const before = await countBookings();
    for (const [fields, field] of cases) {
      const reply = await new Browser("id").post(
        "/api/transport/3/booking",
        bookingPayload("id", base, 0, [], { activity_id: undefined, ...fields }),
      );
      expect(reply.status, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(reply.body.errors), JSON.stringify(fields)).toEqual([field]);
    }
    expect(await countBookings()).toBe(before);
  });
});

describe("many at once", () => {
  it("creates 50 bookings with 50 different references from 50 simultaneous requests", async () => {
    const activity = await activityPage("en");
    const before = await countBookings();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => new Browser("en").post(UBUD_BOOKING, bookingPayload("en", activity, 1, [2, 0]))),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(201));
    const references = new Set(replies.map((reply) => reply.body.booking.reference));
    expect(references.size).toBe(50);
    expect(await countBookings()).toBe(before + 50);
    const { results } = await env.DB.prepare(
      `SELECT count(*) AS n FROM mail_outbox WHERE booking_id IN (SELECT id FROM bookings WHERE reference IN (${[...references].map(() => "?").join(",")}))`,
    )
      .bind(...references)
      .all<{ n: number }>();
    expect(results[0]?.n).toBe(100);
  });
});
