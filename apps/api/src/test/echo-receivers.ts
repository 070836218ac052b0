import http from 'node:http';
import { listenLocally, startLocalSmtpServer } from './local-server.ts';

/** A webhook receiver that answers 500 with everything it was sent: the signed headers and the body. */
export async function startEchoWebhookReceiver() {
  let requests = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests += 1;
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`Rejected ${JSON.stringify(request.headers)} ${Buffer.concat(chunks).toString('utf8')}`);
    });
  });
  const { origin, close } = await listenLocally(server);
  return {
    url: `${origin}/hooks`,
    get requests() {
      return requests;
    },
    close,
  };
}

/** An SMTP server that refuses every message with a reply quoting it (links and all). */
export async function startEchoSmtpServer() {
  let refused = 0;
  const { smtpUrl, close } = await startLocalSmtpServer((raw, _session, done) => {
    refused += 1;
    const quoted = raw.toString('utf8').replace(/\s+/g, ' ').slice(0, 3000);
    done(Object.assign(new Error(`Message rejected as spam: ${quoted}`), { responseCode: 554 }));
  });
  return {
    smtpUrl,
    get refused() {
      return refused;
    },
    close,
  };
}
