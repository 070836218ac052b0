import net from 'node:net';

/**
 * The bench driver's HTTP/1.1 client: keep-alive connections, one request at a time on each (as a
 * phone sends), written and read straight on the socket. The driver shares the cores with the servers
 * it measures, and Node's http client (agents, request and message objects, streams, header
 * validation) cost it about half its CPU per request; this does only what the driver needs: a status,
 * a body, and a connection kept for the next request.
 */

export interface LeanResponse {
  status: number;
  text: string;
}

interface Waiting {
  resolve: (response: LeanResponse) => void;
  reject: (error: Error) => void;
}

const headerEnd = Buffer.from('\r\n\r\n');

/** The value of header `name` in a response head already in lower case, or undefined. */
function headerValue(lowerHead: string, name: string): string | undefined {
  const at = lowerHead.indexOf(`\r\n${name}:`);
  if (at === -1) return undefined;
  const start = at + name.length + 3;
  const end = lowerHead.indexOf('\r\n', start);
  return lowerHead.slice(start, end === -1 ? undefined : end).trim();
}

/** A chunked body decoded, with the bytes it took; undefined while its last chunk has not arrived. */
function dechunk(rest: Buffer): { body: Buffer; length: number } | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n', at);
    if (lineEnd === -1) return undefined;
    const size = Number.parseInt(rest.toString('latin1', at, lineEnd), 16);
    if (Number.isNaN(size)) throw new Error('a chunked response with a bad chunk size');
    if (size === 0) {
      // The last chunk, then trailers (usually none) up to an empty line.
      const end = rest.indexOf('\r\n\r\n', lineEnd);
      return end === -1 ? undefined : { body: Buffer.concat(parts), length: end + 4 };
    }
    const start = lineEnd + 2;
    if (rest.length < start + size + 2) return undefined;
    parts.push(rest.subarray(start, start + size));
    at = start + size + 2;
  }
}

/** A response read whole off `received`, with how many bytes it took; undefined while it is incomplete. */
export function readResponse(
  received: Buffer,
): { response: LeanResponse; length: number; close: boolean } | undefined {
  const headLength = received.indexOf(headerEnd);
  if (headLength === -1) return undefined;
  // Lower case once: header names and the values compared here are case-insensitive.
  const head = received.toString('latin1', 0, headLength).toLowerCase();
  const status = Number(head.slice(9, 12));
  const close = headerValue(head, 'connection') === 'close';
  const bodyStart = headLength + 4;
  if (status === 204 || status === 304 || (status >= 100 && status < 200)) {
    return { response: { status, text: '' }, length: bodyStart, close };
  }
  const contentLength = headerValue(head, 'content-length');
  if (contentLength !== undefined) {
    const length = bodyStart + Number(contentLength);
    if (received.length < length) return undefined;
    return { response: { status, text: received.toString('utf8', bodyStart, length) }, length, close };
  }
  if (headerValue(head, 'transfer-encoding') === 'chunked') {
    const chunked = dechunk(received.subarray(bodyStart));
    if (!chunked) return undefined;
    return {
      response: { status, text: chunked.body.toString('utf8') },
      length: bodyStart + chunked.length,
      close,
    };
  }
  throw new Error(`a response of status ${status} with neither a length nor chunks`);
}

class Connection {
  private readonly socket: net.Socket;
  private received: Buffer = Buffer.alloc(0);
  private waiting: Waiting | undefined;
  closed = false;

  constructor(
    host: string,
    port: number,
    onFree: (connection: Connection) => void,
    onGone: (c: Connection) => void,
  ) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
      let read: ReturnType<typeof readResponse>;
      try {
        read = readResponse(this.received);
      } catch (error) {
        this.fail(error as Error);
        return;
      }
      if (!read) return;
      this.received = this.received.subarray(read.length);
      const waiting = this.waiting;
      this.waiting = undefined;
      if (read.close) this.end();
      else {
        // An idle connection does not keep the process alive (as Node's agents do).
        this.socket.unref();
        onFree(this);
      }
      waiting?.resolve(read.response);
    });
    const gone = (error?: Error) => {
      if (this.closed) return;
      this.closed = true;
      onGone(this);
      this.waiting?.reject(error ?? new Error('the server closed the connection'));
      this.waiting = undefined;
    };
    this.socket.on('error', gone);
    this.socket.on('close', () => gone());
  }

  send(request: string, waiting: Waiting): void {
    this.waiting = waiting;
    this.socket.ref();
    this.socket.write(request);
  }

  private fail(error: Error): void {
    this.waiting?.reject(error);
    this.waiting = undefined;
    this.end();
  }

  end(): void {
    this.socket.destroy();
  }
}

/** Connections to one server, kept open between requests; a new one whenever all are busy. */
export class LeanHttpClient {
  private readonly idle: Connection[] = [];
  private readonly all = new Set<Connection>();
  private readonly hostHeader: string;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {
    this.hostHeader = `${host}:${port}`;
  }

  request(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<LeanResponse> {
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.hostHeader}\r\n`;
    for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    const request = `${head}\r\n${body ?? ''}`;
    return new Promise((resolve, reject) => this.connection().send(request, { resolve, reject }));
  }

  private connection(): Connection {
    for (let connection = this.idle.pop(); connection; connection = this.idle.pop()) {
      if (!connection.closed) return connection;
    }
    const connection = new Connection(
      this.host,
      this.port,
      (free) => this.idle.push(free),
      (gone) => this.all.delete(gone),
    );
    this.all.add(connection);
    return connection;
  }

  close(): void {
    for (const connection of this.all) connection.end();
    this.all.clear();
    this.idle.length = 0;
  }
}

const clients = new Map<string, LeanHttpClient>();

/** One request to an absolute `http://` address, on that server's kept connections. */
export function leanRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<LeanResponse> {
  const schemeEnd = url.indexOf('//') + 2;
  const pathStart = url.indexOf('/', schemeEnd);
  const origin = url.slice(0, pathStart === -1 ? undefined : pathStart);
  let client = clients.get(origin);
  if (!client) {
    if (!origin.startsWith('http://')) throw new Error(`only http:// addresses: ${url}`);
    const { hostname, port } = new URL(origin);
    client = new LeanHttpClient(hostname, Number(port || 80));
    clients.set(origin, client);
  }
  return client.request(method, pathStart === -1 ? '/' : url.slice(pathStart), headers, body);
}

/** Closes every kept connection (at the end of a run, so the process can exit). */
export function closeLeanClients(): void {
  for (const client of clients.values()) client.close();
  clients.clear();
}
