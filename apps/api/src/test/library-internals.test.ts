import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeOf, findInternals, projectSourceFiles } from './library-internals.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const broken = (source: string) => findInternals('sample.ts', source).map((finding) => finding.line);

describe('no source file touches a library’s private fields or prototypes', () => {
  it('finds each way the old data layer reached into Drizzle, node-postgres and PGlite', () => {
    for (const line of [
      'const session = db._.session;',
      "executor['_'].session.prepareQuery(built, undefined, name, false)",
      'return this.#pglite._runExclusiveQuery(() => run());',
      'const types = this._types ?? pg.types;',
      'pg.Result.prototype.addFields = function () {};',
      'const prototype = pg.Result.prototype;',
      'mapRowsQuickly(Object.getPrototypeOf(db.session));',
      'Object.setPrototypeOf(copy, original);',
      'target.prepareQuery = function quick() {};',
      'prepared.joinsNotNullableMap = built.joinsNotNullableMap;',
      'const dialect = (db as unknown as { dialect: PgDialect }).dialect;',
      '(client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();',
      'const casing = (dialect as unknown as { casing: ColumnCasing }).casing;',
    ]) {
      expect(new Set(broken(line)), line).toEqual(new Set([1]));
    }
  });

  it('leaves our own code alone: the API’s `_id`, builtins’ prototypes, casts of rows, comments', () => {
    for (const line of [
      'expect(parcel._id).toMatch(/^[0-9a-f-]{36}$/);',
      "const id = row['_id'];",
      'const requestId = /^[A-Za-z0-9._:-]{1,128}$/;',
      'await db.execute(sql`select count(*) from drizzle.__drizzle_migrations`);',
      "const message = 'call db._.session.prepareQuery';",
      'return Object.prototype.toString.call(value);',
      'const rows = (result as unknown as { rows: Row[] }).rows;',
      'const pool = (database.db as unknown as { $client: Pool }).$client;',
      "fields[match[1] || '_'] ??= match[2] ?? '';",
      '// PGlite once locked with _runExclusiveQuery; db._.session is private',
      '/* Object.getPrototypeOf(x) */ const a = 1;',
      "const text = 'a // not a comment'; const b = a._id;",
    ]) {
      expect(broken(line), line).toEqual([]);
    }
  });

  it('reads code only: comments, strings, template texts and patterns are blanked, line numbers kept', () => {
    expect(codeOf('a /* one\ntwo */ b // three\nc').split('\n')).toEqual(['a       ', '       b ', 'c']);
    expect(codeOf("const s = 'x._y'; const t = x['_y'];")).toBe("const s = '    '; const t = x['_y'];");
    const placeholder = ['$', '{row._x}'].join('');
    const template = codeOf(`sql\`from drizzle.__m where ${placeholder} = 1\``);
    expect(template).toContain(placeholder);
    expect(template).not.toContain('drizzle');
    expect(codeOf('const p = /^[a._]$/; const q = a / b._c;')).toBe(
      'const p = /       /; const q = a / b._c;',
    );
  });

  it('finds nothing in apps/ and packages/', () => {
    const files = projectSourceFiles(root);
    // The scan is not blind: it reads the API, the web app and the shared package.
    expect(files).toContain('apps/api/src/db/client.ts');
    expect(files).toContain('packages/shared/src/index.ts');
    expect(files.length).toBeGreaterThan(500);
    const findings = files.flatMap((file) =>
      findInternals(file, fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(
      findings.map((finding) => `${finding.file}:${finding.line} ${finding.rule}: ${finding.text}`),
    ).toEqual([]);
  }, 120_000);
});
