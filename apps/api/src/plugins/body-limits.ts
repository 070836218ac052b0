import { isUtf8 } from 'node:buffer';
import { maxJsonBodyBytes, maxJsonDepth } from '@desh/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../lib/errors.ts';

/**
 * How deeply `text` nests arrays and objects, read as JSON text without parsing it: one pass, no
 * recursion, so a body of 5,000 opening brackets costs 5,000 steps and no stack. Stops counting as
 * soon as `limit` is passed.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

const tooDeep = () =>
  new AppError(
    400,
    'BODY_TOO_DEEP',
    `The request body nests too deeply (more than ${maxJsonDepth} levels of arrays and objects).`,
    undefined,
    { max: maxJsonDepth },
  );

const tooManyValues = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body holds too many values.');

/**
 * Whether any string (value or key) in a parsed body holds U+0000, which PostgreSQL text cannot
 * store. Walks with a stack of its own (no recursion) and gives up after `budget` values: past that
 * the body is refused as too large rather than walked further.
 */
export function containsNul(value: unknown, budget = 20_000): boolean {
  const pending: unknown[] = [value];
  let seen = 0;
  while (pending.length > 0) {
    const current = pending.pop();
    if (++seen > budget) throw tooManyValues();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * JSON bodies must be UTF-8 and are limited in size and nesting before they are parsed, so nothing later (validation,
 * the NUL check, Better Auth's bridge) walks a hostile shape; and text holding NUL is refused with
 * 400 rather than failing with a 500 in the database.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: maxJsonBodyBytes },
    (request, body, done) => {
      // Fastify would decode bytes that are not UTF-8 as U+FFFD and hand on text the client never sent.
      if (!isUtf8(body as Buffer)) {
        done(new AppError(400, 'INVALID_JSON', 'The request body is not valid UTF-8 text.'), undefined);
        return;
      }
      const text = (body as Buffer).toString('utf8');
      if (jsonDepthExceeds(text, maxJsonDepth)) {
        done(tooDeep(), undefined);
        return;
      }
      parseJson(request, text, done);
    },
  );

  // Params and query come from the URL, where a NUL can only arrive percent-encoded; bodies are checked
  // only when there is one. A callback hook: it runs on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      const inUrl = request.url.includes('%00');
      const inBody = request.body !== undefined && containsNul(request.body);
      done(inUrl || inBody ? badRequest('Text cannot contain the NUL character.') : undefined);
    } catch (error) {
      done(error as Error);
    }
  });
}
