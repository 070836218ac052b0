// Screenshots for looking at pages as a person would: every page × phone/desktop × light/dark (× language).
// Usage: node scripts/screenshots.mjs --base http://localhost:3000 --out .tmp/screens [--as admin] [--lang bn] /login /signup
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './ensure-chromium.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: '.tmp/screens' },
    as: { type: 'string' },
    lang: { type: 'string', default: 'en' },
    full: { type: 'boolean', default: false },
  },
});
const accounts = {
  admin: ['admin@desh.test', 'admin123'],
  rider: ['rider@desh.test', 'rider123'],
  customer: ['customer@desh.test', 'customer123'],
};
fs.mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const width of [375, 1280]) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({
      viewport: { width, height: width < 640 ? 800 : 900 },
      baseURL: values.base,
    });
    await context.addInitScript(
      ([themeName, lang]) => {
        localStorage.setItem('theme', themeName);
        localStorage.setItem('lang', lang);
      },
      [theme, values.lang],
    );
    const page = await context.newPage();
    if (values.as) {
      const [email, password] = accounts[values.as];
      await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
    }
    for (const route of positionals) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${theme}-${values.lang}.png`;
      await page.screenshot({ path: path.join(values.out, name), fullPage: values.full });
      console.info(path.join(values.out, name));
    }
    await context.close();
  }
}
await browser.close();
