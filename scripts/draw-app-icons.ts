/**
 * Draws the web app's PNG icons from public/favicon.svg with the system Chromium (the one the
 * browser tests use): 192 and 512 pixels as they are, and a maskable 512 whose picture sits inside
 * the safe circle (80 % of the side) on the brand's orange, so a phone's mask never cuts it.
 * Run it after changing the favicon, then commit public/icons/: `node scripts/draw-app-icons.ts`.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { colors } from "../app/styles/tokens.ts";
import { chromiumPath, HEADLESS_CHROMIUM_FLAGS } from "./chromium.ts";

const publicDir = join(import.meta.dirname, "..", "public");
const svg = readFileSync(join(publicDir, "favicon.svg"), "utf8");
const icons = [
  { file: "icon-192.png", size: 192, picture: 1, background: "transparent" },
  { file: "icon-512.png", size: 512, picture: 1, background: "transparent" },
  { file: "icon-maskable-512.png", size: 512, picture: 0.7, background: colors.primary },
];

mkdirSync(join(publicDir, "icons"), { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: HEADLESS_CHROMIUM_FLAGS });
try {
  for (const { file, size, picture, background } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const side = Math.round(size * picture);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<img alt="" style="width:${side}px;height:${side}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"></body>`,
    );
    await page.screenshot({ path: join(publicDir, "icons", file), omitBackground: background === "transparent" });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Icons: ${icons.map(({ file }) => file).join(", ")} in public/icons.`);
