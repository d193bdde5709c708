/**
 * What octotravel/validator's supplier flows found wrong in our OCTO answers (docs/channels.md,
 * "The OCTO validator"), each as the check the validator makes: its BookingValidator,
 * TicketValidator and the BAD_REQUEST and INVALID_UNIT_ID scenarios.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { voucherQrPayload } from "#domain/voucher.ts";
import { activityPage, baliDate, UBUD } from "./booking-support.ts";
import { octo, octoChannel } from "./octo-support.ts";

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;
const CONTACT = { firstName: "John", lastName: "Doe", emailAddress: "johndoe@mail.com" };

async function setUp(date = baliDate(25)) {
  const activity = await activityPage("en", UBUD);
  const persons = activity.packages[1];
  const adult = persons?.products[0];
  if (!persons || !adult) throw new Error("Ubud has no package of persons");
  await env.DB.prepare("UPDATE availability_rules SET capacity = 60 WHERE activity_id = ?").bind(activity.id).run();
  const channel = await octoChannel({ activities: [activity.id] });
  const productId = `activity-${activity.id}`;
  const optionId = `package-${persons.id}`;
  const checked = await octo(channel.key, "POST", "availability", {
    productId,
    optionId,
    localDateStart: date,
    localDateEnd: date,
  });
  const availabilityId: string = checked.body[0].id;
  const reservation = {
    productId,
    optionId,
    availabilityId,
    unitItems: [{ unitId: String(adult.id) }, { unitId: String(adult.id) }],
  };
  return { channel, productId, optionId, availabilityId, adultUnit: String(adult.id), date, reservation };
}

describe("the OCTO validator's booking checks", () => {
  it("a booking carries its availability: id, local start and end, allDay and opening hours", async () => {
    const setup = await setUp();
    const held = await octo(setup.channel.key, "POST", "bookings", setup.reservation);
    expect(held.status).toBe(200);
    const { availability } = held.body;
    expect(availability).toMatchObject({
      id: setup.availabilityId,
      localDateTimeStart: setup.availabilityId,
      allDay: false,
      openingHours: [],
    });
    expect(availability.localDateTimeEnd).toMatch(LOCAL_DATE_TIME);
    expect(availability.localDateTimeEnd > availability.localDateTimeStart).toBe(true);
    const read = await octo(setup.channel.key, "GET", `bookings/${held.body.uuid}`);
    expect(read.body.availability).toEqual(availability);
  });

  it("a booking delivered by voucher carries the voucher: digital, unredeemed, its QR code once confirmed", async () => {
    const setup = await setUp();
    const held = await octo(setup.channel.key, "POST", "bookings", setup.reservation);
    expect(held.body.deliveryMethods).toEqual(["VOUCHER"]);
    expect(held.body.voucher).toEqual({ redemptionMethod: "DIGITAL", utcRedeemedAt: null, deliveryOptions: [] });

    const confirmed = await octo(setup.channel.key, "POST", `bookings/${held.body.uuid}/confirm`, { contact: CONTACT });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.voucher).toEqual({
      redemptionMethod: "DIGITAL",
      utcRedeemedAt: null,
      deliveryOptions: [
        { deliveryFormat: "QRCODE", deliveryValue: voucherQrPayload(confirmed.body.supplierReference) },
      ],
    });
  });

  it("confirming with a unit the option does not have is INVALID_UNIT_ID, and the hold stays", async () => {
    const setup = await setUp();
    const held = await octo(setup.channel.key, "POST", "bookings", setup.reservation);
    const refused = await octo(setup.channel.key, "POST", `bookings/${held.body.uuid}/confirm`, {
      contact: CONTACT,
      unitItems: [{ unitId: "invalidUnitId" }, { unitId: setup.adultUnit }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "INVALID_UNIT_ID", unitId: "invalidUnitId" });
    expect((await octo(setup.channel.key, "GET", `bookings/${held.body.uuid}`)).body.status).toBe("ON_HOLD");
  });

  it("confirming with other unit items than the hold's confirms those units, priced again (decision 0090)", async () => {
    const setup = await setUp();
    const held = await octo(setup.channel.key, "POST", "bookings", setup.reservation, {
      "octo-capabilities": "octo/pricing",
    });
    const three = await octo(
      setup.channel.key,
      "POST",
      `bookings/${held.body.uuid}/confirm`,
      { contact: CONTACT, unitItems: [...setup.reservation.unitItems, { unitId: setup.adultUnit }] },
      { "octo-capabilities": "octo/pricing" },
    );
    expect(three.status).toBe(200);
    expect(three.body.status).toBe("CONFIRMED");
    expect(three.body.unitItems).toHaveLength(3);
    expect(three.body.pricing.retail).toBe((held.body.pricing.retail / 2) * 3);
    const row = await env.DB.prepare("SELECT seats, total_idr, payment_state FROM bookings WHERE reference = ?")
      .bind(three.body.supplierReference)
      .first();
    expect(row).toEqual({ seats: 3, total_idr: three.body.pricing.retail, payment_state: "paid" });
  });
});

describe("the OCTO validator's UNPROCESSABLE_ENTITY checks", () => {
  it("a reservation without unit items, or with none, is UNPROCESSABLE_ENTITY and holds no seat", async () => {
    const setup = await setUp();
    const { unitItems: _units, ...withoutUnits } = setup.reservation;
    for (const body of [withoutUnits, { ...withoutUnits, unitItems: [] }]) {
      const refused = await octo(setup.channel.key, "POST", "bookings", body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: "UNPROCESSABLE_ENTITY", errorMessage: expect.any(String) });
    }
    const listed = await octo(setup.channel.key, "GET", `bookings?localDate=${setup.date}`);
    expect(listed.body).toEqual([]);
  });
});

describe("the OCTO validator's BAD_REQUEST checks", () => {
  it("an availability check with both a date range and availability ids is BAD_REQUEST", async () => {
    const setup = await setUp();
    const both = await octo(setup.channel.key, "POST", "availability", {
      productId: setup.productId,
      optionId: setup.optionId,
      localDateStart: setup.date,
      localDateEnd: baliDate(30),
      availabilityIds: [setup.availabilityId],
    });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ error: "BAD_REQUEST", errorMessage: expect.any(String) });
  });

  it("listing bookings without a reference or a date is BAD_REQUEST", async () => {
    const setup = await setUp();
    const listed = await octo(setup.channel.key, "GET", "bookings");
    expect(listed.status).toBe(400);
    expect(listed.body).toMatchObject({ error: "BAD_REQUEST", errorMessage: expect.any(String) });
    expect((await octo(setup.channel.key, "GET", `bookings?localDate=${setup.date}`)).status).toBe(200);
  });
});
