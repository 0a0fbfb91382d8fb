/**
 * Renders the app's icons (client/public/icons/*.png, committed) from their SVG sources with
 * the system's Chromium, the one the browser tests use. Run after changing an SVG:
 *   node client/scripts/render-icons.ts
 * PNGs are committed rather than drawn at build time so the build needs no image library.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { chromiumPath } from "../../test/support/browser-chromium.ts";

const ICONS = fileURLToPath(new URL("../public/icons/", import.meta.url));
const RENDERS = [
  { svg: "icon.svg", png: "icon-192.png", size: 192 },
  { svg: "icon.svg", png: "icon-512.png", size: 512 },
  { svg: "icon-maskable.svg", png: "icon-maskable-512.png", size: 512 },
  { svg: "icon.svg", png: "apple-touch-icon.png", size: 180 },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--headless=new", "--no-sandbox"] });
try {
  for (const { svg, png, size } of RENDERS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = readFileSync(ICONS + svg, "utf8");
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`);
    await page.screenshot({ path: ICONS + png, omitBackground: true });
    await page.close();
    console.log(`${png}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
