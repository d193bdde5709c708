import { describe, expect, it } from "vitest";
import { guestChatLink } from "#domain/guest-chat.ts";

describe("a guest's phone number as a WhatsApp chat", () => {
  it("takes the international number, digits only, whatever the guest typed around it", () => {
    expect(guestChatLink("+62 812-3456-7890", "Australia")).toBe("https://wa.me/6281234567890");
    expect(guestChatLink("0044 (7700) 900123", null)).toBe("https://wa.me/447700900123");
    expect(guestChatLink("61 412 345 678", "Australia")).toBe("https://wa.me/61412345678");
  });

  it("reads a number written the local way as Indonesian only for a guest from Indonesia", () => {
    expect(guestChatLink("0812 3456 7890", "Indonesia")).toBe("https://wa.me/6281234567890");
    expect(guestChatLink("07700 900123", "United Kingdom")).toBeNull();
    expect(guestChatLink("0812 3456 7890", null)).toBeNull();
  });
});
