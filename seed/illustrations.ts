/**
 * Flat SVG illustrations for the catalogue until the operator's photos replace them.
 * Each is drawn from a scene and a seed: the seed picks the time of day, the hues and where
 * things stand, so two items with the same scene still look different.
 */
import type { Scene } from "./types.ts";

const W = 1200;
const H = 800;

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  water: string;
  waterDeep: string;
  accent: string;
  dark: string;
}

type Random = () => number;

function randomFrom(seed: string): Random {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;

function palette(random: Random, scene: Scene): Palette {
  const dusk = scene === "beach-dusk" || random() < 0.25;
  const green = 95 + random() * 50;
  const sea = 180 + random() * 30;
  if (dusk) {
    const warm = 10 + random() * 30;
    return {
      skyTop: hsl(260 + random() * 40, 45, 30),
      skyBottom: hsl(warm + 15, 90, 65),
      sun: hsl(warm + 30, 95, 70),
      far: hsl(280, 25, 38),
      mid: hsl(300, 20, 28),
      near: hsl(290, 25, 18),
      water: hsl(warm + 10, 55, 55),
      waterDeep: hsl(250, 40, 30),
      accent: hsl(warm, 85, 55),
      dark: hsl(270, 30, 12),
    };
  }
  return {
    skyTop: hsl(200 + random() * 20, 75, 62),
    skyBottom: hsl(190 + random() * 20, 70, 88),
    sun: hsl(48, 100, 72),
    far: hsl(green + 20, 25, 62),
    mid: hsl(green, 45, 40),
    near: hsl(green - 10, 55, 28),
    water: hsl(sea, 70, 55),
    waterDeep: hsl(sea + 15, 70, 32),
    accent: hsl(15 + random() * 25, 90, 55),
    dark: hsl(green + 40, 30, 14),
  };
}

function ridge(random: Random, baseY: number, amplitude: number, color: string, waves = 3): string {
  const phase = random() * Math.PI * 2;
  const points: string[] = [];
  for (let x = 0; x <= W; x += 40) {
    const y =
      baseY +
      Math.sin((x / W) * Math.PI * waves + phase) * amplitude +
      Math.sin((x / W) * Math.PI * waves * 2.7 + phase) * amplitude * 0.3;
    points.push(`${x},${y.toFixed(1)}`);
  }
  return `<path d="M0,${H} L${points.join(" L")} L${W},${H} Z" fill="${color}"/>`;
}

function palm(x: number, y: number, size: number, color: string): string {
  const leaves = [-150, -115, -80, -45, -10]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const ex = x + Math.cos(rad) * size;
      const ey = y - size * 2.2 + Math.sin(rad) * size * 0.6 + size * 0.35;
      return `<path d="M${x},${y - size * 2.2} Q${(x + ex) / 2},${ey - size * 0.5} ${ex},${ey}" stroke="${color}" stroke-width="${size * 0.12}" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
  return `<path d="M${x},${y} Q${x + size * 0.25},${y - size} ${x},${y - size * 2.2}" stroke="${color}" stroke-width="${size * 0.1}" fill="none"/>${leaves}`;
}

function sea(top: number): string {
  const waves = Array.from({ length: 6 }, (_, i) => {
    const y = top + 30 + i * ((H - top) / 6);
    return `<path d="M0,${y} Q150,${y - 8} 300,${y} T600,${y} T900,${y} T1200,${y}" stroke="#fff" stroke-opacity="0.25" stroke-width="3" fill="none"/>`;
  }).join("");
  return `<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="url(#water)"/>${waves}`;
}

function templeGate(x: number, baseY: number, scale: number, color: string): string {
  const tower = (cx: number, mirror: number) => {
    const steps = [0, 1, 2, 3, 4]
      .map((i) => {
        const w = (90 - i * 14) * scale;
        const h = 55 * scale;
        const left = mirror > 0 ? cx : cx - w;
        return `<rect x="${left}" y="${baseY - (i + 1) * h}" width="${w}" height="${h - 6 * scale}" fill="${color}"/>`;
      })
      .join("");
    return steps;
  };
  return tower(x - 30 * scale, -1) + tower(x + 30 * scale, 1);
}

const sceneDrawers: Record<Scene, (p: Palette, r: Random) => string> = {
  sea: (p, r) => `${sea(430)}${palm(150 + r() * 100, 800, 130, p.dark)}`,
  "beach-dusk": (p, r) =>
    `${sea(450)}<path d="M0,640 Q600,580 1200,660 L1200,800 L0,800 Z" fill="${p.mid}"/>${palm(980 + r() * 80, 720, 150, p.dark)}${palm(1100, 760, 110, p.dark)}`,
  "rice-terraces": (p, r) =>
    [0, 1, 2, 3, 4, 5, 6].map((i) => ridge(r, 330 + i * 70, 28 - i * 2, i % 2 ? p.mid : p.near, 2 + (i % 3))).join("") +
    palm(200 + r() * 800, 520, 120, p.dark),
  volcano: (p, r) =>
    `<path d="M${250 + r() * 100},700 L560,220 L660,220 L${950 + r() * 100},700 Z" fill="${p.far}"/><path d="M560,220 L660,220 L640,260 L600,245 L575,265 Z" fill="#f4f1ea" opacity="0.7"/><circle cx="630" cy="170" r="45" fill="#fff" opacity="0.35"/><circle cx="690" cy="120" r="60" fill="#fff" opacity="0.25"/>${ridge(r, 640, 30, p.mid)}${ridge(r, 720, 25, p.near)}`,
  "temple-gate": (p, r) =>
    `${ridge(r, 600, 20, p.far)}<rect x="0" y="660" width="${W}" height="140" fill="${p.near}"/>${templeGate(600, 680, 1.6 + r() * 0.3, p.dark)}<rect x="560" y="560" width="80" height="120" fill="${p.sun}" opacity="0.5"/>`,
  waterfall: (p, r) =>
    `<path d="M0,150 L420,190 L470,800 L0,800 Z" fill="${p.mid}"/><path d="M1200,120 L730,180 L690,800 L1200,800 Z" fill="${p.near}"/><rect x="470" y="190" width="230" height="520" fill="url(#falls)"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${480 + i * 24}" y="190" width="6" height="520" fill="#fff" opacity="${0.3 + r() * 0.4}"/>`).join("")}<ellipse cx="585" cy="720" rx="300" ry="60" fill="${p.water}"/>`,
  jungle: (p, r) =>
    Array.from(
      { length: 28 },
      (_, i) =>
        `<circle cx="${(r() * W).toFixed(0)}" cy="${(300 + r() * 500).toFixed(0)}" r="${(60 + r() * 110).toFixed(0)}" fill="${i % 3 === 0 ? p.mid : i % 3 === 1 ? p.near : p.dark}"/>`,
    ).join(""),
  underwater: (p, r) =>
    `<rect width="${W}" height="${H}" fill="url(#water)"/>${Array.from({ length: 7 }, () => {
      const x = r() * W;
      const y = 150 + r() * 400;
      return `<path d="M${x},${y} q40,-30 80,0 q-40,30 -80,0 Z M${x + 80},${y} l25,-18 v36 Z" fill="${p.accent}"/>`;
    }).join(
      "",
    )}${Array.from({ length: 12 }, () => `<circle cx="${(r() * W).toFixed(0)}" cy="${(700 + r() * 80).toFixed(0)}" r="${(40 + r() * 60).toFixed(0)}" fill="${p.near}"/>`).join("")}`,
  boat: (p, r) =>
    `${sea(420)}<g transform="translate(${350 + r() * 300},540)"><path d="M0,0 Q200,70 400,0 L370,40 Q200,90 30,40 Z" fill="${p.accent}"/><path d="M200,0 L200,-220 L330,-10 Z" fill="#fff" opacity="0.9"/><path d="M-40,55 L440,55" stroke="${p.dark}" stroke-width="6"/></g>`,
  cliff: (p, r) =>
    `${sea(500)}<path d="M0,260 Q200,240 380,300 L${420 + r() * 60},800 L0,800 Z" fill="${p.mid}"/><path d="M0,260 Q200,240 380,300 L390,340 Q200,280 0,300 Z" fill="${p.near}"/><path d="M1200,330 Q1000,320 860,380 L820,800 L1200,800 Z" fill="${p.near}"/>`,
  lake: (p, r) =>
    `${ridge(r, 380, 70, p.far, 2)}<rect x="0" y="480" width="${W}" height="320" fill="url(#water)"/>${templeGate(800 + r() * 100, 520, 0.8, p.dark)}${ridge(r, 740, 15, p.near)}`,
  city: (p, r) =>
    `${Array.from({ length: 14 }, (_, i) => {
      const x = i * 90 - 20;
      const h = 150 + r() * 260;
      return `<rect x="${x}" y="${700 - h}" width="86" height="${h}" fill="${i % 2 ? p.mid : p.far}"/><path d="M${x - 10},${700 - h} L${x + 43},${650 - h} L${x + 96},${700 - h} Z" fill="${p.accent}"/>`;
    }).join("")}<rect x="0" y="700" width="${W}" height="100" fill="${p.near}"/>`,
  market: (p, r) =>
    `<rect x="0" y="560" width="${W}" height="240" fill="${p.near}"/>${Array.from({ length: 5 }, (_, i) => {
      const x = 40 + i * 235;
      const fruit = Array.from(
        { length: 8 },
        () =>
          `<circle cx="${(x + 20 + r() * 170).toFixed(0)}" cy="${(560 + r() * 30).toFixed(0)}" r="18" fill="${i % 2 ? p.accent : p.sun}"/>`,
      ).join("");
      return `<rect x="${x}" y="420" width="210" height="160" fill="${p.mid}"/><path d="M${x - 15},430 L${x + 105},350 L${x + 225},430 Z" fill="${i % 2 ? p.accent : "#fff"}"/>${fruit}`;
    }).join("")}`,
  food: (p, r) =>
    `<rect width="${W}" height="${H}" fill="${p.far}"/><circle cx="600" cy="420" r="300" fill="#fff"/><circle cx="600" cy="420" r="240" fill="${p.skyBottom}"/><path d="M430,420 a170,170 0 0 1 340,0 Z" fill="#fff8e7"/>${Array.from({ length: 9 }, () => `<circle cx="${(470 + r() * 260).toFixed(0)}" cy="${(450 + r() * 120).toFixed(0)}" r="${(18 + r() * 22).toFixed(0)}" fill="${r() < 0.5 ? p.accent : p.mid}"/>`).join("")}`,
  spa: (p, r) =>
    `<rect width="${W}" height="${H}" fill="${p.skyBottom}"/><ellipse cx="600" cy="640" rx="500" ry="110" fill="${p.water}"/>${[0, 1, 2].map((i) => `<ellipse cx="600" cy="${560 - i * 70}" rx="${170 - i * 40}" ry="${42 - i * 6}" fill="${p.dark}" opacity="${0.85 - i * 0.15}"/>`).join("")}${Array.from(
      { length: 5 },
      (_, i) => {
        const a = (i / 5) * Math.PI * 2 + r();
        return `<ellipse cx="${600 + Math.cos(a) * 40}" cy="${330 + Math.sin(a) * 40}" rx="42" ry="22" transform="rotate(${(a * 180) / Math.PI} ${600 + Math.cos(a) * 40} ${330 + Math.sin(a) * 40})" fill="#fff"/>`;
      },
    ).join("")}<circle cx="600" cy="330" r="16" fill="${p.sun}"/>`,
  dance: (p, r) =>
    `<rect x="0" y="620" width="${W}" height="180" fill="${p.near}"/><g fill="${p.dark}" transform="translate(${500 + r() * 100},0)"><circle cx="100" cy="260" r="42"/><path d="M100,230 L70,170 L100,120 L130,170 Z" fill="${p.sun}"/><path d="M55,310 L145,310 L175,620 L25,620 Z"/><path d="M60,330 L-60,250 L-40,230 L70,300 Z"/><path d="M140,330 L260,400 L250,425 L130,360 Z"/><path d="M240,380 a60,60 0 1 1 40,70" fill="${p.accent}"/></g>`,
  car: (p, r) =>
    `${ridge(r, 520, 40, p.far)}<rect x="0" y="640" width="${W}" height="160" fill="#5b5f66"/><path d="M0,700 H1200" stroke="#fff" stroke-width="8" stroke-dasharray="60 40"/><g transform="translate(${300 + r() * 200},450)"><path d="M0,150 L40,80 Q80,10 200,10 L380,10 Q460,10 500,80 L560,100 Q600,110 600,150 L600,190 L0,190 Z" fill="${p.accent}"/><path d="M80,85 Q110,30 200,30 L260,30 L260,85 Z M290,30 L380,30 Q440,30 470,85 L290,85 Z" fill="${p.skyBottom}"/><circle cx="130" cy="190" r="52" fill="${p.dark}"/><circle cx="470" cy="190" r="52" fill="${p.dark}"/><circle cx="130" cy="190" r="22" fill="#ccc"/><circle cx="470" cy="190" r="22" fill="#ccc"/></g>`,
  motorbike: (p, r) =>
    `${ridge(r, 540, 40, p.mid)}<rect x="0" y="660" width="${W}" height="140" fill="#6b6f76"/><g transform="translate(${380 + r() * 200},420)"><circle cx="80" cy="220" r="70" fill="none" stroke="${p.dark}" stroke-width="26"/><circle cx="380" cy="220" r="70" fill="none" stroke="${p.dark}" stroke-width="26"/><path d="M80,220 L170,120 L330,120 L380,220 Z" fill="${p.accent}"/><path d="M170,120 Q200,70 280,80 L300,120 Z" fill="${p.dark}"/><path d="M330,120 L360,40 L400,40" stroke="${p.dark}" stroke-width="14" fill="none"/></g>`,
  surf: (p, r) =>
    `<rect x="0" y="380" width="${W}" height="420" fill="url(#water)"/><path d="M0,560 Q300,300 620,360 Q820,400 760,520 Q700,470 620,500 Q820,560 1200,520 L1200,800 L0,800 Z" fill="${p.water}"/><path d="M620,360 Q820,400 760,520 Q720,440 620,440 Z" fill="#fff" opacity="0.8"/><g transform="rotate(-15 ${420 + r() * 80} 560)"><ellipse cx="${420 + r() * 80}" cy="560" rx="150" ry="22" fill="${p.accent}"/></g>`,
  bicycle: (p, r) =>
    `${[0, 1, 2, 3].map((i) => ridge(r, 420 + i * 60, 18, i % 2 ? p.mid : p.near, 3)).join("")}<g transform="translate(${420 + r() * 150},480)" stroke="${p.dark}" stroke-width="14" fill="none"><circle cx="60" cy="180" r="80"/><circle cx="330" cy="180" r="80"/><path d="M60,180 L160,60 L290,60 L330,180 M160,60 L200,180 L290,60 M140,30 L190,30 M290,60 L280,10 L320,10"/></g>`,
};

/** An SVG document; `thumbnail` draws the same picture at card size with less detail. */
export function illustration(scene: Scene, seed: string, width: number, height: number): string {
  const random = randomFrom(`${scene}:${seed}`);
  const p = palette(random, scene);
  const sunX = 200 + random() * 800;
  const sunY = 120 + random() * 160;
  const body = sceneDrawers[scene](p, random);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>`,
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water}"/><stop offset="1" stop-color="${p.waterDeep}"/></linearGradient>`,
    `<linearGradient id="falls" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8f6ff"/><stop offset="1" stop-color="${p.water}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(55 + random() * 35).toFixed(0)}" fill="${p.sun}"/>`,
    body,
    "</svg>",
  ].join("");
}
