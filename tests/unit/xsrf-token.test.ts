import { describe, expect, it } from "vitest";
import { xsrfTokenFrom } from "#app/lib/xsrf-token.ts";

describe("the CSRF token the browser's scripts echo", () => {
  it("is the __Host- cookie's when there is one, whatever a sister host planted beside it", () => {
    expect(xsrfTokenFrom("XSRF-TOKEN=planted; __Host-XSRF-TOKEN=ours%2Btoken")).toBe("ours+token");
    expect(xsrfTokenFrom("__Host-XSRF-TOKEN=ours; XSRF-TOKEN=planted")).toBe("ours");
  });

  it("is XSRF-TOKEN's on the local http sites, and empty without either", () => {
    expect(xsrfTokenFrom("bali_theme=dark; XSRF-TOKEN=local")).toBe("local");
    expect(xsrfTokenFrom("")).toBe("");
    expect(xsrfTokenFrom("XSRF-TOKEN=%")).toBe("");
  });
});
