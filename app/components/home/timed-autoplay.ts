import type { ComponentConstructor } from "@splidejs/splide";

/**
 * Splide's autoplay with one timer per slide instead of Splide's own, which runs a
 * requestAnimationFrame callback on every frame to draw a progress bar this slider does not have:
 * sixty wake-ups a second on a tourist's phone for one move every five seconds, as long as home
 * stays open. Registered under Splide's own name ("Autoplay"), it replaces the built-in one and
 * keeps what Splide's other parts expect of it: the toggle's class and label, pause on hover and
 * focus, `autoplay: "pause"` (the reduced-motion option), and the play and pause events its live
 * region listens to.
 */
export const TimedAutoplay: ComponentConstructor = (splide, components, options) => {
  const { root, toggle, track } = components.Elements;
  const interval = options.interval ?? 5000;
  const listeners: [EventTarget, string, EventListener][] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let playing = false;
  let stopped = options.autoplay === "pause";
  let hovered = false;
  let focused = false;

  const isPaused = () => !playing;

  /** The next move, a whole interval after the last one (a tap on a dot moves too and restarts it). */
  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      splide.go(">");
      if (playing) schedule();
    }, interval);
  }

  function showState() {
    if (!toggle) return;
    toggle.classList.toggle("is-active", !stopped);
    toggle.setAttribute("aria-label", (stopped ? options.i18n?.play : options.i18n?.pause) ?? "");
  }

  function play() {
    if (!isPaused() || !components.Slides.isEnough()) return;
    hovered = focused = stopped = false;
    playing = true;
    schedule();
    showState();
    splide.emit("autoplay:play");
  }

  function pause(stop = true) {
    stopped = stop;
    showState();
    if (!playing) return;
    playing = false;
    clearTimeout(timer);
    splide.emit("autoplay:pause");
  }

  function pauseWhileHeld() {
    if (!stopped) hovered || focused ? pause(false) : play();
  }

  function listen(target: EventTarget, types: string, listener: EventListener) {
    for (const type of types.split(" ")) {
      target.addEventListener(type, listener);
      listeners.push([target, type, listener]);
    }
  }

  return {
    mount() {
      if (!options.autoplay) return;
      if (options.pauseOnHover) {
        listen(root, "mouseenter mouseleave", (event) => {
          hovered = event.type === "mouseenter";
          pauseWhileHeld();
        });
      }
      if (options.pauseOnFocus) {
        listen(root, "focusin focusout", (event) => {
          focused = event.type === "focusin";
          pauseWhileHeld();
        });
      }
      if (toggle) {
        listen(toggle, "click", () => (stopped ? play() : pause(true)));
        toggle.setAttribute("aria-controls", track.id);
      }
      splide.on("move", () => {
        if (playing) schedule();
      });
      if (!stopped) play();
      showState();
    },
    destroy() {
      playing = false;
      clearTimeout(timer);
      for (const [target, type, listener] of listeners.splice(0)) target.removeEventListener(type, listener);
    },
    play,
    pause,
    isPaused,
  };
};
