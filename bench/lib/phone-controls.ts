// Controls for the cheap phone's offline run (bench/phone.ts), served the way the field app is (a
// service worker answering from its cache, the network cut, the CPU 4× slower): a page of one word,
// the browser's own floor; the same word under the app's stylesheet, what loading and applying it
// costs; and React alone drawing the run (phone-controls/react-alone.ts) with that stylesheet, what
// the framework costs before any of the app's code. They say how much of the app's time is the app's.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { build } from 'esbuild';
import { type PageTiming, timePage } from './page-timing.ts';

/** Cache first, everything precached at install: the field app's offline behaviour, without Workbox. */
const serviceWorker = `
const files = ['/', '/page.js', '/app.css'];
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open('control').then((cache) => cache.addAll(files)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const key = event.request.mode === 'navigate' ? '/' : url.pathname;
  event.respondWith(caches.open('control').then((cache) => cache.match(key)).then((hit) => hit || fetch(event.request)));
});`;

const register = `<script>navigator.serviceWorker.register('/sw.js')</script>`;

const pages = {
  oneWord: `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">${register}</head><body><div id="root"><p data-stop>Run</p></div></body></html>`,
  oneWordStyled: `<!doctype html><html lang="en" data-theme="light"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/app.css">${register}</head><body><div id="root"><p data-stop>Run</p></div></body></html>`,
  reactAlone: `<!doctype html><html lang="en" data-theme="light"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/app.css">${register}</head><body><div id="root"></div><script type="module" src="/page.js"></script></body></html>`,
};

/** The run's stops as the app's run has them: 24, with receiver, address, phone and amount. */
const stops = Array.from({ length: 24 }, (_, index) => ({
  id: index,
  receiver: `Salma Akter ${index + 1}`,
  address: `Station Road ${index + 1}, Rangpur`,
  phone: `0181234${String(5000 + index).padStart(4, '0')}`,
  amount: 500,
}));

/** Serves one page at / (any path that is not a file), its script and the app's stylesheet. */
async function serve(html: string, files: Record<string, { type: string; body: string | Buffer }>) {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://control').pathname;
    const file = files[pathname] ?? (pathname.includes('.') ? undefined : { type: 'text/html', body: html });
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The built app's stylesheet (apps/web/dist/assets/index-*.css), the one the run draws with. */
function appStylesheet(root: string): string {
  const assets = path.join(root, 'apps/web/dist/assets');
  const name = fs.readdirSync(assets).find((file) => /^index-.*\.css$/.test(file));
  if (!name) throw new Error('the web app is not built: no apps/web/dist/assets/index-*.css');
  return fs.readFileSync(path.join(assets, name), 'utf8');
}

async function bundleReactAlone(root: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'bench/phone-controls/react-alone.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('the React control did not build');
  return output.text;
}

/** Opens the page once online: the service worker installs and takes control, the run is stored. */
async function warm(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.evaluate(
    (run) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('phone-control', 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore('run');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const writing = opening.result.transaction('run', 'readwrite');
          writing.objectStore('run').put(run, 'stops');
          writing.oncomplete = () => resolve();
          writing.onerror = () => reject(writing.error);
        };
      }),
    stops,
  );
  // Twice more, as a phone that has opened it before: the service worker controls, its scripts are cached.
  await page.reload();
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.close();
  await context.setOffline(true);
  return context;
}

/** The two controls, offline from their service workers with the CPU 4× slower, as the run is measured. */
export async function timeControls(browser: Browser, root: string, runs: number): Promise<PageTiming[]> {
  const files = {
    '/sw.js': { type: 'text/javascript', body: serviceWorker },
    '/page.js': { type: 'text/javascript', body: await bundleReactAlone(root) },
    '/app.css': { type: 'text/css', body: appStylesheet(root) },
  };
  const timings: PageTiming[] = [];
  const controls = [
    { page: 'control: a page of one word (offline, CPU 4× slower)', html: pages.oneWord, withReact: false },
    {
      page: 'control: the same with the app’s stylesheet (offline, CPU 4× slower)',
      html: pages.oneWordStyled,
      withReact: false,
    },
    {
      page: 'control: React alone drawing the run (offline, CPU 4× slower)',
      html: pages.reactAlone,
      withReact: true,
    },
  ];
  for (const control of controls) {
    const server = await serve(control.html, files);
    try {
      const context = await warm(browser, server.url);
      timings.push({
        page: control.page,
        ...(await timePage(
          context,
          `${server.url}/run`,
          { selector: '[data-stop]' },
          {
            runs,
            slowed: 'cpu',
            withReact: control.withReact,
          },
        )),
      });
      await context.close();
    } finally {
      await server.close();
    }
  }
  return timings;
}
