import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

export const heartbeatIntervalMs = 25_000;
/** How long a browser waits before reconnecting after the stream drops. */
const reconnectDelayMs = 3_000;
/** A client that stops reading is dropped rather than buffered without end. */
const maxBufferedBytes = 1024 * 1024;

export interface EventStream {
  send(event: string, data: unknown): void;
  close(): void;
  /** Runs `cleanup` once the stream ends (the client left, or the server closed it); at once if it already has. */
  onClose(cleanup: () => void): void;
  readonly closed: boolean;
}

/** Turns the reply into a Server-Sent Events stream, with a comment heartbeat that keeps proxies from timing out. */
export function openEventStream(reply: FastifyReply, options: { heartbeatMs?: number } = {}): EventStream {
  reply.hijack();
  const raw = reply.raw;
  // Hooks already set security and rate-limit headers on the reply; a hijacked reply must send them itself.
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length') headers[name] = value;
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write(`retry: ${reconnectDelayMs}\n\n`);

  let closed = false;
  const cleanups: Array<() => void> = [];
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs ?? heartbeatIntervalMs);

  function finish(): void {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const cleanup of cleanups.splice(0)) cleanup();
  }

  function write(chunk: string): void {
    if (closed) return;
    if (raw.writableLength > maxBufferedBytes) {
      stream.close();
      return;
    }
    raw.write(chunk);
  }

  raw.on('close', finish);
  raw.on('error', finish);
  // The client may have left while the snapshot was being read, before these listeners existed.
  if (raw.destroyed || raw.socket?.destroyed) finish();

  const stream: EventStream = {
    send(event, data) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      finish();
      if (!raw.writableEnded) raw.end();
    },
    onClose(cleanup) {
      if (closed) cleanup();
      else cleanups.push(cleanup);
    },
    get closed() {
      return closed;
    },
  };
  return stream;
}
