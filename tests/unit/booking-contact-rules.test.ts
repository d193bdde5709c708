import { describe, expect, it } from "vitest";
import { isPhoneNumber, localTitle, splitTitle } from "#domain/booking-rules.ts";
import { FIRST_NAME_RULES } from "#domain/inputs/booking-contact.ts";
import { contactOf, emptyContact } from "#machines/booking.machine.ts";

describe("the title in front of the first name", () => {
  it("splits off Mr., Mrs. or Ms. and keeps the rest of the name", () => {
    expect(splitTitle("Mr. Made")).toEqual({ title: "Mr.", name: "Made" });
    expect(splitTitle("  Mrs.   Ayu Lestari ")).toEqual({ title: "Mrs.", name: "Ayu Lestari" });
    expect(splitTitle("Ms.")).toEqual({ title: "Ms.", name: "" });
  });

  it("finds no title in a bare name or a title glued to it, and invents none", () => {
    expect(splitTitle("Made")).toEqual({ title: null, name: "Made" });
    expect(splitTitle("Mr.Made")).toEqual({ title: null, name: "Mr.Made" });
    expect(splitTitle(" Dr. Made ")).toEqual({ title: null, name: "Dr. Made" });
  });
});

describe("a title as each site shows it", () => {
  it("is Bapak, Ibu or Nona on the Indonesian site and stays English on the English one", () => {
    expect(localTitle("id", "Mr. Made Wirawan")).toBe("Bapak Made Wirawan");
    expect(localTitle("id", "Mrs. Ayu Lestari")).toBe("Ibu Ayu Lestari");
    expect(localTitle("id", "Ms. Anna Berg")).toBe("Nona Anna Berg");
    expect(localTitle("en", "Mrs. Ayu Lestari")).toBe("Mrs. Ayu Lestari");
  });

  it("adds none to a name without one: never 'Mr. Anna'", () => {
    expect(localTitle("en", "Anna Berg")).toBe("Anna Berg");
    expect(localTitle("id", " Anna Berg ")).toBe("Anna Berg");
  });
});

describe("the booking form's title", () => {
  it("starts unchosen, and a guest who picks none is sent with no title", () => {
    const form = { ...emptyContact(null), firstName: " Anna ", lastName: "Berg" };
    expect(form.title).toBe("");
    expect(contactOf(form).first_name).toBe("Anna");
    expect(contactOf({ ...form, title: "Mrs." }).first_name).toBe("Mrs. Anna");
  });

  it("the server's schema takes a first name without a title as it is", () => {
    expect(FIRST_NAME_RULES.every(([, holds]) => holds("Anna"))).toBe(true);
    expect(FIRST_NAME_RULES.every(([, holds]) => holds("Ms. Anna"))).toBe(true);
    expect(FIRST_NAME_RULES.every(([, holds]) => holds("Mr."))).toBe(false);
  });
});

describe("phone numbers", () => {
  it("accept digits, spaces, +, - and brackets with at least 6 digits", () => {
    for (const phone of ["+62 812-3456-7890", "(0361) 123456", "123456"])
      expect(isPhoneNumber(phone), phone).toBe(true);
  });

  it("refuse letters, too few digits and more than 30 characters", () => {
    for (const phone of ["+62 812 CALL ME", "12345", "(---) ---", "1".repeat(31), "+62 812;DROP"]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });
});
