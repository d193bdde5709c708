import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "#workers/audit.ts";
import { bookingPayload, storedBooking } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { formFieldsOf, signedInOperator, signedInTourist, textOf, withoutEditorToken } from "./operator-support.ts";

let operator: Browser;

/** The destination and the vehicle these tests edit: the last of the catalogue. */
let destination: { id: number; path: string; regencyId: number };
let vehicle: { id: number; typeId: number };

beforeAll(async () => {
  operator = await signedInOperator("en", "Wayan Editor");
  const place = await env.DB.prepare(
    `SELECT d.id, '/destination/' || r.slug || '/' || d.slug AS path, d.regency_id FROM destinations d
     JOIN regencies r ON r.id = d.regency_id ORDER BY d.id DESC LIMIT 1`,
  ).first<{ id: number; path: string; regency_id: number }>();
  const car = await env.DB.prepare("SELECT id, type_id FROM transports ORDER BY id DESC LIMIT 1").first<{
    id: number;
    type_id: number;
  }>();
  if (!place || !car) throw new Error("no destination or vehicle");
  destination = { id: place.id, path: place.path, regencyId: place.regency_id };
  vehicle = { id: car.id, typeId: car.type_id };
}, 30_000);

const destinationPath = () => `/admin/destinations/${destination.id}`;
const vehiclePath = () => `/admin/transport/${vehicle.id}`;

async function destinationForm(browser = operator) {
  const page = await browser.page(destinationPath());
  expect(page.status).toBe(200);
  return formFieldsOf(page.text, "Edit destination");
}

async function vehicleForm(browser = operator, label = "Edit vehicle") {
  const page = await browser.page(vehiclePath());
  expect(page.status).toBe(200);
  return formFieldsOf(page.text, label);
}

async function versionOf(table: "destinations" | "transports" | "regencies", id: number): Promise<number> {
  const row = await env.DB.prepare(`SELECT version FROM ${table} WHERE id = ?`).bind(id).first<{ version: number }>();
  return row?.version ?? 0;
}

