/** A run and its guests as rows: what the day's page and each change to a run read (issue 40, item 3). */
import type { PickupRunView } from "#domain/pickup-runs.ts";

export const ACTIVITY_NAME = `coalesce((SELECT x.name FROM activity_translations x WHERE x.activity_id = a.id
    ORDER BY x.locale = ?1 DESC, x.locale = 'id' DESC LIMIT 1), '')`;

export const RUN_COLUMNS = `r.id, r.run_date AS runDate, r.activity_id AS activityId, r.start_time AS startTime,
    r.leaves_at AS leavesAt, r.back_at AS backAt, r.version,
    v.id AS vehicleId, v.name AS vehicleName, v.phone AS vehiclePhone, v.seats AS vehicleSeats, v.plate AS vehiclePlate,
    d.id AS driverId, d.name AS driverName, d.phone AS driverPhone,
    gd.id AS guideId, gd.name AS guideName, gd.phone AS guidePhone`;
export const RUN_FROM = `pickup_runs r JOIN resources v ON v.id = r.vehicle_id JOIN resources d ON d.id = r.driver_id
    LEFT JOIN resources gd ON gd.id = r.guide_id`;

export interface RunRow {
  id: number;
  runDate: string;
  activityId: number;
  startTime: string;
  leavesAt: string;
  backAt: string;
  version: number;
  vehicleId: number;
  vehicleName: string;
  vehiclePhone: string;
  vehicleSeats: number;
  vehiclePlate: string | null;
  driverId: number;
  driverName: string;
  driverPhone: string;
  guideId: number | null;
  guideName: string | null;
  guidePhone: string | null;
}

export function runOf(row: RunRow): Omit<PickupRunView, "guests" | "persons"> {
  return {
    id: row.id,
    activityId: row.activityId,
    startTime: row.startTime,
    leavesAt: row.leavesAt,
    backAt: row.backAt,
    version: row.version,
    vehicle: {
      id: row.vehicleId,
      name: row.vehicleName,
      phone: row.vehiclePhone,
      seats: row.vehicleSeats,
      plate: row.vehiclePlate,
    },
    driver: { id: row.driverId, name: row.driverName, phone: row.driverPhone },
    guide: row.guideId === null ? null : { id: row.guideId, name: row.guideName ?? "", phone: row.guidePhone ?? "" },
  };
}

export interface RunGuestRow {
  bookingId: number;
  reference: string;
  position: number;
  persons: number;
  pickupTime: string | null;
  confirmed: number;
}

export const runStatement = (db: D1Database, runId: number) =>
  db.prepare(`SELECT ${RUN_COLUMNS} FROM ${RUN_FROM} WHERE r.id = ?1`).bind(runId);

export const runGuestsStatement = (db: D1Database, runId: number) =>
  db
    .prepare(
      `SELECT g.booking_id AS bookingId, b.reference, g.position, b.adults + b.kids + b.people AS persons,
         b.pickup_time AS pickupTime, b.status = 'confirmed' AS confirmed
       FROM pickup_run_guests g JOIN bookings b ON b.id = g.booking_id WHERE g.run_id = ?1 ORDER BY g.position, g.booking_id`,
    )
    .bind(runId);

/** People of the run's confirmed guests: what its vehicle's seats must hold. */
export const personsIn = (guests: RunGuestRow[]) =>
  guests.reduce((sum, guest) => sum + (guest.confirmed ? guest.persons : 0), 0);
