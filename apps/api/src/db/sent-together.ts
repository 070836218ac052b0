import net from 'node:net';

/** The socket of each pooled client, made here and handed to node-postgres through its `stream` option. */
const sockets = new WeakMap<object, net.Socket>();

/**
 * node-postgres' `stream` option with a socket this module keeps for `client` (`rememberSocket` once the
 * client exists): the same plain socket node-postgres would make and connect itself.
 */
export function ownSocket(): { socket: net.Socket; stream: () => net.Socket } {
  const socket = new net.Socket();
  return { socket, stream: () => socket };
}

export function rememberSocket(client: object, socket: net.Socket): void {
  sockets.set(client, socket);
}

/**
 * Calls `send` with `client`'s socket corked until the statements it started have been handed to it (the
 * promise steps of this turn of the event loop): they leave in one write, one system call, and PostgreSQL
 * reads them at once, instead of one write each. Only for statements that do not wait on each other's
 * answers (node-postgres pipelines them, db/client.ts). A client without a kept socket (PGlite) just sends.
 */
export function sendTogether<T>(client: object | undefined, send: () => T): T {
  const socket = client ? sockets.get(client) : undefined;
  if (!socket) return send();
  socket.cork();
  // setImmediate runs after this turn's promise steps: a query builder sends its statement on `then`.
  setImmediate(() => socket.uncork());
  return send();
}
