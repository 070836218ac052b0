import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstScreenDrawer, type FirstScreenRenderer, scriptSafeJson } from './first-screen.ts';
import { createPageSender } from './prerendered-pages.ts';

// The shell as the web build writes it: the copy goes before #root, the answers after it.
const shell =
  '<!doctype html><html lang="en" data-theme="light"><head><title>Desh Courier</title></head><body><div id="root"></div><script>start()</script></body></html>';

// A merchant's and a rider's session, by cookie; the dashboard's answer carries a `<` that must not
// close the element it is written into.
const sessions: Record<string, object> = {
  shop: { user: { id: 'u1', role: 'merchant', name: 'Shop </script><b>' } },
  rider: { user: { id: 'u2', role: 'rider', name: 'Rider' } },
};
const sessionOf = (cookie: string | undefined) => sessions[/session=(\w+)/.exec(cookie ?? '')?.[1] ?? ''];
const dashboard = { day: '2026-12-07', note: '</script><script>alert(1)</script>' };

/** Draws from the answers it is given, as the web build's renderer does (its own tests are e2e). */
function fakeRenderer(draw?: () => Promise<string>): FirstScreenRenderer {
  return {
    sessionAddress: '/api/auth/get-session',
    firstScreenOf: (pathname) =>
      pathname === '/dashboard'
        ? { roles: 'any', data: ['/api/parcels/dashboard'] }
        : pathname === '/assigned-parcels'
          ? { roles: ['rider'], data: ['/api/deliveries/run'] }
          : pathname === '/my-parcel'
            ? { roles: 'any', data: ['/api/parcels?page=1&limit=20'] }
            : /^\/my-parcel\/DSH-\d{13,}$/.test(pathname)
              ? { roles: 'any', data: [`/api/parcels/${pathname.split('/')[2]}/page`] }
              : undefined,
    drawFirstScreen:
      draw ??
      (async (url, language, answers) =>
        `<main data-document-title="Dashboard · ${language}"><p data-first-screen>${url} ${Object.keys(answers).length}</p></main>`),
  };
}

async function appWith(renderer: FirstScreenRenderer, dist: string): Promise<FastifyInstance> {
  const app = Fastify();
  app.get('/api/auth/get-session', async (request, reply) => {
    const session = sessionOf(request.headers.cookie);
    return reply.header('set-cookie', 'session_data=renewed; Path=/; HttpOnly').send(session ?? null);
  });
  app.get('/api/parcels/dashboard', async (request, reply) =>
    sessionOf(request.headers.cookie)
      ? dashboard
      : reply.status(401).send({ error: { code: 'UNAUTHORIZED' } }),
  );
  app.get('/api/deliveries/run', async () => ({ stops: [] }));
  app.get('/api/parcels', async (_, reply) =>
    reply
      .header('x-total-count', '21')
      .header('link', '</api/parcels?page=2&limit=20>; rel="next"')
      .header('x-request-id', 'not-for-the-page')
      .send([{ trackingId: 'DSH-1796693287708' }]),
  );
  app.get('/api/parcels/:id/page', async (_, reply) =>
    reply.status(404).send({ error: { code: 'NOT_FOUND' } }),
  );
  const sendPage = createPageSender(dist, shell, createFirstScreenDrawer(app, renderer));
  app.setNotFoundHandler((request, reply) => sendPage(request, reply, request.url.split('?')[0] ?? ''));
  await app.ready();
  return app;
}

