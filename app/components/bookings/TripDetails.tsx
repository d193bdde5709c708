import { Trans } from "@lingui/react/macro";
import type { BookingTrip } from "#domain/booking.ts";

/** The airport transfer's flight and the driver's pickup time, as the tourist gave them. */
export function TripDetails({ trip }: { trip: BookingTrip }) {
  const { direction, flightNumber, flightTime, pickupTime } = trip;
  return (
    <>
      {direction === "arrival" ? (
        <span data-testid="trip-direction">
          <Trans>Arrival: pickup at the airport</Trans>
        </span>
      ) : null}
      {direction === "departure" ? (
        <span data-testid="trip-direction">
          <Trans>Departure: drop-off at the airport</Trans>
        </span>
      ) : null}
      {flightNumber && flightTime ? (
        <span data-testid="trip-flight">
          <Trans>
            Flight {flightNumber} at {flightTime}
          </Trans>
        </span>
      ) : null}
      {pickupTime ? (
        <span data-testid="trip-pickup-time">
          <Trans>Pickup time: {pickupTime}</Trans>
        </span>
      ) : null}
    </>
  );
}

/** The same details as terms of a description list (the booking's summary). */
export function TripFacts({ trip }: { trip: BookingTrip }) {
  const { direction, flightNumber, flightTime, pickupTime } = trip;
  return (
    <>
      {direction ? (
        <>
          <dt>
            <Trans>Transfer</Trans>
          </dt>
          <dd data-testid="trip-direction">
            {direction === "arrival" ? (
              <Trans>Arrival: pickup at the airport</Trans>
            ) : (
              <Trans>Departure: drop-off at the airport</Trans>
            )}
          </dd>
        </>
      ) : null}
      {flightNumber ? (
        <>
          <dt>
            <Trans>Flight number</Trans>
          </dt>
          <dd data-testid="trip-flight-number">{flightNumber}</dd>
        </>
      ) : null}
      {flightTime ? (
        <>
          <dt>
            <Trans>Flight time</Trans>
          </dt>
          <dd data-testid="trip-flight-time">{flightTime}</dd>
        </>
      ) : null}
      {pickupTime ? (
        <>
          <dt>
            <Trans>Pickup time</Trans>
          </dt>
          <dd data-testid="trip-pickup-time">{pickupTime}</dd>
        </>
      ) : null}
    </>
  );
}
