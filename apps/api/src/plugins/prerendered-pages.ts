import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { trackingIdPattern, trackingIdPlaceholder, typedTrackingId } from '@desh/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FirstScreenDrawer, shellWithFirstScreen } from './first-screen.ts';
import { drawPriceCalculator, priceFlashOf } from './price-calculator-page.ts';
import { fieldScreenPreloads, preloadKey } from './route-preloads.ts';

/**
 * The web app's pages as HTML: the landing pages the build prerendered in each language
 * (apps/web/scripts/prerender.mjs writes dist/prerendered/<name>.<language>.html), and the empty
 * shell (index.html) for every other address. The visitor's language decides which file they get.
 */
export type PageLanguage = 'en' | 'bn';
const pageLanguages: PageLanguage[] = ['en', 'bn'];

const isPageLanguage = (value: string | undefined): value is PageLanguage =>
  pageLanguages.includes(value as PageLanguage);

/**
 * The saved choice (the `lang` cookie the web app mirrors from its setting), else the best
 * supported language in Accept-Language by its weights (`bn-BD` counts as `bn`), else English.
 */
export function pickLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): PageLanguage {
  const saved = /(?:^|;)\s*lang=([^;]*)/.exec(cookieHeader ?? '')?.[1]?.trim();
  if (isPageLanguage(saved)) return saved;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=(.*)$/.exec(param)?.[1]).find((value) => value !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isNaN(weight) ? 0 : weight,
        order,
      };
    })
    .filter((entry) => entry.weight > 0 && isPageLanguage(entry.language))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const best = wanted[0]?.language;
  return isPageLanguage(best) ? best : 'en';
}

interface PageFile {
  html: string;
  br?: Buffer;
  gz?: Buffer;
}

/** The prerendered page for `pathname`, and the tracking ID to write into it. */
export function matchPrerendered(pathname: string): { name: string; trackingId?: string } | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (trimmed === '/') return { name: 'home' };
  if (trimmed === '/login') return { name: 'login' };
  if (trimmed === '/signup') return { name: 'signup' };
  if (trimmed === '/track') return { name: 'track-search' };
  const id = /^\/track\/([^/]+)$/.exec(trimmed)?.[1];
  if (id === undefined) return undefined;
  let trackingId: string;
  try {
    // The web app reads the same parameter, trimmed and in capitals (app/routes/track.tsx).
    trackingId = decodeURIComponent(id).trim().toUpperCase();
  } catch {
    return undefined;
  }
  // An ID that is not one renders an error in the browser: that page was not prerendered.
  return trackingIdPattern.test(trackingId) ? { name: 'track', trackingId } : undefined;
}

