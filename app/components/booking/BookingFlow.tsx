import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { assign, fromPromise } from "xstate";
import { sendBookingRequest } from "#app/lib/booking-client.ts";
import { inspection } from "#app/lib/inspector.ts";
import { baliDateTime } from "#domain/bali-time.ts";
import { firstVisitDate, partyOf } from "#domain/booking-rules.ts";
import { type Currency, currencyOf, minorToAmount } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import {
  type BookingForm,
  type BookingPackage,
  type BookingReceipt,
  bookingMachine,
  contactOf,
  type SubmitBookingInput,
  selectedPackage,
  tripDetailsOf,
} from "#machines/booking.machine.ts";
import { BookingFormDialog } from "./BookingFormDialog.tsx";
import type { BookingRequest } from "./BookingLauncher.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import type { BookingSubject } from "./subject.ts";
import { ThankYouDialog } from "./ThankYouDialog.tsx";

/** The request as the /api contract spells it; the server prices it again from its own data. */
export function bookingPayload(
  subject: BookingSubject,
  form: BookingForm,
  selected: BookingPackage,
  totalMinor: number,
  currency: Currency,
): Record<string, unknown> {
  const ordered = (id: number) => form.quantities[id] ?? 0;
  const { adults, kids, vehicles } = partyOf(selected.products, form.quantities);
  return {
    [subject.kind === "activity" ? "activity_id" : "transport_id"]: subject.id,
    date: form.date,
    ...(form.startTime ? { start_time: form.startTime } : {}),
    // Counted from the products as the server counts them: it refuses a party that differs.
    adults,
    kids,
    // The people riding in the vehicles, asked only when the order has one (decision 0049).
    ...(vehicles > 0 ? { people: form.people } : {}),
    ...contactOf(form),
    // An area's id or the meeting point (issue 40); none when the tourist's area is not listed.
    ...(form.pickupArea ? { pickup_area: form.pickupArea } : {}),
    ...tripDetailsOf(form),
    payment_method: form.paymentMethod,
    order_data: JSON.stringify(selected.products.map((product) => ({ ...product, ordered: ordered(product.id) }))),
    total: minorToAmount(totalMinor, currency),
  };
}

/** The booking machine with the real request, and its three dialogs. Loaded on the first Book now. */
export default function BookingFlow({
  subject,
  locale,
  user,
  request,
}: {
  subject: BookingSubject;
  locale: Locale;
  user: { name: string; email: string } | null;
  request: BookingRequest;
}) {
  const currency = currencyOf(locale);
  const baliNow = baliDateTime();
  const [snapshot, send] = useMachine(
    bookingMachine.provide({
      actors: {
        submitBooking: fromPromise<BookingReceipt, SubmitBookingInput>(async ({ input }) => {
          const selected = selectedPackage({ packages: subject.packages, form: input.form });
          if (!selected) throw new Error("No package to book");
          const payload = bookingPayload(subject, input.form, selected, input.totalMinor, input.currency);
          return sendBookingRequest(subject.endpoint, payload, input.idempotencyKey);
        }),
      },
      actions: {
        issueIdempotencyKey: assign({ idempotencyKey: () => crypto.randomUUID() }),
      },
    }),
    {
      input: {
        packages: subject.packages,
        today: baliNow.slice(0, 10),
        firstDate: firstVisitDate(baliNow),
        ...(subject.firstOpenDate ? { suggestedDate: subject.firstOpenDate } : {}),
        user,
        currency,
        tripForm: subject.tripForm,
        pickup: { areas: subject.pickupAreas ?? [], startTime: subject.startTime },
      },
      ...inspection,
    },
  );

  // Every press of a Book now (a new nonce) opens the flow, on the package that button belongs to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new nonce is a new press of Book now, which reopens the flow
  useEffect(() => {
    send({ type: "booking.open", ...(request.packageId === undefined ? {} : { packageId: request.packageId }) });
  }, [request.nonce, request.packageId, send]);

  return (
    <>
      <BookingFormDialog
        open={snapshot.matches("form")}
        snapshot={snapshot}
        send={send}
        subject={subject}
        locale={locale}
        user={user}
      />
      <ConfirmDialog
        open={snapshot.matches("confirm") || snapshot.matches("submitting")}
        snapshot={snapshot}
        send={send}
        subject={subject}
        locale={locale}
      />
      <ThankYouDialog open={snapshot.matches("thankYou")} snapshot={snapshot} send={send} />
    </>
  );
}
