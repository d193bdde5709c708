import { describe, expect, it } from "vitest";
import { lighthouseVerdicts, type PageMedians } from "../../scripts/lighthouse-targets.ts";

const perfect = (label: string): PageMedians => ({
  label,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 0,
  cls: 0,
  cpuMs: 150,
  blockingFromCpuMs: 0,
  seoAuditsFailed: [],
});

const missed = (pages: PageMedians[]) =>
  lighthouseVerdicts(pages)
    .filter((verdict) => verdict.met === false)
    .map((verdict) => verdict.target);

describe("issue 21's Lighthouse targets", () => {
  it("are met by pages at 100 with home painted within two seconds", () => {
    const verdicts = lighthouseVerdicts([perfect("home"), { ...perfect("trip builder"), performance: 98 }]);
    expect(verdicts.every((verdict) => verdict.met)).toBe(true);
    expect(verdicts.find((verdict) => verdict.target.startsWith("performance"))?.detail).toBe(
      "lowest 98: trip builder",
    );
  });

  it("are missed by a slow page, a shift, a late home paint or an audit below 100", () => {
    expect(missed([perfect("home"), { ...perfect("gallery"), performance: 97 }])).toEqual(["performance >= 98"]);
    expect(missed([{ ...perfect("home"), lcpMs: 2001 }])).toEqual(["home LCP <= 2000 ms"]);
    expect(missed([{ ...perfect("home"), lcpMs: 2000 }])).toEqual([]);
    expect(missed([perfect("home"), { ...perfect("tips"), cls: 0.002 }])).toEqual(["CLS 0"]);
    expect(missed([perfect("home"), { ...perfect("login"), accessibility: 96 }])).toEqual(["accessibility 100"]);
    expect(missed([perfect("home"), { ...perfect("login"), bestPractices: 96 }])).toEqual(["best practices 100"]);
  });

  it("count a noindex page's SEO as met only when being kept out of search engines is all it fails", () => {
    const voucher = { ...perfect("voucher"), seo: 69, noindexBecause: "a guest's own page" };
    const kept = lighthouseVerdicts([perfect("home"), { ...voucher, seoAuditsFailed: ["is-crawlable"] }]);
    expect(kept.every((verdict) => verdict.met)).toBe(true);
    expect(kept.find((verdict) => verdict.target === "SEO 100")?.detail).toBe(
      "voucher 69: noindex on purpose, a guest's own page",
    );
    expect(missed([perfect("home"), { ...voucher, seoAuditsFailed: ["is-crawlable", "document-title"] }])).toEqual([
      "SEO 100",
    ]);
    expect(missed([perfect("home"), { ...perfect("tips"), seo: 69, seoAuditsFailed: ["is-crawlable"] }])).toEqual([
      "SEO 100",
    ]);
  });

  it("say home's paint was not measured when a run leaves home out, rather than met or missed", () => {
    const verdicts = lighthouseVerdicts([perfect("voucher")]);
    expect(verdicts.find((verdict) => verdict.target.startsWith("home LCP"))).toEqual({
      target: "home LCP <= 2000 ms",
      met: null,
      detail: "",
    });
    expect(missed([perfect("voucher")])).toEqual([]);
  });
});
