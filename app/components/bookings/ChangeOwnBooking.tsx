/**
 * The tourist's change of their own booking, on the lookup page and the profile's change page
 * (issue 38, item 4). Outside the window: until when it was possible and how to reach the operator.
 * Inside it: the change form, whose machine and calendar load only here. The server renders the
 * form whole (it waits for every boundary), so it works before and without the page's code.
 */
import { lazy, Suspense } from "react";
import { ChangeClosed } from "./ChangeClosed.tsx";
import type { ChangeFormProps } from "./ChangeForm.tsx";

const ChangeForm = lazy(() => import("./ChangeForm.tsx"));

export function ChangeOwnBooking({ operatorEmail, ...form }: ChangeFormProps & { operatorEmail: string }) {
  const { terms } = form.change;
  if (terms.kind === "closed") return <ChangeClosed terms={terms} operatorEmail={operatorEmail} />;
  return (
    <Suspense fallback={null}>
      <ChangeForm key={form.booking.reference} {...form} />
    </Suspense>
  );
}
