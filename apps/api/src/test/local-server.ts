import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** Closes `server` once its connections are gone, ending the kept-alive ones first. */
function closeNow(server: http.Server) {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * Starts a test's HTTP server (a stand-in gateway, receiver or bucket) on a free port of 127.0.0.1:
 * its origin (`http://127.0.0.1:<port>`) and a close for after the tests.
 */
export async function listenLocally(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => closeNow(server) };
}

/** The same for a test's SMTP server: the SMTP_URL that reaches it, and a close. */
export async function listenSmtpLocally(server: SMTPServer) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A test's SMTP server (no sign-in, no TLS, quiet) on a free local port: each whole message goes to
 * `onMessage` with its envelope, and `done` answers the sender (an error refuses the message).
 */
export function startLocalSmtpServer(
  onMessage: (raw: Buffer, session: SMTPServerSession, done: (error?: Error) => void) => void,
) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => onMessage(Buffer.concat(chunks), session, callback));
    },
  });
  return listenSmtpLocally(server);
}

/**
 * Ports nothing listens on now, for a server process a test starts: fixed or random numbers collide with
 * another run's servers, or with the ports the system hands out to other test files' listeners.
 */
export async function freePorts(count: number): Promise<number[]> {
  const listeners = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve) => {
          const listener = net.createServer();
          listener.listen(0, '127.0.0.1', () => resolve(listener));
        }),
    ),
  );
  const found = listeners.map((listener) => (listener.address() as AddressInfo).port);
  await Promise.all(listeners.map((listener) => new Promise((resolve) => listener.close(resolve))));
  return found;
}
