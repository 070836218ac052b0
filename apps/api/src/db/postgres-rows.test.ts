import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAnswers, postgresServerUrl } from '../test/database.ts';
import { describeArrayRowsQuickly } from './postgres-rows.ts';

const postgresUp = await postgresAnswers(postgresServerUrl);

const columns = `select 7::int as n, 'Rahim'::text as name, '2026-12-06T10:00:00.123Z'::timestamptz as at,
  '{"a":[1,2]}'::jsonb as doc, true as ok, null::int as nothing, 12345678901::bigint as big`;

describe.skipIf(!postgresUp)('row descriptions of array rows (postgres-rows.ts)', () => {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  beforeAll(async () => {
    describeArrayRowsQuickly();
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  it('parses array rows by each column’s type, prepared and run again', async () => {
    for (let run = 0; run < 2; run += 1) {
      const result = await client.query({ name: 'rows_test', text: columns, rowMode: 'array' });
      expect(result.rows).toEqual([
        [7, 'Rahim', new Date('2026-12-06T10:00:00.123Z'), { a: [1, 2] }, true, null, '12345678901'],
      ]);
      expect(result.fields.map((field) => field.name)).toEqual([
        'n',
        'name',
        'at',
        'doc',
        'ok',
        'nothing',
        'big',
      ]);
    }
  });

  it('uses a query’s own type parsers (Drizzle keeps dates as text)', async () => {
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.TIMESTAMPTZ
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format),
    };
    const result = await client.query({ text: columns, rowMode: 'array', types } as pg.QueryConfig);
    expect(result.rows[0]?.[0]).toBe(7);
    expect(typeof result.rows[0]?.[2]).toBe('string');
  });

  it('leaves rows read as objects to node-postgres', async () => {
    const result = await client.query(columns);
    expect(result.rows).toEqual([
      {
        n: 7,
        name: 'Rahim',
        at: new Date('2026-12-06T10:00:00.123Z'),
        doc: { a: [1, 2] },
        ok: true,
        nothing: null,
        big: '12345678901',
      },
    ]);
  });
});
