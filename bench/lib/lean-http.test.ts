import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeLeanClients, leanRequest, readResponse } from './lean-http.ts';

let server: http.Server;
let base: string;
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (request.url === '/empty') {
        response.writeHead(204).end();
      } else if (request.url === '/chunked') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('part one, ');
        setTimeout(() => response.end('part two: বাংলা'), 5);
      } else if (request.url === '/close') {
        response.writeHead(200, { connection: 'close', 'content-length': '3' }).end('bye');
      } else {
        const answer = JSON.stringify({ echo: body, path: request.url });
        response.writeHead(201, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(answer),
        });
        response.end(answer);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  closeLeanClients();
  await new Promise((resolve) => server.close(resolve));
});

describe('the bench driver’s lean HTTP client', () => {
  it('sends a JSON body with its byte length and reads the answer with its status', async () => {
    const body = JSON.stringify({ name: 'রহিম' });
    const response = await leanRequest(
      `${base}/parcels?x=1`,
      'POST',
      { 'content-type': 'application/json' },
      body,
    );
    expect(response.status).toBe(201);
    expect(JSON.parse(response.text)).toEqual({ echo: body, path: '/parcels?x=1' });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('keeps the connection for the next request, and opens more when several are in flight', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => leanRequest(`${base}/many/${index}`, 'GET', {})),
    );
    expect(answers.map((answer) => JSON.parse(answer.text).path)).toEqual(
      Array.from({ length: 20 }, (_, index) => `/many/${index}`),
    );
    const again = await leanRequest(`${base}/again`, 'GET', {});
    expect(again.status).toBe(201);
  });

  it('reads answers without a body, in chunks, and closed by the server', async () => {
    expect(await leanRequest(`${base}/empty`, 'DELETE', {})).toEqual({ status: 204, text: '' });
    expect(await leanRequest(`${base}/chunked`, 'GET', {})).toEqual({
      status: 200,
      text: 'part one, part two: বাংলা',
    });
    expect(await leanRequest(`${base}/close`, 'GET', {})).toEqual({ status: 200, text: 'bye' });
    // The next request goes out on a new connection.
    expect((await leanRequest(`${base}/after-close`, 'GET', {})).status).toBe(201);
  });

  it('fails a request whose server is gone', async () => {
    await expect(leanRequest('http://127.0.0.1:1/nothing', 'GET', {})).rejects.toThrow();
  });
});

describe('readResponse', () => {
  const head = 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n';

  it('waits for the whole head and body', () => {
    expect(readResponse(Buffer.from('HTTP/1.1 200 OK\r\nContent-Len'))).toBeUndefined();
    expect(readResponse(Buffer.from(`${head}ab`))).toBeUndefined();
    expect(readResponse(Buffer.from(`${head}abcde`))).toEqual({
      response: { status: 200, text: 'abcde' },
      length: head.length + 5,
      close: false,
    });
  });

  it('waits for a chunked body’s last chunk and counts its bytes', () => {
    const chunked = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n';
    expect(readResponse(Buffer.from(chunked))).toBeUndefined();
    expect(readResponse(Buffer.from(`${chunked}0\r\n\r\nHTTP/1.1`))).toEqual({
      response: { status: 200, text: 'abcde' },
      length: chunked.length + 5,
      close: false,
    });
  });

  it('refuses an answer it cannot tell the end of', () => {
    expect(() => readResponse(Buffer.from('HTTP/1.1 200 OK\r\n\r\nabc'))).toThrow(
      /neither a length nor chunks/,
    );
  });
});