describe('the first screen drawn by the server', () => {
  let dist: string;
  let app: FastifyInstance;
  let failing: FastifyInstance;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-first-screen-'));
    app = await appWith(fakeRenderer(), dist);
    failing = await appWith(
      fakeRenderer(() => Promise.reject(new Error('drawing failed'))),
      dist,
    );
  });
  afterAll(async () => {
    await app.close();
    await failing.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const open = (on: FastifyInstance, url: string, cookie?: string) =>
    on.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('answers a signed-in visitor with the copy, its title and the data it was drawn with, kept by no cache', async () => {
    const page = await open(app, '/dashboard', 'session=shop');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(String(page.headers.vary)).toContain('Cookie');
    // The session's renewed cookie reaches the browser, as the app's own request would have.
    expect(String(page.headers['set-cookie'])).toContain('session_data=renewed');
    expect(page.body).toContain('<html data-drawn lang="en"');
    expect(page.body).toContain('<title>Dashboard · en</title>');
    expect(page.body).toContain(
      '<div id="page-copy"><main data-document-title="Dashboard · en"><p data-first-screen>/dashboard 2</p></main></div><div id="root"></div>',
    );
    const data = /<script type="application\/json" id="first-data">(.*?)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({
      '/api/auth/get-session': { status: 200, body: JSON.stringify(sessions.shop), headers: {} },
      '/api/parcels/dashboard': { status: 200, body: JSON.stringify(dashboard), headers: {} },
    });
    // No answer can close the element or start a script: every `<` is escaped.
    expect(data).not.toContain('<');
    expect(page.body.match(/<script/g)).toHaveLength(2);
  });

  it('carries the headers the app reads with an answer: a list drawn from its first page still knows its total', async () => {
    const page = await open(app, '/my-parcel', 'session=shop');
    const data = /<script type="application\/json" id="first-data">(.*?)<\/script>/.exec(page.body)?.[1];
    const list = (JSON.parse(data ?? 'null') as Record<string, { headers: Record<string, string> }>)[
      '/api/parcels?page=1&limit=20'
    ];
    expect(list?.headers).toEqual({
      'x-total-count': '21',
      link: '</api/parcels?page=2&limit=20>; rel="next"',
    });
  });

  it("draws in the visitor's language", async () => {
    const page = await open(app, '/dashboard', 'session=shop; lang=bn');
    expect(page.body).toContain('<html data-drawn lang="bn"');
    expect(page.body).toContain('<title>Dashboard · bn</title>');
  });

  it.each([
    ['a signed-out visitor', '/dashboard', undefined],
    ['an unknown session', '/dashboard', 'session=nobody'],
    ['another role', '/assigned-parcels', 'session=shop'],
    ['an unknown parcel', '/my-parcel/DSH-1700000000000', 'session=shop'],
    ['the page with a query', '/dashboard?tab=x', 'session=shop'],
    ['a page not drawn', '/book-a-parcel', 'session=shop'],
  ])('answers %s with the plain shell', async (_, url, cookie) => {
    const page = await open(app, url, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(shell);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('draws the page for its role', async () => {
    const page = await open(app, '/assigned-parcels', 'session=rider');
    expect(page.body).toContain('<div id="page-copy">');
    expect(page.body).toContain('"/api/deliveries/run"');
  });

  it('answers with the plain shell when the drawing fails', async () => {
    const page = await open(failing, '/dashboard', 'session=shop');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(shell);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('writes JSON no `<`, U+2028 or U+2029 can break out of', () => {
    expect(scriptSafeJson({ a: '</script><!--\u2028\u2029' })).toBe(
      '{"a":"\\u003c/script>\\u003c!--\\u2028\\u2029"}',
    );
  });
});

// The field pages, by the web build's own table: each drawn for its staff, the plain shell for anyone else.
const staffSessions: Record<string, object> = {
  customer: { user: { id: 's1', role: 'customer', name: 'Shop' } },
  rider: { user: { id: 's2', role: 'rider', name: 'Rider' } },
  hub: { user: { id: 's3', role: 'hub', name: 'Hub' } },
  admin: { user: { id: 's4', role: 'admin', name: 'Admin' } },
};

describe("the field pages in the web build's table", () => {
  let dist: string;
  let app: FastifyInstance;
  const asked: string[] = [];

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-first-screen-field-'));
    app = Fastify();
    app.get(
      '/api/auth/get-session',
      async (request) => staffSessions[/role=(\w+)/.exec(request.headers.cookie ?? '')?.[1] ?? ''] ?? null,
    );
    app.get('/api/*', async (request) => {
      asked.push(request.url);
      // The one hub of the person (a hub screen's next data is asked by its id).
      return request.url === '/api/network/my-hubs' ? [{ id: 'hub 1' }] : { url: request.url };
    });
    // The web build's own table, from its source (the server loads it from the built renderer; the
    // API's TypeScript project does not take in the web's files, so it is imported by its path).
    const table = path.resolve(import.meta.dirname, '../../../web/src/app/first-screen-pages.ts');
    const { firstScreenOf } = (await import(table)) as Pick<FirstScreenRenderer, 'firstScreenOf'>;
    const renderer: FirstScreenRenderer = { ...fakeRenderer(), firstScreenOf };
    const sendPage = createPageSender(dist, shell, createFirstScreenDrawer(app, renderer));
    app.setNotFoundHandler((request, reply) => sendPage(request, reply, request.url.split('?')[0] ?? ''));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['/assigned-parcels', 'rider', 'customer', ['/api/deliveries/run']],
    ['/hub', 'hub', 'rider', ['/api/network/my-hubs']],
    ['/hub', 'admin', 'customer', ['/api/network/my-hubs']],
    [
      '/hub/runs',
      'hub',
      'rider',
      ['/api/network/my-hubs', '/api/network/hubs/hub%201/work', '/api/network/hubs/hub%201/riders-today'],
    ],
    ['/admin/parcels/DSH-1796521268895', 'admin', 'hub', ['/api/admin/parcels/DSH-1796521268895/story']],
  ])('%s is drawn for a %s, with its first data, and not for a %s', async (url, role, otherRole, data) => {
    asked.length = 0;
    const drawn = await app.inject({ method: 'GET', url, headers: { cookie: `role=${role}` } });
    expect(drawn.body).toContain('<div id="page-copy">');
    expect(asked).toEqual(data);
    const answers = /<script type="application\/json" id="first-data">(.*?)<\/script>/.exec(drawn.body)?.[1];
    expect(Object.keys(JSON.parse(answers ?? '{}'))).toEqual(['/api/auth/get-session', ...data]);
    const plain = await app.inject({ method: 'GET', url, headers: { cookie: `role=${otherRole}` } });
    expect(plain.body).toBe(shell);
  });
});