/** The same cookie the web app writes when the language is switched (apps/web/src/lib/i18n.ts). */
export const languageCookie = (language: PageLanguage) =>
  `lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;

/**
 * What the prerendered pages' controls ask for when they are used before the app's scripts run:
 * the language switch is a link to `?lang=bn` (saved, then the same page without it), and the
 * tracking search a GET form with only the tracking ID (its own page, `/track/<ID>`).
 */
export function answerWithoutScripts(
  url: string,
  pathname: string,
): { location: string; language?: PageLanguage } | undefined {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return undefined;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const language = query.get('lang') ?? undefined;
  if (isPageLanguage(language)) {
    query.delete('lang');
    const rest = query.toString();
    return { location: `${pathname}${rest ? `?${rest}` : ''}`, language };
  }
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const trackingId = query.get('trackingId');
  if (trimmed === '/track' && trackingId !== null) {
    const id = typedTrackingId(trackingId);
    return { location: id ? `/track/${encodeURIComponent(id)}` : '/track' };
  }
  return undefined;
}

function readPage(file: string): PageFile | undefined {
  if (!fs.existsSync(file)) return undefined;
  const optional = (suffix: string) =>
    fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined;
  return { html: fs.readFileSync(file, 'utf8'), br: optional('.br'), gz: optional('.gz') };
}

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The refused fields of a login or sign-up sent before the app's scripts ran (the `flash` cookie that
 * page-forms.ts set for `form`), by field name: message keys, as the schema wrote them.
 */
export function refusedFieldsOf(cookieHeader: string | undefined, form: string): Record<string, string> {
  const raw = /(?:^|;)\s*flash=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (!raw) return {};
  let flash: unknown;
  try {
    flash = JSON.parse(decodeURIComponent(raw));
  } catch {
    return {};
  }
  const { form: sentBy, fields } = (flash ?? {}) as { form?: unknown; fields?: unknown };
  if (sentBy !== form || !fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] =>
        ['name', 'email', 'password'].includes(entry[0]) &&
        typeof entry[1] === 'string' &&
        entry[1].length <= 200,
    ),
  );
}

/**
 * The form's page with each refused field marked as the app's form marks it (TextField: aria-invalid,
 * aria-describedby and the message right under the input, translated): the page a browser without
 * scripts shows, and the one the app's form finds when it hydrates (it draws the same messages,
 * apps/web/src/lib/flash.ts `refusedFields`).
 */
export function drawRefusedFields(
  html: string,
  form: string,
  fields: Record<string, string>,
  messages: Record<string, string>,
): string {
  let page = html;
  for (const [name, key] of Object.entries(fields)) {
    const id = `${form}-${name}`;
    const input = new RegExp(`<input\\b[^>]*\\bid="${id}"[^>]*>`).exec(page);
    if (!input) continue;
    const marked = input[0]
      .replace(/\saria-invalid="[^"]*"/, '')
      .replace(/^<input/, `<input aria-invalid="true" aria-describedby="${id}-error"`);
    const message = `<p id="${id}-error" role="alert" class="mt-1 text-sm text-error">${escapeHtml(
      messages[key] ?? key,
    )}</p>`;
    page = page.slice(0, input.index) + marked + message + page.slice(input.index + input[0].length);
  }
  return page;
}

export type PageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
) => FastifyReply | Promise<FastifyReply>;

/**
 * Answers page addresses from `webDist`'s built files, read once at start-up; a signed-in page
 * `drawFirstScreen` draws (first-screen.ts) with its first screen in it.
 */
export function createPageSender(
  webDist: string,
  indexHtml: string,
  drawFirstScreen?: FirstScreenDrawer,
): PageSender {
  const pages = new Map<string, PageFile>();
  for (const language of pageLanguages) {
    for (const name of ['home', 'login', 'signup', 'track-search', 'track']) {
      const page = readPage(path.join(webDist, 'prerendered', `${name}.${language}.html`));
      if (page) pages.set(`${name}.${language}`, page);
    }
  }
  // The shell is the same file in both languages but for <html lang>, which screen readers and the
  // web app's first language read (apps/web/src/lib/i18n.ts).
  const shells = Object.fromEntries(
    pageLanguages.map((language) => [
      language,
      indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${language}"`),
    ]),
  ) as Record<PageLanguage, string>;
  const preloads = fieldScreenPreloads(webDist);
  const messages = Object.fromEntries(
    pageLanguages.map((language) => {
      const file = path.join(webDist, 'prerendered', `messages.${language}.json`);
      return [language, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as object) : {}];
    }),
  ) as Record<PageLanguage, Record<string, string>>;
  // Ahead of the stylesheet, so the phone asks for the code first: the shell draws nothing without it.
  const shellFor = (language: PageLanguage, pathname: string) => {
    const links = preloads.get(preloadKey(pathname));
    if (!links) return shells[language];
    const stylesheet = shells[language].indexOf('<link rel="stylesheet"');
    const at = stylesheet >= 0 ? stylesheet : shells[language].indexOf('</head>');
    return shells[language].slice(0, at) + links + shells[language].slice(at);
  };
  // The shell compressed once per language and page with preloads (15 KB of inline scripts went
  // uncompressed: 0.3 s of slow 3G before anything else). Every other address shares the plain shell.
  const compressedShells = new Map<string, Buffer>();
  const compressedShell = (language: PageLanguage, pathname: string, encoding: 'br' | 'gzip') => {
    const page = preloads.has(preloadKey(pathname)) ? preloadKey(pathname) : '';
    const key = `${encoding} ${language} ${page}`;
    let body = compressedShells.get(key);
    if (!body) {
      const html = shellFor(language, pathname);
      body = encoding === 'br' ? zlib.brotliCompressSync(html) : zlib.gzipSync(html);
      compressedShells.set(key, body);
    }
    return body;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const encoding = encodingFor(request);
    if (encoding === 'br') {
      const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('Content-Encoding', 'br').send(body);
    }
    if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(html));
    return reply.send(html);
  };

  /** The page with its first screen drawn for this visitor, or the plain shell. */
  const sendDrawn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    language: PageLanguage,
    draw: FirstScreenDrawer,
  ) => {
    const drawn = await draw(request, pathname, language);
    const encoding = encodingFor(request);
    if (!drawn) {
      if (!encoding) return reply.send(shellFor(language, pathname));
      return reply.header('Content-Encoding', encoding).send(compressedShell(language, pathname, encoding));
    }
    // The visitor's own data: kept by no cache, the browser's included (a shared one never sees it).
    void reply.header('Cache-Control', 'private, no-store');
    if (drawn.setCookies.length > 0) void reply.header('set-cookie', drawn.setCookies);
    // Without the code's preloads: the copy needs the stylesheet first (it is drawn and takes taps
    // without the code), and on the slow phone the preloaded chunks shared its bandwidth.
    return send(request, reply, shellWithFirstScreen(shells[language], drawn));
  };

  return (request, reply, pathname) => {
    const early = answerWithoutScripts(request.url, pathname);
    if (early) {
      if (early.language) void reply.header('set-cookie', languageCookie(early.language));
      return reply.header('Cache-Control', 'no-store').redirect(early.location, 303);
    }
    const language = pickLanguage(request.headers.cookie, request.headers['accept-language']);
    void reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    const match = matchPrerendered(pathname);
    const page = match && pages.get(`${match.name}.${language}`);
    const encoding = encodingFor(request);
    if (!match && drawFirstScreen) return sendDrawn(request, reply, pathname, language, drawFirstScreen);
    if (!match || !page) {
      if (!encoding) return reply.send(shellFor(language, pathname));
      return reply.header('Content-Encoding', encoding).send(compressedShell(language, pathname, encoding));
    }

    const refused =
      match.name === 'login' || match.name === 'signup'
        ? refusedFieldsOf(request.headers.cookie, match.name)
        : {};
    const drawn = Object.keys(refused).length > 0;
    const priced = match.name === 'home' ? priceFlashOf(request.headers.cookie) : undefined;
    if (match.trackingId || drawn || priced) {
      // A tracking ID is capitals and digits only (checked above): nothing to escape.
      const html = priced
        ? drawPriceCalculator(page.html, priced, messages[language], language)
        : drawn
          ? drawRefusedFields(page.html, match.name, refused, messages[language])
          : page.html.replaceAll(trackingIdPlaceholder, match.trackingId ?? '');
      return send(request, reply, html);
    }
    if (encoding === 'br' && page.br) return reply.header('Content-Encoding', 'br').send(page.br);
    if (encoding === 'gzip' && page.gz) return reply.header('Content-Encoding', 'gzip').send(page.gz);
    return reply.send(page.html);
  };
}
