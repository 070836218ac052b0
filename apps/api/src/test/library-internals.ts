import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Ways source code reaches into a library past its public API (docs/decisions/040): a private or
 * internal member, a class's prototype, or one of the internal names of Drizzle, node-postgres and
 * PGlite that our code once patched or read. Libraries are used as their authors publish them.
 */
export interface InternalsRule {
  name: string;
  pattern: RegExp;
}

/** JavaScript's own constructors: reading their prototypes (`Object.prototype.toString`) touches no library. */
const builtins =
  'Object|Array|Function|String|Number|Boolean|Symbol|BigInt|Date|RegExp|Error|Map|Set|WeakMap|WeakSet|Promise|ArrayBuffer|Uint8Array';

export const internalsRules: InternalsRule[] = [
  {
    // `_id` is the API's own record id (packages/shared schemas), not a library's. Names with two
    // underscores are globals a page's scripts share (`window.__early`); `__proto__` is the next rule's.
    name: 'a member whose name starts with an underscore (private by convention: `db._.session`, `_runExclusiveQuery`, `_types`)',
    pattern: /(?:\?\.|\.)\s*(?!_id\b)_(?!_)[\w$]*|\[\s*(['"`])(?!_id\1)_(?!_)[\w$]*\1\s*\]/,
  },
  {
    name: "a class's prototype (`pg.Result.prototype.addFields = …`)",
    pattern: new RegExp(
      `(?<![\\w$.])(?!(?:${builtins})\\.prototype\\b)[A-Za-z_$][\\w$]*(?:\\.[\\w$]+)*\\.prototype\\b`,
    ),
  },
  {
    name: "an object's prototype read or changed (`Object.getPrototypeOf(db.session)`, `__proto__`)",
    pattern: /\b(?:get|set)PrototypeOf\s*\(|__proto__/,
  },
  {
    name: "Drizzle's session and prepared-query internals (`prepareQuery`, `joinsNotNullableMap`, `customResultMapper`, `shouldInlineParams`)",
    pattern: /\.\s*(?:prepareQuery|joinsNotNullableMap|customResultMapper|shouldInlineParams)\b/,
  },
  {
    name: "node-postgres' row descriptions and connection (`addFields`, `parsedStatements`, a client's `connection`)",
    pattern: /\.\s*(?:addFields|parsedStatements)\b|as\s+unknown\s+as\s+\{[^}]*\bconnection\??\s*:/,
  },
  {
    name: "a cast that reaches Drizzle's dialect, session, casing or SQL decoder (not in its types)",
    pattern: /as\s+unknown\s+as\s+\{[^}]*\b(?:dialect|session|casing|decoder)\??\s*:/,
  },
];

export interface InternalsFinding {
  file: string;
  line: number;
  rule: string;
  text: string;
}

const regexAfter = new Set([
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
]);
const regexAfterWord = /\b(?:return|typeof|case|do|else|in|of|yield|await|void|delete|throw|new)$/;

/**
 * The code alone: comments, and the insides of strings, template texts and regular expressions,
 * blanked (line numbers kept), so SQL, messages and patterns are not read as code. A string that is a
 * computed member's name (`x['_types']`) is kept. Code inside a template's `${…}` stays code.
 */
export function codeOf(source: string): string {
  const parts: string[] = [];
  /** The last characters written but white space (what a `/` follows decides whether it starts a pattern). */
  let recent = '';
  const write = (text: string) => {
    parts.push(text);
    if (/\S/.test(text)) recent = (recent + text).replace(/\s+$/, '').slice(-24);
  };
  let index = 0;
  /** Open template literals, each with the depth of braces its current `${…}` is at. */
  const templates: number[] = [];
  let inTemplateText = false;
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  const previousCode = () => recent;
  while (index < source.length) {
    const char = source[index] as string;
    const next = source[index + 1];
    if (inTemplateText) {
      if (char === '\\') {
        write(blank(source.slice(index, index + 2)));
        index += 2;
      } else if (char === '`') {
        write(char);
        templates.pop();
        inTemplateText = false;
        index += 1;
      } else if (char === '$' && next === '{') {
        write('${');
        templates[templates.length - 1] = 1;
        inTemplateText = false;
        index += 2;
      } else {
        write(blank(char));
        index += 1;
      }
      continue;
    }
    if (char === '/' && next === '/') {
      while (index < source.length && source[index] !== '\n') index += 1;
      continue;
    }
    if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      const stop = end === -1 ? source.length : end + 2;
      write(blank(source.slice(index, stop)));
      index = stop;
      continue;
    }
    if (char === '"' || char === "'") {
      let stop = index + 1;
      while (stop < source.length && source[stop] !== char && source[stop] !== '\n') {
        stop += source[stop] === '\\' ? 2 : 1;
      }
      const inside = source.slice(index + 1, stop);
      const member = previousCode().endsWith('[') && /^_[\w$]*$/.test(inside);
      write(char + (member ? inside : blank(inside)) + (source[stop] ?? ''));
      index = stop + 1;
      continue;
    }
    if (char === '`') {
      write(char);
      templates.push(0);
      inTemplateText = true;
      index += 1;
      continue;
    }
    if (char === '/') {
      const before = previousCode();
      const last = before[before.length - 1];
      if (last === undefined || regexAfter.has(last) || regexAfterWord.test(before)) {
        let stop = index + 1;
        let inClass = false;
        while (stop < source.length && source[stop] !== '\n') {
          const at = source[stop];
          if (at === '\\') stop += 1;
          else if (at === '[') inClass = true;
          else if (at === ']') inClass = false;
          else if (at === '/' && !inClass) break;
          stop += 1;
        }
        write(`/${blank(source.slice(index + 1, stop))}/`);
        index = stop + 1;
        continue;
      }
    }
    if (templates.length > 0 && (templates[templates.length - 1] as number) > 0) {
      if (char === '{') templates[templates.length - 1] = (templates[templates.length - 1] as number) + 1;
      if (char === '}') {
        templates[templates.length - 1] = (templates[templates.length - 1] as number) - 1;
        if (templates[templates.length - 1] === 0) inTemplateText = true;
      }
    }
    write(char);
    index += 1;
  }
  return parts.join('');
}

/** Every place in `source` that breaks a rule. */
export function findInternals(file: string, source: string): InternalsFinding[] {
  const findings: InternalsFinding[] = [];
  const original = source.split('\n');
  for (const [index, code] of codeOf(source).split('\n').entries()) {
    for (const rule of internalsRules) {
      if (!rule.pattern.test(code)) continue;
      findings.push({ file, line: index + 1, rule: rule.name, text: (original[index] ?? '').trim() });
    }
  }
  return findings;
}

const sourceFile = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

/** The project's own source files under apps/ and packages/ (as git tracks them), from the repository's root. */
export function projectSourceFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return listed
    .split('\n')
    .filter((file) => sourceFile.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => fs.existsSync(path.join(root, file)));
}
