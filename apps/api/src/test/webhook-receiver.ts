import http from 'node:http';
import { listenLocally } from './local-server.ts';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

/** A local webhook receiver for tests: records what arrives; `answer` decides the status it replies with. */
export async function startReceiver(): Promise<{
  url: string;
  received: ReceivedWebhook[];
  answer: { status: number };
  close(): Promise<void>;
}> {
  const received: ReceivedWebhook[] = [];
  const answer = { status: 200 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (answer.status >= 200 && answer.status < 300) {
        received.push({
          headers: Object.fromEntries(
            Object.entries(request.headers).map(([key, value]) => [key, String(value)]),
          ),
          body: Buffer.concat(chunks).toString('utf8'),
        });
      }
      response.writeHead(answer.status, { 'content-type': 'text/plain' });
      response.end(answer.status < 300 ? 'ok' : 'down for maintenance');
    });
  });
  const { origin, close } = await listenLocally(server);
  return { url: `${origin}/hooks`, received, answer, close };
}
