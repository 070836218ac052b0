// Part of `npm test`, after the build: the prerendered `/` (apps/web/scripts/prerender.mjs) carries
// the hero heading, the six "why choose us" card titles and the five FAQ questions as HTML, in English
// and in Bangla, before any script runs; no page has an inline script the CSP would block; and every
// prerendered form posts (or is the tracking search).
import fs from 'node:fs';
import path from 'node:path';

const dist = process.env.WEB_DIST_DIR ?? 'apps/web/dist';
const locales = 'apps/web/src/locales';
const cards = ['coverage', 'fast', 'pricing', 'secure', 'support', 'easy'];
const questions = ['send', 'where', 'cost', 'tracking', 'safety'];
// React escapes these in text.
const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

const problems = [];
for (const language of ['en', 'bn']) {
  const file = path.join(dist, 'prerendered', `home.${language}.html`);
  if (!fs.existsSync(file)) {
    problems.push(`${file} is missing: run npm run build`);
    continue;
  }
  const html = fs.readFileSync(file, 'utf8');
  const rootStart = html.indexOf(`<div id="root" data-lang="${language}">`);
  if (rootStart < 0) problems.push(`${file}: no <div id="root" data-lang="${language}">`);
  const root = html.slice(rootStart);
  const home = JSON.parse(fs.readFileSync(path.join(locales, language, 'home.json'), 'utf8'));
  const expected = [
    ['hero heading', /<h1[^>]*>([^<]*)<\/h1>/g, [home.heading]],
    ['card title', /<h3 class="card-title[^"]*">([^<]*)<\/h3>/g, cards.map((id) => home[`why.${id}.title`])],
    [
      'FAQ question',
      /data-testid="faq-question"[^>]*><span>([^<]*)<\/span>/g,
      questions.map((id) => home[`faq.${id}.question`]),
    ],
  ];
  for (const [what, pattern, texts] of expected) {
    const found = [...root.matchAll(pattern)].map((match) => match[1]);
    for (const text of texts) {
      if (!text) problems.push(`${language}: a ${what} has no translation`);
      else if (!found.includes(escapeHtml(text)))
        problems.push(`${file}: ${what} "${text}" is not in the HTML`);
    }
    if (found.length !== texts.length)
      problems.push(`${file}: ${found.length} ${what}s, expected ${texts.length}`);
  }
  console.info(`${file}: heading, ${cards.length} card titles, ${questions.length} FAQ questions`);
}

// Each prerendered page must carry exactly index.html's inline scripts (the server hashes those).
const inline = (html) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const shellScripts = JSON.stringify(inline(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')));
for (const name of fs.readdirSync(path.join(dist, 'prerendered')).filter((file) => file.endsWith('.html'))) {
  const html = fs.readFileSync(path.join(dist, 'prerendered', name), 'utf8');
  if (JSON.stringify(inline(html)) !== shellScripts)
    problems.push(`${name}: inline scripts differ from index.html`);
}

// A form on a prerendered page is used before the app's scripts run (docs/decisions/011): without a
// method it sends its fields in the address (a password in the history and the server's log). Every
// one posts; the one exception is the tracking search, a GET to /track with only the tracking ID.
const attributes = (tag) =>
  Object.fromEntries(
    [...tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1].toLowerCase(), m[2] ?? '']),
  );
for (const name of fs.readdirSync(path.join(dist, 'prerendered')).filter((file) => file.endsWith('.html'))) {
  const html = fs.readFileSync(path.join(dist, 'prerendered', name), 'utf8');
  for (const match of html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)) {
    const form = attributes(match[0].slice(0, match[0].indexOf('>')));
    const fields = [...match[1].matchAll(/<(?:input|select|textarea)\b[^>]*>/g)].map((m) => attributes(m[0]));
    const named = fields.filter((field) => field.name !== undefined).map((field) => field.name);
    const method = (form.method ?? 'get').toLowerCase();
    if (!form.action) problems.push(`${name}: a <form> without an action`);
    if (method === 'post') continue;
    const search = form.action === '/track' && named.length === 1 && named[0] === 'trackingId';
    if (!search)
      problems.push(`${name}: a <form> sends ${named.join(', ') || 'its fields'} by ${method.toUpperCase()}`);
  }
}

if (problems.length) {
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(1);
}
