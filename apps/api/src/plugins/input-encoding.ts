import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

/**
 * decodeURIComponent refuses exactly what a query string must not hold: a `%` without two hex digits, and
 * escaped bytes that are not UTF-8 (stray continuation bytes, `%FF`, overlong forms such as `%C0%AF`,
 * and surrogates such as `%ED%A0%80`).
 */
function decodesAsUtf8(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Text arrives as UTF-8 or not at all. Fastify already answers a path whose escapes do not decode with a
 * 400 (`frameworkErrors` in app.ts); this check does the same for the query string, which it would
 * otherwise decode with U+FFFD in place of the bad bytes. JSON bodies are checked in body-limits.ts.
 */
export function registerInputEncodingChecks(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const { url } = request;
    const queryStart = url.indexOf('?');
    // Only the API reads query strings; a page address with a stray `%` still gets the web app.
    const badQuery =
      queryStart !== -1 && url.startsWith('/api/') && !decodesAsUtf8(url.slice(queryStart + 1));
    done(badQuery ? badRequest('The address is not valid.') : undefined);
  });
}
