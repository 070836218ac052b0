import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../lib/errors.ts';

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
 * 400 (`frameworkErrors` in app.ts); these checks do the same for the query string and JSON bodies, which
 * it would otherwise decode with U+FFFD in place of the bad bytes and hand on as if the client had meant
 * that. PostgreSQL text cannot hold U+0000 either: it is refused here rather than failing in the database.
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

  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (!isUtf8(body as Buffer)) {
      done(new AppError(400, 'INVALID_JSON', 'The request body is not valid UTF-8 text.'), undefined);
      return;
    }
    parseJson(request, (body as Buffer).toString('utf8'), done);
  });

  // Params and query come from the URL, where a NUL can only arrive percent-encoded; bodies are checked
  // only when there is one. A callback hook: it runs on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const inUrl = request.url.includes('%00');
    const inBody = request.body !== undefined && (JSON.stringify(request.body) ?? '').includes('\\u0000');
    done(inUrl || inBody ? badRequest('Text cannot contain the NUL character.') : undefined);
  });
}
