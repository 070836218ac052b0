import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { runIdempotent } from './idempotency.service.ts';

/**
 * A route's action done once per Idempotency-Key (when the request has one), by `runOnce`'s rule: a
 * repeat replays the first successful answer with `Idempotent-Replayed: true`, a copy sent while the
 * first is at work waits for it and replays it too. The key covers the route, its path parameters and
 * its body, so the same key on another parcel or with another body gets 422. `work` gets the database
 * to act on: the key's transaction when there is a key (its own transactions become savepoints),
 * else `db`. `body` is what identifies the request when it is not JSON (a photo upload passes null).
 */
export async function answerOnce<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  statusCode: number,
  work: (db: Db) => Promise<T>,
  body: unknown = request.body ?? null,
): Promise<T> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') {
    reply.status(statusCode);
    return work(db);
  }
  const answer = await runIdempotent(
    db,
    {
      userId,
      key,
      operation: `${request.method} ${request.routeOptions.url}`,
      body: { params: request.params ?? null, body },
    },
    async (tx) => ({ statusCode, body: await work(tx) }),
  );
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  reply.status(answer.statusCode);
  return answer.body as T;
}
