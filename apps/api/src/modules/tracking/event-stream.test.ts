import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { connectSse } from '../../test/sse-client.ts';
import { type EventStream, openEventStream } from './event-stream.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(onStream: (stream: EventStream) => void): Promise<string> {
  app = Fastify();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-from-hook', 'kept');
  });
  app.get('/stream', async (_request, reply) => {
    onStream(openEventStream(reply, { heartbeatMs: 40 }));
    return reply;
  });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe('openEventStream', () => {
  it('sends named events with JSON data, headers from hooks, and comment heartbeats', async () => {
    const url = await serve((stream) => stream.send('hello', { text: 'line one\nline two' }));
    const client = await connectSse(`${url}/stream`);
    expect(client.response.headers.get('x-from-hook')).toBe('kept');
    expect(client.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await client.next()).toEqual({ event: 'hello', data: '{"text":"line one\\nline two"}' });
    expect(await client.next()).toEqual({ event: 'comment', data: 'heartbeat' });
    expect(await client.next()).toEqual({ event: 'comment', data: 'heartbeat' });
    client.close();
  });

  it('runs cleanups once when the client leaves, and at once when added after', async () => {
    let opened: EventStream | undefined;
    let cleanups = 0;
    const url = await serve((stream) => {
      opened = stream;
      stream.onClose(() => {
        cleanups += 1;
      });
    });
    const client = await connectSse(`${url}/stream`);
    await client.next();
    client.close();
    const deadline = Date.now() + 2_000;
    while (!opened?.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(opened?.closed).toBe(true);
    expect(cleanups).toBe(1);
    let late = false;
    opened?.onClose(() => {
      late = true;
    });
    expect(late).toBe(true);
    opened?.close();
    expect(cleanups).toBe(1);
  });

  it('ends the response when the server closes the stream', async () => {
    const url = await serve((stream) => {
      stream.send('bye', {});
      stream.close();
    });
    const client = await connectSse(`${url}/stream`);
    expect(await client.next()).toEqual({ event: 'bye', data: '{}' });
    expect(await client.next()).toBeUndefined();
  });
});
