import { describe, expect, it } from "vitest";
import { addressBucket } from "#workers/rate-limits.ts";

describe("the address a rate limit counts", () => {
  it("counts an IPv4 address on its own", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("203.0.113.8")).not.toBe(addressBucket("203.0.113.7"));
  });

  it("counts every IPv6 address of one /64 as one, however it is written", () => {
    const bucket = addressBucket("2001:db8:aaaa:1::1");
    for (const address of [
      "2001:db8:aaaa:1:ffff:ffff:ffff:ffff",
      "2001:0DB8:AAAA:0001:0:0:0:2",
      "2001:db8:aaaa:1:1234:5678::9",
      "2001:db8:aaaa:1::203.0.113.9",
    ]) {
      expect(addressBucket(address), address).toBe(bucket);
    }
    expect(bucket).toBe("2001:db8:aaaa:1::/64");
  });

  it("keeps neighbouring /64s and zero-heavy prefixes apart", () => {
    expect(addressBucket("2001:db8:aaaa:2::1")).not.toBe(addressBucket("2001:db8:aaaa:1::1"));
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("2001:db8:0:1::")).not.toBe(addressBucket("2001:db8:1::"));
  });

  it("counts an IPv4 address written as IPv6 as that IPv4 address", () => {
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("keeps anything it cannot read as it came", () => {
    expect(addressBucket("local")).toBe("local");
    expect(addressBucket("1:2:3")).toBe("1:2:3");
  });
});
