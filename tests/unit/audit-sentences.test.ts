import { describe, expect, it } from "vitest";
import { amountDue } from "#domain/amount-due.ts";
import { type AuditLine, auditSentence, readableChanges } from "#domain/audit-sentences.ts";
import { phoneSearchDigits } from "#domain/phone-search.ts";
import { linesAsList } from "#domain/rich-text.ts";
import { translator } from "#workers/i18n.ts";

const line = (overrides: Partial<AuditLine>): AuditLine => ({
  actorName: "Anna",
  action: "update",
  entity: "trips",
  subject: "TR-12",
  changes: [],
  ...overrides,
});

describe("who did what, in the operator's language", () => {
  it("says a status change with readable statuses, in English and in Indonesian", () => {
    const change = line({ changes: [{ field: "status", before: "confirmed", after: "no_show" }] });
    expect(auditSentence(translator("en"), change)).toBe(
      "Anna changed the status of trip TR-12 from Confirmed to No-show",
    );
    expect(auditSentence(translator("id"), change)).toBe(
      "Anna mengubah status perjalanan TR-12 dari Terkonfirmasi menjadi Tidak hadir",
    );
    expect(readableChanges(translator("en"), change)).toEqual([]);
  });

  it("says a confirmation with its booking ID, and never the column it is stored in", () => {
    const confirmed = line({
      actorName: "Made",
      action: "confirmed",
      entity: "bookings",
      subject: "BK-123",
      changes: [
        { field: "status", before: "requested", after: "confirmed" },
        { field: "confirmation_id", before: null, after: "X" },
      ],
    });
    expect(auditSentence(translator("en"), confirmed)).toBe("Made confirmed booking BK-123 with booking ID X");
    expect(readableChanges(translator("en"), confirmed)).toEqual([]);
  });

  it("falls back to a readable sentence and label for an action, a table or a field it does not know", () => {
    const odd = line({
      action: "merge",
      entity: "loyalty_cards",
      subject: "7",
      changes: [{ field: "points_balance", before: "1", after: "2" }],
    });
    expect(auditSentence(translator("en"), odd)).toBe("Anna made a change to an entry (7)");
    expect(readableChanges(translator("en"), odd)).toEqual([
      { key: "points_balance", label: "Another detail", before: "1", after: "2" },
    ]);
    expect(readableChanges(translator("id"), odd)[0]?.label).toBe("Detail lain");
  });

  it("labels known fields and writes languages and moments in words", () => {
    const invite = line({
      action: "invite",
      entity: "team_invitations",
      subject: "ayu@example.com",
      changes: [
        { field: "locale", before: null, after: "en" },
        { field: "expires_at", before: null, after: "2026-01-01T00:00:00.000Z" },
      ],
    });
    expect(auditSentence(translator("en"), invite)).toBe("Anna invited ayu@example.com to the team");
    expect(readableChanges(translator("en"), invite)).toEqual([
      { key: "locale", label: "Language", before: null, after: "English" },
      { key: "expires_at", label: "Link valid until", before: null, after: "01 Jan 2026, 08:00 WITA" },
    ]);
  });
});

describe("the amount due", () => {
  it("is the rupiah total for a rupiah booking, and US$ with the rupiah to pay in cash for a dollar one", () => {
    expect(amountDue(translator("id"), { currency: "IDR", totalMinor: 1_250_000, totalIdr: 1_250_000 })).toBe(
      "Rp 1.250.000",
    );
    const dollars = { currency: "USD", totalMinor: 8550, totalIdr: 1_350_000 } as const;
    expect(amountDue(translator("en"), dollars)).toBe("US$ 85.50 (Rp 1,350,000 in cash)");
    expect(amountDue(translator("id"), dollars)).toBe("US$ 85,50 (Rp 1.350.000 tunai)");
  });
});

describe("searching bookings by phone", () => {
  it("compares the national digits, whatever the separators, a leading 0 or the country code 62", () => {
    for (const typed of ["0812-3456-789", "+62 812 3456 789", "62 (812) 3456.789", "812 3456 789"]) {
      expect(phoneSearchDigits(typed), typed).toBe("8123456789");
    }
    expect(phoneSearchDigits("Ubud")).toBeNull();
    expect(phoneSearchDigits("0812")).toBeNull();
  });
});

describe("highlights typed one per line", () => {
  it("become a list; text already laid out, or one line, stays as it is", () => {
    expect(linesAsList("Rice terraces\n- Coffee &amp; tea\r\n\nMonkey Forest")).toBe(
      "<ul><li>Rice terraces</li><li>Coffee &amp; tea</li><li>Monkey Forest</li></ul>",
    );
    expect(linesAsList("<ul><li>One</li></ul>")).toBe("<ul><li>One</li></ul>");
    expect(linesAsList("One line")).toBe("One line");
  });
});
