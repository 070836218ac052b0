// Draws the installed app's icons (the web app manifest's) from the SVGs in public/icons with the
// project's Chromium: `node apps/web/scripts/render-icons.mjs`. The PNGs are committed; run it again
// only when an SVG changes. The maskable one keeps its drawing inside the central safe circle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../scripts/ensure-chromium.mjs';

const icons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const jobs = [
  ['app-icon.svg', 'icon-192.png', 192],
  ['app-icon.svg', 'icon-512.png', 512],
  ['app-icon-maskable.svg', 'icon-maskable-512.png', 512],
];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const [source, target, size] of jobs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = fs.readFileSync(path.join(icons, source), 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(icons, target), omitBackground: true });
    await page.close();
    console.info(`${target} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
