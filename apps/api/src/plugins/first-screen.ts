import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Role } from '@desh/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageLanguage } from './prerendered-pages.ts';

/**
 * The signed-in pages answered with their first screen already drawn (the merchant's dashboard, My
 * Parcels, a shop's parcel page): on a slow phone the app's code and then the page's data, one round
 * trip after the other, took 2.3–2.9 s. The web build's server renderer (apps/web/dist-ssr, from
 * src/prerender.tsx) names the pages and their first data (app/first-screen-pages.ts) and draws them
 * with the page's own components; the data is fetched here through the API itself (`app.inject` with
 * the visitor's cookie: the same routes, checks and answers as the browser's own requests).
 */
export interface FirstAnswer {
  status: number;
  body: string;
  /** The answer's headers the app reads besides its body (a list's total and its next page). */
  headers: Record<string, string>;
}

/** The headers of an answer the web app reads (`headerNumber`, `headers.get` in apps/web/src). */
const headersTheAppReads = ['x-total-count', 'x-total-count-capped', 'x-page', 'x-limit', 'link'];

/** An answer of `app.inject` as the page carries it: its body and the headers the app reads. */
function firstAnswer(answer: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}): FirstAnswer {
  const headers: Record<string, string> = {};
  for (const name of headersTheAppReads)
    if (answer.headers[name] !== undefined) headers[name] = String(answer.headers[name]);
  return { status: answer.statusCode, body: answer.body, headers };
}

export interface FirstScreenRenderer {
  sessionAddress: string;
  firstScreenOf(pathname: string):
    | {
        roles: Role[] | 'any';
        data: string[];
        /** Data named by the first answers (by address): asked once they are in. */
        more?: (answers: Record<string, unknown>) => string[];
      }
    | undefined;
  drawFirstScreen(
    url: string,
    language: PageLanguage,
    answers: Record<string, FirstAnswer>,
    timeLimitMs?: number,
  ): Promise<string>;
}

/** A page drawn for its visitor: the copy's markup, the answers it was drawn with, the session's cookies. */
export interface DrawnPage {
  markup: string;
  answers: Record<string, FirstAnswer>;
  setCookies: string[];
}

export type FirstScreenDrawer = (
  request: FastifyRequest,
  pathname: string,
  language: PageLanguage,
) => Promise<DrawnPage | undefined>;

/**
 * The renderer next to the web build (`<dist>-ssr/prerender.js`: apps/web/dist-ssr beside apps/web/dist,
 * as `npm run build` and scripts/e2e.mjs write it), if it was built.
 */
export async function loadFirstScreenRenderer(webDist: string): Promise<FirstScreenRenderer | undefined> {
  const file = path.join(`${path.resolve(webDist)}-ssr`, 'prerender.js');
  if (!fs.existsSync(file)) return undefined;
  const bundle = (await import(pathToFileURL(file).href)) as Partial<FirstScreenRenderer>;
  const { sessionAddress, firstScreenOf, drawFirstScreen } = bundle;
  if (!sessionAddress || !firstScreenOf || !drawFirstScreen) return undefined;
  return { sessionAddress, firstScreenOf, drawFirstScreen };
}

/** How long a page may take to draw before the visitor gets the plain shell instead. */
const drawTimeLimitMs = 1500;

export function createFirstScreenDrawer(
  app: FastifyInstance,
  renderer: FirstScreenRenderer,
): FirstScreenDrawer {
  const ask = (request: FastifyRequest, url: string) =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        cookie: request.headers.cookie ?? '',
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        ...(request.headers['accept-language']
          ? { 'accept-language': request.headers['accept-language'] }
          : {}),
      },
    });

  return async (request, pathname, language) => {
    const page = renderer.firstScreenOf(pathname);
    // Only the page as first opened: with a query (a filter, a tab) its data is another request.
    if (!page || request.url.includes('?') || !request.headers.cookie) return undefined;
    // The session and the data side by side: each route checks the caller itself, and the data of a
    // visitor the page is not for is thrown away unread.
    const [session, ...data] = await Promise.all([
      ask(request, renderer.sessionAddress),
      ...page.data.map((url) => ask(request, url)),
    ]);
    if (session?.statusCode !== 200) return undefined;
    const role = (JSON.parse(session.body) as { user?: { role?: string } } | null)?.user?.role;
    if (!role || (page.roles !== 'any' && !page.roles.includes(role as Role))) return undefined;
    const answers: Record<string, FirstAnswer> = {
      [renderer.sessionAddress]: firstAnswer(session),
    };
    for (const [index, url] of page.data.entries()) {
      const answer = data[index];
      // An unknown parcel, a page refused: the app shows that itself, as today.
      if (answer?.statusCode !== 200) return undefined;
      answers[url] = firstAnswer(answer);
    }
    if (page.more) {
      const first = Object.fromEntries(
        page.data.map((url) => [url, JSON.parse(answers[url]?.body ?? 'null')]),
      );
      const next = page.more(first);
      const more = await Promise.all(next.map((url) => ask(request, url)));
      // One not answered is left out: the copy draws that part as loading and the app asks for it.
      for (const [index, url] of next.entries())
        if (more[index]?.statusCode === 200) answers[url] = firstAnswer(more[index]);
    }
    try {
      const markup = await renderer.drawFirstScreen(pathname, language, answers, drawTimeLimitMs);
      const cookies = session.headers['set-cookie'];
      const setCookies = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
      return { markup, answers, setCookies };
    } catch (error) {
      // The plain shell works as it always has; the reason is logged without the visitor's data.
      request.log.warn({ err: error, pathname }, 'first screen not drawn');
      return undefined;
    }
  };
}

/** JSON inside `<script type="application/json">`: no `<` can close the element or open a comment. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The shell with `drawn` in it: `<html data-drawn>` (index.html's head script then asks for nothing),
 * the page's title, the copy before `#root` and the answers after it, where index.html's start script
 * and the app (lib/early-requests.ts) find them.
 */
export function shellWithFirstScreen(shell: string, drawn: DrawnPage): string {
  const title = /data-document-title="([^"]*)"/.exec(drawn.markup)?.[1];
  const root = '<div id="root"></div>';
  const withTitle = title ? shell.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`) : shell;
  return withTitle
    .replace(/<html /, '<html data-drawn ')
    .replace(
      root,
      () =>
        `<div id="page-copy">${drawn.markup}</div>${root}<script type="application/json" id="first-data">${scriptSafeJson(drawn.answers)}</script>`,
    );
}
