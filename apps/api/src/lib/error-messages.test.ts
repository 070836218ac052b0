import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_ERROR_CODES } from '@better-auth/core/error';
import * as shared from '@desh/shared';
import * as sharedAreas from '@desh/shared/areas';
import { describe, expect, it } from 'vitest';
import { authErrorCodesShown, collectErrorMessages, splitArguments } from '../test/error-messages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiSource = path.resolve(here, '..');
const locales = path.resolve(here, '../../../web/src/locales');
const readLocale = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(locales, language, 'errors.json'), 'utf8'));

const sharedStrings = Object.fromEntries(
  Object.entries({ ...shared, ...sharedAreas }).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  ),
);
const found = collectErrorMessages(apiSource, sharedStrings);

describe('every error the API can answer has words in English and Bangla', () => {
  it('finds the messages (the scan is not blind)', () => {
    expect(found.problems).toEqual([]);
    expect(found.keys).toContain('No such parcel.');
    expect(found.keys).toContain('PAYOUT_TOO_LARGE');
    expect(found.keys).toContain('Please log in first.');
    expect(found.keys.length).toBeGreaterThan(80);
  });

  for (const language of ['en', 'bn']) {
    it(`locales/${language}/errors.json has each of them`, () => {
      const bundle = readLocale(language);
      const missing = [...found.keys, ...authErrorCodesShown].filter((key) => !bundle[key]?.trim());
      expect(missing, `add these keys to apps/web/src/locales/${language}/errors.json`).toEqual([]);
    });
  }

  it('the Bangla messages write numbers in Bangla digits', () => {
    const latin = Object.entries(readLocale('bn')).filter(([, text]) =>
      /[0-9]/.test(text.replace(/\{\{[^}]*\}\}/g, '')),
    );
    expect(latin).toEqual([]);
  });

  it('the Better Auth codes people can meet are real codes', () => {
    for (const code of authErrorCodesShown) expect(Object.keys(BASE_ERROR_CODES)).toContain(code);
  });

  // The source texts below hold `${…}` on purpose: they are code to be read, not templates to fill.
  it('reads arguments the way the source spells them', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text to read
    expect(splitArguments("409, 'X', `a ${f(1, 2)} b`, { a: 'c, d' })")).toEqual([
      '409',
      "'X'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text to read
      '`a ${f(1, 2)} b`',
      "{ a: 'c, d' }",
    ]);
  });

  it('refuses a message with a value inside a generic code', () => {
    const folder = fs.mkdtempSync(path.join(here, '.scan-'));
    try {
      fs.writeFileSync(
        path.join(folder, 'x.ts'),
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text to read
        'throw conflict(`Only ${max} allowed.`);\nthrow badRequest(someMessage);\n',
      );
      expect(collectErrorMessages(folder, {}).problems).toHaveLength(2);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
