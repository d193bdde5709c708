import { env } from "cloudflare:workers";
import { activityPage, baliDate, UBUD } from "./booking-support.ts";
import type { Site } from "./client.ts";

export interface Vehicle {
  id: number;
  price_idr: number;
  price_usd_cents: number;
}

export async function publishedVehicle(): Promise<Vehicle> {
  const row = await env.DB.prepare(
    "SELECT id, price_idr, price_usd_cents FROM transports WHERE status = 'published' ORDER BY id LIMIT 1",
  ).first<Vehicle>();
  if (!row) throw new Error("no vehicle in the seed");
  return row;
}

export async function publishedDestination(): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM destinations WHERE status = 'published' ORDER BY id LIMIT 1").first<{
    id: number;
  }>();
  if (!row) throw new Error("no destination in the seed");
  return row.id;
}

let tourists = 0;

/** A three-day plan: day 1 a transfer, day 2 Ubud's all-in package for 2 adults and a child and a place, day 3 a driver. */
export async function tripPayload(site: Site, overrides: Record<string, unknown> = {}, firstDay?: number) {
  tourists += 1;
  const activity = await activityPage(site, UBUD);
  const allIn = activity.packages[1];
  if (!allIn) throw new Error("Ubud has no second package");
  const vehicle = await publishedVehicle();
  const destination = await publishedDestination();
  const start = firstDay ?? 40 + (tourists % 20) * 3;
  const plan = {
    arrival: baliDate(start),
    departure: baliDate(start + 2),
    adults: 2,
    kids: 1,
    days: [
      { date: baliDate(start), items: [{ kind: "transfer", transportId: vehicle.id, direction: "arrival" }] },
      {
        date: baliDate(start + 1),
        items: [
          { kind: "activity", activityId: activity.id, packageId: allIn.id, startTime: "08:00" },
          { kind: "destination", destinationId: destination },
        ],
      },
      { date: baliDate(start + 2), items: [{ kind: "driver", transportId: vehicle.id, hours: 8 }] },
    ],
  };
  return {
    activity,
    vehicle,
    payload: {
      plan,
      first_name: "Mrs. Ayu",
      last_name: "Lestari",
      email: `trip${tourists}-${Date.now()}@example.com`,
      phone_number: "+62 812-3456-7890",
      country: "Australia",
      special_request: "",
      pickup_location: "Alaya Resort, Ubud",
      payment_method: "cash",
      ...overrides,
    } as Record<string, unknown>,
  };
}

export async function storedTrip(reference: string) {
  return env.DB.prepare("SELECT * FROM trips WHERE reference = ?")
    .bind(reference)
    .first<Record<string, unknown> & { estimate_idr: number; estimate_usd_cents: number; id: number }>();
}

export async function tripMails(reference: string) {
  const { results } = await env.DB.prepare(
    `SELECT m.kind, m.to_address, m.locale, m.subject, m.body_text FROM mail_outbox m JOIN trips t ON t.id = m.trip_id
     WHERE t.reference = ? ORDER BY m.id`,
  )
    .bind(reference)
    .all<{ kind: string; to_address: string; locale: string; subject: string; body_text: string }>();
  return results;
}