describe("the destination and transport editors", () => {
  it("do not exist for a guest or a tourist, on every page and action", async () => {
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      for (const path of [
        "/admin/destinations",
        destinationPath(),
        "/admin/destinations/regencies",
        "/admin/transport",
        vehiclePath(),
        `${vehiclePath()}.data`,
        "/admin/transport/types",
      ]) {
        expect((await browser.page(path)).status, path).toBe(404);
      }
      expect((await browser.submit(vehiclePath(), { intent: "draft", version: "1" })).status).toBe(404);
      expect((await browser.submit(destinationPath(), { intent: "draft", version: "1" })).status).toBe(404);
    }
  });

  it("refuse a post without the CSRF token and change nothing", async () => {
    const before = await versionOf("destinations", destination.id);
    const answer = await operator.submit(destinationPath(), { ...(await destinationForm()), _token: "forged" });
    expect(answer.status).toBe(419);
    expect(textOf(answer.text)).toContain("This form has expired.");
    expect(await versionOf("destinations", destination.id)).toBe(before);
  });

  it("name each wrong field under it, in the operator's language, and change nothing", async () => {
    const before = await versionOf("transports", vehicle.id);
    const answer = await operator.submit(vehiclePath(), {
      ...(await vehicleForm()),
      passanger: "0",
      price_usd: "lots",
      "des.en": "x".repeat(20_001),
    });
    expect(answer.status).toBe(422);
    const text = textOf(answer.text);
    expect(text).toContain("Enter a whole number of passengers from 1 to 100.");
    expect(text).toContain("Enter the price in US dollars, with at most two decimals.");
    expect(answer.text).toContain('id="field-des-en-problem"');
    expect(await versionOf("transports", vehicle.id)).toBe(before);
    const unknownType = await operator.submit(vehiclePath(), { ...(await vehicleForm()), type: "999" });
    expect(unknownType.status).toBe(422);
    expect(textOf(unknownType.text)).toContain("Choose a transport type.");
    expect(await versionOf("transports", vehicle.id)).toBe(before);
    const indonesian = await signedInOperator("id", "Wayan Editor");
    const inIndonesian = await indonesian.submit(vehiclePath(), {
      ...(await vehicleForm(indonesian, "Ubah kendaraan")),
      passanger: "0",
    });
    expect(inIndonesian.status).toBe(422);
    expect(textOf(inIndonesian.text)).toContain("Masukkan jumlah penumpang");
  });

  it("save a destination's texts in both languages: both sites show them at once, with the audit row", async () => {
    const english = new Browser("en");
    const indonesian = new Browser("id");
    await english.page(destination.path);
    await indonesian.page(destination.path);
    const name = `Hidden beach ${Date.now()}`;
    const saved = await operator.submit(destinationPath(), {
      ...(await destinationForm()),
      "name.en": name,
      "name.id": `Pantai ${name}`,
      "des.en": '<p>Calm water.</p><script>alert("x")</script><img src=x onerror="alert(1)">',
    });
    expect(saved.status).toBe(303);
    expect(withoutEditorToken(saved.headers.get("location"))).toBe(`${destinationPath()}?done=saved`);
    const englishPage = await english.page(destination.path);
    expect(englishPage.headers.get("x-cache")).toBe("MISS");
    expect(textOf(englishPage.text)).toContain(name);
    expect(textOf((await indonesian.page(destination.path)).text)).toContain(`Pantai ${name}`);
    // The operator's rich text reaches the page sanitised.
    expect(englishPage.text).toContain("Calm water.");
    expect(englishPage.text).not.toContain('<script>alert("x")');
    expect(englishPage.text).not.toContain("<img src=x");
    expect(JSON.stringify((await english.get(`/api${destination.path}`)).body)).toContain(name);
    expect(JSON.stringify((await english.get(`/api/regency/${destination.regencyId}`)).body)).toContain(name);
    const [audit] = await auditTrail(env.DB, { entity: "destinations", entityId: destination.id });
    expect(audit?.action).toBe("update");
    expect(audit?.actorName).toBe("Wayan Editor");
    expect(JSON.stringify(audit?.after)).toContain(name);
  });

  it("refuse the second of two saves made on the same version, and keep the first", async () => {
    const form = await destinationForm();
    // The second editor opened the page too: a page of its own, with its own editor token.
    const otherPage = await destinationForm();
    expect((await operator.submit(destinationPath(), { ...form, "location.en": "First editor's place" })).status).toBe(
      303,
    );
    const second = await operator.submit(destinationPath(), { ...otherPage, "location.en": "Second editor's place" });
    expect(second.status).toBe(409);
    expect(textOf(second.text)).toContain("Someone else saved this after you opened it.");
    expect(second.text).toContain("Second editor&#x27;s place");
    const stored = await env.DB.prepare(
      "SELECT location FROM destination_translations WHERE destination_id = ? AND locale = 'en'",
    )
      .bind(destination.id)
      .first<{ location: string }>();
    expect(stored?.location).toBe("First editor's place");
  });

  it("change a vehicle's prices at once on both sites, never a booking already made", async () => {
    const tourist = new Browser("id");
    const order = JSON.stringify([{ id: vehicle.id, name: "", price_idr: 1, price_usd: 1, minimal: 1, ordered: 1 }]);
    const before = (await tourist.get(`/api/transport/${vehicle.id}`)).body.items;
    const booked = await tourist.post(
      `/api/transport/${vehicle.id}/booking`,
      bookingPayload("id", { id: 0, code: "", name: "", packages: [] }, 0, [], {
        activity_id: undefined,
        transport_id: vehicle.id,
        order_data: order,
        total: before.price_idr,
      }),
    );
    expect(booked.status).toBe(201);
    await tourist.page(`/transport/${vehicle.id}`);
    const saved = await operator.submit(vehiclePath(), {
      ...(await vehicleForm()),
      price_idr: "1234000",
      price_usd: "81.50",
    });
    expect(saved.status).toBe(303);
    const page = await tourist.page(`/transport/${vehicle.id}`);
    expect(page.headers.get("x-cache")).toBe("MISS");
    expect(textOf(page.text)).toContain("Rp 1.234.000");
    expect((await new Browser("en").get(`/api/transport/${vehicle.id}`)).body.items.price_usd).toBe(81.5);
    const kept = await storedBooking(booked.body.booking.reference);
    expect(kept?.total_idr).toBe(before.price_idr);
    const [audit] = await auditTrail(env.DB, { entity: "transports", entityId: vehicle.id });
    expect(JSON.stringify(audit?.after)).toContain("1234000");
    // A booked vehicle says it is archived, never deleted.
    expect(textOf((await operator.page(vehiclePath())).text)).toContain("This vehicle has bookings");
  });

  it("save a vehicle's trip form, which the booking then follows, and refuse one it does not know", async () => {
    const stored = async () =>
      (
        await env.DB.prepare("SELECT trip_form FROM transports WHERE id = ?")
          .bind(vehicle.id)
          .first<{ trip_form: string }>()
      )?.trip_form;
    const kept = await stored();
    const before = await versionOf("transports", vehicle.id);
    const refused = await operator.submit(vehiclePath(), { ...(await vehicleForm()), trip_form: "helicopter" });
    expect(refused.status).toBe(422);
    expect(textOf(refused.text)).toContain("Choose what a booking of this vehicle asks for.");
    expect(refused.text).toContain('id="field-trip_form-problem"');
    expect(await versionOf("transports", vehicle.id)).toBe(before);
    // A booking missing every trip field: what its 422 names is what the form asks.
    const asked = async () => {
      const order = JSON.stringify([{ id: vehicle.id, name: "", price_idr: 1, price_usd: 1, minimal: 1, ordered: 1 }]);
      const payload = bookingPayload("en", { id: 0, code: "", name: "", packages: [] }, 0, [], {
        activity_id: undefined,
        transport_id: vehicle.id,
        order_data: order,
        email: "",
        pickup_time: undefined,
      });
      const reply = await new Browser("en").post(`/api/transport/${vehicle.id}/booking`, payload);
      expect(reply.status).toBe(422);
      return Object.keys(reply.body.errors);
    };
    for (const [tripForm, fields] of [
      ["airport_transfer", ["trip_direction", "flight_number", "flight_time"]],
      ["with_driver", ["pickup_time"]],
    ] as const) {
      const saved = await operator.submit(vehiclePath(), { ...(await vehicleForm()), trip_form: tripForm });
      expect(saved.status).toBe(303);
      expect(await stored()).toBe(tripForm);
      expect((await vehicleForm()).trip_form).toBe(tripForm);
      expect((await new Browser("en").get(`/api/transport/${vehicle.id}`)).body.items.trip_form).toBe(tripForm);
      const named = await asked();
      for (const field of fields) expect(named).toContain(field);
      if (tripForm === "with_driver") expect(named).not.toContain("flight_number");
    }
    const indonesian = await signedInOperator("id");
    expect((await indonesian.page(vehiclePath())).text).toContain("Formulir perjalanan");
    await operator.submit(vehiclePath(), { ...(await vehicleForm()), trip_form: kept ?? "rental" });
  });

  it("unpublish a vehicle: it leaves its page, lists, the API, the sitemap and booking; publishing brings it back", async () => {
    const tourist = new Browser("en");
    await tourist.page(`/transport/${vehicle.id}`);
    const unpublished = await operator.submit(vehiclePath(), {
      intent: "draft",
      version: String(await versionOf("transports", vehicle.id)),
    });
    expect(unpublished.status).toBe(303);
    expect((await tourist.page(`/transport/${vehicle.id}`)).status).toBe(404);
    expect((await tourist.get(`/api/transport/${vehicle.id}`)).status).toBe(404);
    const ids = (body: { items: { data: { id: number }[] } }) => body.items.data.map((item) => item.id);
    expect(ids((await tourist.get(`/api/transporttype/${vehicle.typeId}`)).body)).not.toContain(vehicle.id);
    expect((await tourist.page("/sitemap.xml")).text).not.toContain(`/transport/${vehicle.id}<`);
    expect((await tourist.post(`/api/transport/${vehicle.id}/booking`, {})).status).toBe(404);
    const [audit] = await auditTrail(env.DB, { entity: "transports", entityId: vehicle.id });
    expect(audit?.action).toBe("unpublish");
    const published = await operator.submit(vehiclePath(), {
      intent: "published",
      version: String(await versionOf("transports", vehicle.id)),
    });
    expect(published.status).toBe(303);
    expect((await tourist.page(`/transport/${vehicle.id}`)).status).toBe(200);
    expect((await tourist.page("/sitemap.xml")).text).toContain(`/transport/${vehicle.id}<`);
  });

  it("unpublish a destination: it leaves its page, lists, the API and the sitemap", async () => {
    const tourist = new Browser("en");
    await tourist.page(destination.path);
    const version = String(await versionOf("destinations", destination.id));
    expect((await operator.submit(destinationPath(), { intent: "archived", version })).status).toBe(303);
    expect((await tourist.page(destination.path)).status).toBe(404);
    expect((await tourist.get(`/api${destination.path}`)).status).toBe(404);
    const slug = destination.path.split("/").at(-1) ?? "";
    expect(JSON.stringify((await tourist.get(`/api/regency/${destination.regencyId}`)).body)).not.toContain(slug);
    expect((await tourist.page("/sitemap.xml")).text).not.toContain(destination.path);
    const back = String(await versionOf("destinations", destination.id));
    expect((await operator.submit(destinationPath(), { intent: "published", version: back })).status).toBe(303);
    expect((await tourist.page(destination.path)).status).toBe(200);
  });

  it("keep a new destination a draft until every required field is filled in both languages", async () => {
    const name = `Secret waterfall ${Date.now()}`;
    const empty = await operator.submit("/admin/destinations", {
      regency: String(destination.regencyId),
      "name.en": name,
    });
    expect(empty.status).toBe(422);
    expect(empty.text).toContain('id="new-name-id-problem"');
    const created = await operator.submit("/admin/destinations", {
      regency: String(destination.regencyId),
      "name.id": `Air terjun ${name}`,
      "name.en": name,
    });
    expect(created.status).toBe(303);
    const id = Number(created.headers.get("location")?.split("/").at(-1));
    const row = await env.DB.prepare(
      "SELECT '/destination/' || r.slug || '/' || d.slug AS path, d.status FROM destinations d JOIN regencies r ON r.id = d.regency_id WHERE d.id = ?",
    )
      .bind(id)
      .first<{ path: string; status: string }>();
    expect(row?.status).toBe("draft");
    const path = row?.path ?? "";
    expect((await new Browser("en").page(path)).status).toBe(404);
    expect((await new Browser("en").page("/sitemap.xml")).text).not.toContain(path);
    expect(textOf((await operator.page("/admin/destinations?missing=1&status=draft")).text)).toContain(name);
    const editPath = `/admin/destinations/${id}`;
    const formNow = async () => formFieldsOf((await operator.page(editPath)).text, "Edit destination");
    const refused = await operator.submit(editPath, { intent: "published", version: (await formNow()).version ?? "" });
    expect(refused.status).toBe(422);
    expect(textOf(refused.text)).toContain("Publishing needs every required field in both languages");
    expect(refused.text).toContain('id="field-des-id-problem"');
    expect(refused.text).toContain('id="field-location-en-problem"');
    const form = await formNow();
    const filled = {
      ...form,
      "location.id": "Gianyar",
      "location.en": "Gianyar",
      "des.id": "Sejuk.",
      "des.en": "Cool.",
    };
    expect((await operator.submit(editPath, filled)).status).toBe(303);
    const published = await operator.submit(editPath, {
      intent: "published",
      version: (await formNow()).version ?? "",
    });
    expect(published.status).toBe(303);
    for (const site of ["id", "en"] as const) expect((await new Browser(site).page(path)).status).toBe(200);
    // A published destination stays complete: emptying a required text is refused.
    const emptied = await operator.submit(editPath, { ...(await formNow()), "des.en": "" });
    expect(emptied.status).toBe(422);
  });

  it("create a vehicle as a draft that cannot be booked", async () => {
    const created = await operator.submit("/admin/transport", {
      type: String(vehicle.typeId),
      "vehicle_type.id": "Minibus baru",
      "vehicle_type.en": "New minibus",
    });
    expect(created.status).toBe(303);
    const id = Number(created.headers.get("location")?.split("/").at(-1));
    expect((await new Browser("en").page(`/transport/${id}`)).status).toBe(404);
    expect((await new Browser("en").post(`/api/transport/${id}/booking`, {})).status).toBe(404);
    expect((await new Browser("en").get(`/api/transport/${id}/comment`)).status).toBe(404);
    const review = { rating: 5, title: "Great driver", body: "On time and friendly, a smooth ride." };
    const reviewed = await (await signedInTourist("en")).post(`/api/transport/${id}/comment`, review);
    expect(reviewed.status).toBe(404);
    const refused = await operator.submit(`/admin/transport/${id}`, {
      intent: "published",
      version: String(await versionOf("transports", id)),
    });
    expect(refused.status).toBe(422);
    expect(textOf(refused.text)).toContain("Set a price above 0 before publishing.");
    const listed = textOf((await operator.page("/admin/transport?q=New+minibus&missing=1")).text);
    expect(listed).toContain("New minibus");
    expect(listed).toContain("Missing a translation: ID, EN");
    expect(textOf((await operator.page("/admin/transport?q=New+minibus&status=published")).text)).toContain(
      "No vehicle matches.",
    );
  });

  it("save a regency's texts in both languages, refuse an empty name and a stale save", async () => {
    const page = await operator.page("/admin/destinations/regencies");
    expect(page.status).toBe(200);
    const slug = (
      await env.DB.prepare("SELECT slug FROM regencies WHERE id = ?")
        .bind(destination.regencyId)
        .first<{ slug: string }>()
    )?.slug;
    const form = formFieldsOf(page.text, slug ?? "");
    expect(form.id).toBe(String(destination.regencyId));
    const tourist = new Browser("en");
    await tourist.get("/api/regencies");
    const empty = await operator.submit("/admin/destinations/regencies", { ...form, "name.id": "" });
    expect(empty.status).toBe(422);
    expect(textOf(empty.text)).toContain("Fill this in.");
    const saved = await operator.submit("/admin/destinations/regencies", { ...form, "name.en": "Renamed regency" });
    expect(saved.status).toBe(303);
    expect(JSON.stringify((await tourist.get("/api/regencies")).body)).toContain("Renamed regency");
    const stale = await operator.submit("/admin/destinations/regencies", { ...form, "name.en": "Late rename" });
    expect(stale.status).toBe(409);
    const [audit] = await auditTrail(env.DB, { entity: "regencies", entityId: destination.regencyId });
    expect(JSON.stringify(audit?.after)).toContain("Renamed regency");
  });

  it("save a transport type's texts, shown at once on the vehicles' list", async () => {
    const page = await operator.page("/admin/transport/types");
    const slug = (
      await env.DB.prepare("SELECT slug FROM transport_types WHERE id = ?")
        .bind(vehicle.typeId)
        .first<{ slug: string }>()
    )?.slug;
    const form = formFieldsOf(page.text, slug ?? "");
    const tourist = new Browser("en");
    await tourist.page("/transport");
    const saved = await operator.submit("/admin/transport/types", { ...form, "name.en": "Comfy cars" });
    expect(saved.status).toBe(303);
    const list = await tourist.page("/transport");
    expect(list.headers.get("x-cache")).toBe("MISS");
    expect(textOf(list.text)).toContain("Comfy cars");
  });
});
