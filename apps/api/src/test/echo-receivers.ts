import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { listenLocally, listenSmtpLocally } from './local-server.ts';

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
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        refused += 1;
        const quoted = Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' ').slice(0, 3000);
        const error = Object.assign(new Error(`Message rejected as spam: ${quoted}`), { responseCode: 554 });
        callback(error);
      });
    },
  });
  const { smtpUrl, close } = await listenSmtpLocally(server);
  return {
    smtpUrl,
    get refused() {
      return refused;
    },
    close,
  };
}
