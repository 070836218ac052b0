import http from 'node:http';
import { listenLocally } from './local-server.ts';

/**
 * A hostile-but-real SMS gateway: it refuses every message with 400 and an answer that repeats the
 * whole request (the URL with its API key, the number and the text, decoded too, and the headers),
 * as some gateways do in their error pages. The app must not carry any of it into a log.
 */
export async function startEchoSmsGateway() {
  const received: Array<{ url: string; message: string; apiKey: string }> = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway.local');
    const message = url.searchParams.get('message') ?? '';
    received.push({ url: request.url ?? '', message, apiKey: url.searchParams.get('api_key') ?? '' });
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        error: `Invalid request ${request.url}`,
        message,
        params: Object.fromEntries(url.searchParams),
        headers: request.headers,
      }),
    );
  });
  server.keepAliveTimeout = 1000;
  const { origin, close } = await listenLocally(server);
  return {
    received,
    /** An SMS_URL template pointing here, the API key in the query as Bangladeshi gateways take it. */
    url: `${origin}/api/smsapi?api_key={api_key}&type=text&number={number}&senderid={sender_id}&message={message}`,
    close,
  };
}
