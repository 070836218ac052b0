import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';

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
