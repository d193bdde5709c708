import { describe, expect, it } from "vitest";
import { parseModeration } from "#domain/inputs/review-moderation.ts";
import { HIDE_REASON_MAX, REPLY_MAX } from "#domain/review-rules.ts";

const target = { id: "12", version: "3" };

describe("the operator's moderation form", () => {
  it("hides only with a reason of at most its length, trimmed", () => {
    expect(parseModeration({ ...target, intent: "hide", reason: " Spam link " })).toEqual({
      ok: true,
      value: { id: 12, version: 3, action: "hide", reason: "Spam link" },
    });
    for (const reason of [undefined, "", "   "]) {
      expect(parseModeration({ ...target, intent: "hide", ...(reason === undefined ? {} : { reason }) })).toEqual({
        ok: false,
        problems: [["reason", "reasonRequired"]],
      });
    }
    expect(parseModeration({ ...target, intent: "hide", reason: "r".repeat(HIDE_REASON_MAX + 1) })).toEqual({
      ok: false,
      problems: [["reason", "reasonTooLong"]],
    });
  });

  it("replies with plain text (line endings made \\n, control characters gone); an empty reply removes it", () => {
    expect(parseModeration({ ...target, intent: "reply", reply: " Thank you!\r\nSee you\u0007 again. " })).toEqual({
      ok: true,
      value: { id: 12, version: 3, action: "reply", reply: "Thank you!\nSee you again." },
    });
    expect(parseModeration({ ...target, intent: "reply", reply: "" })).toEqual({
      ok: true,
      value: { id: 12, version: 3, action: "reply", reply: "" },
    });
    expect(parseModeration({ ...target, intent: "reply", reply: "x".repeat(REPLY_MAX + 1) })).toEqual({
      ok: false,
      problems: [["reply", "replyTooLong"]],
    });
  });

  it("shows again with nothing but the review and its version", () => {
    expect(parseModeration({ ...target, intent: "unhide" })).toEqual({
      ok: true,
      value: { id: 12, version: 3, action: "unhide" },
    });
  });

  it("refuses an unknown action, or a review or version that is not a whole number from 1", () => {
    for (const fields of [
      { ...target, intent: "delete" },
      { intent: "unhide", id: "x", version: "1" },
      { intent: "unhide", id: "0", version: "1" },
      { intent: "unhide", id: "4", version: "-1" },
      { intent: "unhide", id: "4" },
    ]) {
      expect(parseModeration(fields), JSON.stringify(fields)).toEqual({ ok: false, problems: [["", "invalidForm"]] });
    }
  });
});
