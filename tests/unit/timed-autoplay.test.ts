/**
 * The home slider's autoplay (app/components/home/timed-autoplay.ts): a move every five seconds
 * from one timer, never a callback per frame, and the pauses a visitor can cause. Splide itself is
 * stood in for by the few calls the component makes of it; the browser test (tests/e2e/home.spec.ts)
 * drives the real slider.
 */
import type { ComponentConstructor } from "@splidejs/splide";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TimedAutoplay } from "#app/components/home/timed-autoplay.ts";

/** An element with the class list and attributes the component writes. */
class FakeElement extends EventTarget {
  readonly classes = new Set<string>();
  readonly attributes = new Map<string, string>();
  readonly classList = {
    toggle: (name: string, on: boolean) => (on ? this.classes.add(name) : this.classes.delete(name)),
  };
  id = "";
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
}

const I18N = { play: "Start the slideshow", pause: "Pause the slideshow" };

function slider(autoplay: boolean | "pause" = true) {
  const root = new FakeElement();
  const toggle = new FakeElement();
  const track = Object.assign(new FakeElement(), { id: "home-slider-track" });
  const handlers = new Map<string, (() => void)[]>();
  const events: string[] = [];
  let index = 0;
  const splide = {
    go: vi.fn((to: string) => {
      if (to === ">") index = (index + 1) % 5;
      for (const handler of handlers.get("move") ?? []) handler();
    }),
    on: (type: string, handler: () => void) => handlers.set(type, [...(handlers.get(type) ?? []), handler]),
    emit: (type: string) => events.push(type),
  };
  const components = { Elements: { root, toggle, track }, Slides: { isEnough: () => true } };
  const options = { autoplay, interval: 5000, pauseOnHover: true, pauseOnFocus: true, i18n: I18N };
  const autoplayer = (TimedAutoplay as (...args: unknown[]) => ReturnType<ComponentConstructor>)(
    splide,
    components,
    options,
  ) as ReturnType<ComponentConstructor> & { isPaused(): boolean };
  autoplayer.mount?.();
  return {
    root,
    toggle,
    events,
    autoplayer,
    slide: () => index,
    moves: () => splide.go.mock.calls.length,
    tapDot: () => splide.go("2"),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the home slider's autoplay", () => {
  it("moves to the next slide every five seconds from a single timer, and never asks for animation frames", () => {
    const frames = vi.fn();
    vi.stubGlobal("requestAnimationFrame", frames);
    const { slide, toggle, events } = slider();
    expect(toggle.classes.has("is-active")).toBe(true);
    expect(toggle.attributes.get("aria-label")).toBe(I18N.pause);
    expect(toggle.attributes.get("aria-controls")).toBe("home-slider-track");
    expect(events).toEqual(["autoplay:play"]);
    vi.advanceTimersByTime(4999);
    expect(slide()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(slide()).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(slide()).toBe(3);
    expect(vi.getTimerCount()).toBe(1);
    expect(frames).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("stops on the toggle until it is pressed again, saying which it would do", () => {
    const { slide, toggle, events } = slider();
    toggle.dispatchEvent(new Event("click"));
    expect(toggle.classes.has("is-active")).toBe(false);
    expect(toggle.attributes.get("aria-label")).toBe(I18N.play);
    expect(events.at(-1)).toBe("autoplay:pause");
    vi.advanceTimersByTime(30_000);
    expect(slide()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    toggle.dispatchEvent(new Event("click"));
    expect(toggle.attributes.get("aria-label")).toBe(I18N.pause);
    vi.advanceTimersByTime(5000);
    expect(slide()).toBe(1);
  });

  it("waits while a pointer or the keyboard is on the slider, and goes on after", () => {
    const { root, slide } = slider();
    root.dispatchEvent(new Event("mouseenter"));
    vi.advanceTimersByTime(12_000);
    expect(slide()).toBe(0);
    root.dispatchEvent(new Event("mouseleave"));
    root.dispatchEvent(new Event("focusin"));
    vi.advanceTimersByTime(12_000);
    expect(slide()).toBe(0);
    root.dispatchEvent(new Event("focusout"));
    vi.advanceTimersByTime(5000);
    expect(slide()).toBe(1);
  });

  it("stays stopped after a pointer leaves, when the visitor had stopped it", () => {
    const { root, toggle, slide } = slider();
    toggle.dispatchEvent(new Event("click"));
    root.dispatchEvent(new Event("mouseenter"));
    root.dispatchEvent(new Event("mouseleave"));
    vi.advanceTimersByTime(12_000);
    expect(slide()).toBe(0);
  });

  it("gives a slide chosen by its dot a whole interval", () => {
    const { slide, tapDot, moves } = slider();
    vi.advanceTimersByTime(4000);
    tapDot();
    vi.advanceTimersByTime(4000);
    expect(moves()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(moves()).toBe(2);
    expect(slide()).toBe(1);
  });

  it("starts stopped for a visitor who prefers reduced motion (autoplay: pause)", () => {
    const { slide, toggle, events, autoplayer } = slider("pause");
    expect(autoplayer.isPaused()).toBe(true);
    expect(toggle.classes.has("is-active")).toBe(false);
    expect(toggle.attributes.get("aria-label")).toBe(I18N.play);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(30_000);
    expect(slide()).toBe(0);
  });

  it("leaves no timer and no listener behind when Splide is destroyed", () => {
    const { root, slide, autoplayer } = slider();
    autoplayer.destroy?.();
    expect(vi.getTimerCount()).toBe(0);
    root.dispatchEvent(new Event("mouseleave"));
    vi.advanceTimersByTime(30_000);
    expect(slide()).toBe(0);
  });
});
