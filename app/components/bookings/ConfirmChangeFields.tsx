import type { ChangePreview } from "#domain/booking-change.ts";

/**
 * The second step of a change, the tourist's and the operator's: the fields of the first sent
 * again, with the version and the total the preview showed, so the save refuses a booking or a
 * price that moved in between (workers/booking/booking-change.ts).
 */
export function ConfirmChangeFields({ sent, preview }: { sent: Record<string, string>; preview: ChangePreview }) {
  return (
    <>
      {Object.entries(sent)
        .filter(([name]) => name !== "version" && name !== "total")
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <input type="hidden" name="version" value={preview.version} />
      <input type="hidden" name="total" value={preview.newTotalMinor} />
      <input type="hidden" name="confirm" value="yes" />
    </>
  );
}
