import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { believableActionTime, runAtActionTime } from '../lib/action-time.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A rider's action a phone may send late: X-Action-Time is read for the timeline. Off unless set. */
    fieldAction?: boolean;
  }
}

/** Spread into a route's options: `{ ...fieldAction, schema: … }`. */
export const fieldAction = { config: { fieldAction: true } } as const;

/** The headers a field action reads (others pass through untouched), for the route's schema. */
export const fieldActionHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Any unique string (a UUID is ideal), 1–255 printable ASCII characters; remembered for 24 hours per user. ' +
        'A repeat replays the first successful answer (header Idempotent-Replayed: true).',
    ),
  'x-action-time': z
    .string()
    .optional()
    .describe(
      'When the action was really done (ISO 8601 with a zone), for an action queued offline. The timeline keeps it ' +
        'when it is at most 2 minutes ahead of the server and at most 7 days old; otherwise the server’s time.',
    ),
});

/**
 * Sets the action's own time (X-Action-Time) around the handler of a route flagged `fieldAction`:
 * the body is read by then, and the time holds until the handler's answer settles (every such handler
 * awaits its work), when it is switched off again unless another such action is under way.
 */
export function registerActionTime(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.fieldAction !== true) return;
    const handler = route.handler;
    route.handler = function atActionTime(request, reply) {
      const at = believableActionTime(request.headers['x-action-time']);
      if (!at) return handler.call(this, request, reply);
      return runAtActionTime(at, async () => handler.call(this, request, reply));
    };
  });
}
