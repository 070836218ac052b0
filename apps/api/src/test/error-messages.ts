import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads the API's source for every error it can answer, so a test can ask that each has a
 * translation (apps/web/src/locales/{en,bn}/errors.json). The web words an error by its exact English
 * message, or by its code when the message carries values (then the code is the key and `params`
 * fill it): a message built from values must therefore come with a code of its own.
 */

/** Better Auth's codes a person can meet through the web app (sign-in, sign-up, reset, profile). */
export const authErrorCodesShown = [
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'USER_NOT_FOUND',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'EMAIL_NOT_VERIFIED',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'SESSION_EXPIRED',
  'FAILED_TO_CREATE_USER',
  'FAILED_TO_UPDATE_USER',
  'VALIDATION_ERROR',
] as const;

const genericCodes = new Set(['BAD_REQUEST', 'CONFLICT', 'NOT_FOUND', 'FORBIDDEN', 'UNAUTHORIZED']);
const helpers = ['badRequest', 'conflict', 'notFound', 'forbidden', 'unauthorized', 'serviceUnavailable'];
const callPattern = new RegExp(`(new AppError|\\b(?:${helpers.join('|')}))\\(`, 'g');
const literalPattern = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g;

/** The top-level arguments of a call, from just after its `(` (strings and nesting respected). */
export function splitArguments(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = '';
  const templates: number[] = [];
  let quote: string | undefined;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    current += char;
    if (quote) {
      if (char === '\\') {
        current += text[i + 1] ?? '';
        i += 1;
      } else if (quote === '`' && char === '$' && text[i + 1] === '{') {
        current += '{';
        i += 1;
        templates.push(depth);
        depth += 1;
        quote = undefined;
      } else if (char === quote) quote = undefined;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      depth -= 1;
      if (char === '}' && templates.at(-1) === depth) {
        templates.pop();
        quote = '`';
      } else if (depth < 0) {
        current = current.slice(0, -1);
        break;
      }
    } else if (char === ',' && depth === 0) {
      args.push(current.slice(0, -1).trim());
      current = '';
    }
  }
  if (current.trim()) args.push(current.trim());
  return args;
}

const literals = (text: string) =>
  [...text.matchAll(literalPattern)].map((match) => (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1'));

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

export interface FoundMessages {
  /** Translation keys: English messages, and codes of messages that carry values. */
  keys: string[];
  /** Calls whose message cannot be translated (a value inside a generic code, an unknown variable). */
  problems: string[];
}

export function collectErrorMessages(folder: string, sharedStrings: Record<string, string>): FoundMessages {
  const keys = new Set<string>();
  const problems: string[] = [];
  for (const file of sourceFiles(folder)) {
    const source = fs.readFileSync(file, 'utf8');
    // Constants named in a call: the file's own (`const x = '…'`) and the shared package's strings.
    const constants: Record<string, string> = { ...sharedStrings };
    for (const match of source.matchAll(/const (\w+) = '((?:[^'\\]|\\.)*)';/g)) {
      constants[match[1] as string] = match[2] as string;
    }
    const resolve = (text: string) => (/^\w+$/.test(text) ? constants[text] : literals(text)[0]);
    const where = (index: number) =>
      `${path.relative(folder, file)}:${source.slice(0, index).split('\n').length}`;
    // The defaults of lib/errors.ts helpers and the error handler's own table and answers.
    for (const match of source.matchAll(/message = '((?:[^'\\]|\\.)*)'/g)) keys.add(match[1] as string);
    for (const match of source.matchAll(/\bmessage: '((?:[^'\\]|\\.)*)'/g)) {
      if (file.endsWith('error-handler.ts')) keys.add(match[1] as string);
    }
    for (const match of source.matchAll(/\bbody\(\s*'([A-Z_]+)',\s*'((?:[^'\\]|\\.)*)'/g)) {
      keys.add(match[2] as string);
    }
    // lib/errors.ts defines the helpers (their defaults are read above); the rest calls them.
    const calls = file.endsWith(`lib${path.sep}errors.ts`) ? [] : source.matchAll(callPattern);
    for (const call of calls) {
      const index = call.index ?? 0;
      if (/(?:function|const)\s+$/.test(source.slice(Math.max(0, index - 20), index))) continue;
      const args = splitArguments(source.slice(index + call[0].length));
      const isAppError = call[1] === 'new AppError';
      const code = isAppError ? resolve(args[1] ?? '') : undefined;
      const message = (isAppError ? args[2] : args[0]) ?? '';
      if (!message || message === 'undefined') continue;
      // Literals blanked out, so what is left is code: a call, a template, a condition.
      const blanked = message.replace(literalPattern, (text) => `'${' '.repeat(text.length - 2)}'`);
      const choice = blanked.includes('?') ? message.slice(blanked.indexOf('?')) : message;
      if (isAppError && code === undefined) {
        problems.push(`${where(index)}: the code must be a string literal or a constant`);
        continue;
      }
      if (!blanked.includes('`') && literals(message).length > 0 && !/[\w$]\s*\(/.test(blanked)) {
        // A literal, or a choice between literals: each one is a key.
        for (const text of literals(choice)) keys.add(text);
      } else if (/^\w+$/.test(message) && constants[message]) {
        keys.add(constants[message]);
      } else if (code && !genericCodes.has(code)) {
        keys.add(code);
      } else {
        problems.push(
          `${where(index)}: ${message.slice(0, 60)} — give a message with values a code of its own (new AppError(status, 'CODE', message, fields, params))`,
        );
      }
    }
  }
  return { keys: [...keys].sort(), problems };
}
