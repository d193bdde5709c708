import { describe, expect, it } from "vitest";
import { photoAlt, type StoredImage } from "#domain/images.ts";

const photo: StoredImage = {
  original: "/media/a-1200x800.webp",
  thumbnail: "/media/a-480x320.webp",
  width: 1200,
  height: 800,
  thumb_width: 480,
  thumb_height: 320,
};

describe("a photo's alt text", () => {
  it("is the operator's description in the page's language", () => {
    const described = { ...photo, alt: { id: "Sawah di pagi hari", en: "Rice fields in the morning" } };
    expect(photoAlt(described, "id", "Jatiluwih")).toBe("Sawah di pagi hari");
    expect(photoAlt(described, "en", "Jatiluwih")).toBe("Rice fields in the morning");
  });

  it("is the page's name for a photo described in neither language, or not in this one", () => {
    expect(photoAlt(photo, "en", "Jatiluwih, image 2 of 3")).toBe("Jatiluwih, image 2 of 3");
    expect(photoAlt({ ...photo, alt: { id: "Sawah", en: "" } }, "en", "Jatiluwih")).toBe("Jatiluwih");
  });
});
