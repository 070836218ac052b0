import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresServerUrl } from '../test/database.ts';
import { ownSocket, rememberSocket, sendTogether } from './sent-together.ts';

describe('statements sent together', () => {
  const { socket, stream } = ownSocket();
  const client = new pg.Client({ connectionString: postgresServerUrl, stream, pipeline: true });
  rememberSocket(client, socket);
  beforeAll(() => client.connect());
  afterAll(() => client.end());

  it('holds the statements called together until this turn’s promise steps have run, then sends them at once', async () => {
    const corkedWhileSending: number[] = [];
    const answers = sendTogether(client, () => {
      const first = client.query('select 1 as n');
      // A statement started one promise step later (as a query builder's `then` starts it) still joins.
      const second = Promise.resolve().then(() => {
        corkedWhileSending.push(socket.writableCorked);
        return client.query('select 2 as n');
      });
      corkedWhileSending.push(socket.writableCorked);
      return Promise.all([first, second]);
    });
    const [first, second] = await answers;
    expect([first.rows[0]?.n, second.rows[0]?.n]).toEqual([1, 2]);
    expect(corkedWhileSending).toEqual([1, 1]);
    expect(socket.writableCorked).toBe(0);
  });

  it('sends at once for a client without a kept socket', async () => {
    const answer = await sendTogether(undefined, () => client.query('select 3 as n'));
    expect(answer.rows[0]?.n).toBe(3);
  });
});
