import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('DATABASE_URL', () => {
  it("takes a cluster's hosts, libpq-style, with target_session_attrs", () => {
    const url = 'postgres://desh:pw@db1:5432,db2:5433/desh?target_session_attrs=read-write';
    expect(loadEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });

  it('refuses one it could not connect by, saying why', () => {
    expect(() =>
      loadEnv({ DATABASE_URL: 'postgres://u@db1:5432,db2:5433/d?target_session_attrs=standby' }),
    ).toThrow(/DATABASE_URL: target_session_attrs=standby is not supported/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://u@db/d' })).toThrow(/DATABASE_URL/);
  });
});
