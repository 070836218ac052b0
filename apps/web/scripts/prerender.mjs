// Build step after `vite build` and `vite build --ssr src/prerender.tsx`: renders the landing pages
// (src/app/landing-pages.ts) with React's server renderer, in English and Bangla, into the built
// index.html, and writes them as dist/prerendered/<name>.<language>.html (+ .br and .gz). The API
// serves the one in the visitor's language (apps/api/src/plugins/prerendered-pages.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/prerender.mjs [dist] [ssr bundle]`: defaults are `vite build`'s own folders.
const dist = path.resolve(process.argv[2] ?? path.join(web, 'dist'));
const ssrDir = path.resolve(process.argv[3] ?? path.join(web, 'dist-ssr'));
const entry = fs.readdirSync(ssrDir).find((file) => /^prerender\.m?js$/.test(file));
if (!entry) throw new Error(`No prerender bundle in ${ssrDir}: run vite build --ssr src/prerender.tsx`);
// React's server renderer picks its build from NODE_ENV when it loads: the production one, whatever
// the caller's shell says, as vite.config.ts does for the bundles.
process.env.NODE_ENV = 'production';
if (/\bjsxDEV\b/.test(fs.readFileSync(path.join(ssrDir, entry), 'utf8')))
  throw new Error(`${entry} was built with React's development JSX runtime`);
const { renderPage, prerenderedPages, formMessages } = await import(
  pathToFileURL(path.join(ssrDir, entry)).href
);

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot}`);
if (!/<html lang="en"/.test(template)) throw new Error('dist/index.html must start <html lang="en"');

const out = path.join(dist, 'prerendered');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

for (const language of ['en', 'bn']) {
  // The field messages, for the server to draw a refused form's fields by them (page-forms.ts).
  fs.writeFileSync(path.join(out, `messages.${language}.json`), JSON.stringify(await formMessages(language)));
  for (const { name, url } of prerenderedPages) {
    const markup = await renderPage(url, language);
    // The server's CSP allows only the inline scripts of index.html (by hash).
    if (markup.includes('<script')) throw new Error(`${url} (${language}) rendered a <script>`);
    // The page's own name for the tab (PageTitle's data-document-title), already HTML-escaped.
    const title = /data-document-title="([^"]*)"/.exec(markup)?.[1];
    if (!title) throw new Error(`${url} (${language}) has no data-document-title`);
    const html = template
      .replace('<html lang="en"', `<html lang="${language}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace(emptyRoot, () => `<div id="root" data-lang="${language}">${markup}</div>`);
    const file = path.join(out, `${name}.${language}.html`);
    fs.writeFileSync(file, html);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
    );
    console.info(`prerendered ${url} (${language}): ${(html.length / 1024).toFixed(1)} KB`);
  }
}
// The renderer's bundle stays beside dist: the API draws signed-in pages with it at request time
// (apps/api/src/plugins/first-screen.ts). Outside dist, so it is never served as a file.
// Rendering leaves i18next and TanStack Query timers behind; the work is done.
process.exit(0);
