import { describe, expect, it } from "vitest";
import { CONFIRMATION_ID_MAX_LENGTH, MAX_NOTE, parseDecision } from "#domain/inputs/decision.ts";

describe("the operator's decision form", () => {
  it("confirms with the typed booking ID, its runs of spaces made one, or none to have one generated", () => {
    expect(parseDecision({ intent: "confirm", confirmation_id: "  KT  4711 ", note: " Pickup 7:00 " })).toEqual({
      ok: true,
      value: { action: "confirm", confirmationId: "KT 4711", note: "Pickup 7:00" },
    });
    expect(parseDecision({ intent: "confirm" })).toEqual({
      ok: true,
      value: { action: "confirm", confirmationId: null, note: "" },
    });
  });

  it("refuses a booking ID past its length or starting with a mark, and a note past its length", () => {
    const longest = `K${"7".repeat(CONFIRMATION_ID_MAX_LENGTH - 1)}`;
    expect(parseDecision({ intent: "confirm", confirmation_id: longest }).ok).toBe(true);
    for (const typed of [`${longest}7`, "-KT4711", "KT<b>"]) {
      expect(parseDecision({ intent: "confirm", confirmation_id: typed }), typed).toEqual({
        ok: false,
        problems: [["confirmation_id", "confirmationIdInvalid"]],
      });
    }
    expect(parseDecision({ intent: "confirm", note: "n".repeat(MAX_NOTE + 1) })).toEqual({
      ok: false,
      problems: [["note", "noteTooLong"]],
    });
  });

  it("declines only with a reason of at most the note's length", () => {
    expect(parseDecision({ intent: "decline", reason: " Fully booked " })).toEqual({
      ok: true,
      value: { action: "decline", reason: "Fully booked" },
    });
    expect(parseDecision({ intent: "decline", reason: "  " })).toEqual({
      ok: false,
      problems: [["reason", "reasonRequired"]],
    });
    expect(parseDecision({ intent: "decline", reason: "r".repeat(MAX_NOTE + 1) })).toEqual({
      ok: false,
      problems: [["reason", "reasonTooLong"]],
    });
  });

  it("refuses a form without a known intent, naming no field", () => {
    for (const fields of [{}, { intent: "delete" }] as Record<string, string>[]) {
      expect(parseDecision(fields)).toEqual({ ok: false, problems: [["", "invalidForm"]] });
    }
  });
});
