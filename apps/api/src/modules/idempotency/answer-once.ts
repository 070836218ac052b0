import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { runIdempotentAction } from './idempotency.service.ts';

/**
 * A route's action done once per Idempotency-Key (when the request has one): a repeat replays the
 * first successful answer with `Idempotent-Replayed: true`. The key covers the route, its path
 * parameters and its body, so the same key on another parcel or with another body gets 422.
 * `body` is what identifies the request when it is not JSON (a photo upload passes null).
 */
export async function answerOnce<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  statusCode: number,
  work: () => Promise<T>,
  body: unknown = request.body ?? null,
): Promise<T> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') {
    reply.status(statusCode);
    return work();
  }
  const answer = await runIdempotentAction(
    db,
    {
      userId,
      key,
      operation: `${request.method} ${request.routeOptions.url}`,
      body: { params: request.params ?? null, body },
    },
    async () => ({ statusCode, body: await work() }),
  );
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  reply.status(answer.statusCode);
  return answer.body as T;
}
