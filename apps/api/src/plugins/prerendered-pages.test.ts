import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { trackingIdPlaceholder } from '@desh/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerWithoutScripts,
  createPageSender,
  drawRefusedFields,
  matchPrerendered,
  pickLanguage,
  refusedFieldsOf,
} from './prerendered-pages.ts';

describe('pickLanguage', () => {
  it.each([
    // [cookie, Accept-Language, expected]
    [undefined, undefined, 'en'],
    ['', '', 'en'],
    [undefined, 'bn', 'bn'],
    [undefined, 'bn-BD,bn;q=0.9,en-US;q=0.8', 'bn'],
    [undefined, 'en-US,en;q=0.9,bn;q=0.8', 'en'],
    [undefined, 'fr-FR,fr;q=0.9,bn;q=0.5', 'bn'],
    [undefined, 'en;q=0.4, bn;q=0.7', 'bn'],
    [undefined, 'bn;q=0, en;q=0.1', 'en'],
    [undefined, 'BN-bd', 'bn'],
    [undefined, 'fr, de', 'en'],
    [undefined, '*', 'en'],
    [undefined, 'bn;q=abc', 'en'],
    ['lang=bn', 'en-US', 'bn'],
    ['lang=en', 'bn-BD', 'en'],
    ['theme=dark; lang=bn; other=1', undefined, 'bn'],
    ['slang=bn', undefined, 'en'],
    ['lang=fr', 'bn', 'bn'],
    ['lang=', undefined, 'en'],
  ] as const)('cookie %j, Accept-Language %j: %s', (cookie, acceptLanguage, expected) => {
    expect(pickLanguage(cookie, acceptLanguage)).toBe(expected);
  });
});

describe('answerWithoutScripts', () => {
  it.each([
    ['/login?lang=bn', '/login', { location: '/login', language: 'bn' }],
    [
      '/track/DSH-1700000000000?lang=en',
      '/track/DSH-1700000000000',
      { location: '/track/DSH-1700000000000', language: 'en' },
    ],
    ['/?x=1&lang=bn', '/', { location: '/?x=1', language: 'bn' }],
    ['/track?trackingId=+dsh-1700000000000+', '/track', { location: '/track/DSH-1700000000000' }],
    // The bare number off a label, before the scripts run too.
    ['/track?trackingId=1796521268895', '/track', { location: '/track/DSH-1796521268895' }],
    ['/track/?trackingId=', '/track/', { location: '/track' }],
    ['/track?trackingId=a/b', '/track', { location: '/track/A%2FB' }],
    ['/?lang=fr', '/', undefined],
    ['/login', '/login', undefined],
    ['/login?trackingId=DSH-1', '/login', undefined],
  ] as const)('%s', (url, pathname, expected) => {
    expect(answerWithoutScripts(url, pathname)).toEqual(expected);
  });
});

describe('matchPrerendered', () => {
  it.each([
    ['/', { name: 'home' }],
    ['/login', { name: 'login' }],
    ['/login/', { name: 'login' }],
    ['/signup', { name: 'signup' }],
    ['/track', { name: 'track-search' }],
    ['/track/DSH-1700000000000', { name: 'track', trackingId: 'DSH-1700000000000' }],
    ['/track/dsh-1700000000000', { name: 'track', trackingId: 'DSH-1700000000000' }],
    ['/track/%20DSH-1700000000000%20', { name: 'track', trackingId: 'DSH-1700000000000' }],
    ['/track/DSH-12', undefined],
    ['/track/%3Cscript%3E', undefined],
    ['/track/%E0%A4%A', undefined],
    ['/track/DSH-1700000000000/more', undefined],
    ['/book-a-parcel', undefined],
    ['/admin', undefined],
  ])('%s', (pathname, expected) => {
    expect(matchPrerendered(pathname)).toEqual(expected);
  });
});

describe('createPageSender', () => {
  let dist: string;
  let app: FastifyInstance;
  const shell = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
  const page = (name: string, language: string, body = name) =>
    `<!doctype html><html lang="${language}"><body><div id="root" data-lang="${language}">${body}</div></body></html>`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-prerendered-'));
    fs.mkdirSync(path.join(dist, 'prerendered'));
    for (const language of ['en', 'bn']) {
      for (const name of ['home', 'login', 'signup', 'track-search']) {
        const html = page(name, language);
        const file = path.join(dist, 'prerendered', `${name}.${language}.html`);
        fs.writeFileSync(file, html);
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html));
      }
      const track = page(
        'track',
        language,
        `<input value="${trackingIdPlaceholder}"/>${trackingIdPlaceholder}`,
      );
      fs.writeFileSync(path.join(dist, 'prerendered', `track.${language}.html`), track);
    }
    const sendPage = createPageSender(dist, shell);
    app = Fastify();
    app.setNotFoundHandler((request, reply) => sendPage(request, reply, request.url.split('?')[0] ?? ''));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves / in the cookie language, else Accept-Language, else English', async () => {
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/', headers });
    expect((await get({})).body).toBe(page('home', 'en'));
    expect((await get({ 'accept-language': 'bn-BD' })).body).toBe(page('home', 'bn'));
    expect((await get({ 'accept-language': 'bn-BD', cookie: 'lang=en' })).body).toBe(page('home', 'en'));
    const response = await get({ cookie: 'lang=bn' });
    expect(response.body).toBe(page('home', 'bn'));
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
  });

  it('sends the build’s brotli or gzip copy when the browser takes it', async () => {
    const br = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(page('login', 'en'));
    const gz = await app.inject({ method: 'GET', url: '/signup', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(page('signup', 'en'));
  });

  it('writes the visitor’s tracking ID, in capitals, where the build put the placeholder', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/track/dsh-1700000000123',
      headers: { cookie: 'lang=bn', 'accept-encoding': 'br' },
    });
    const html = zlib.brotliDecompressSync(response.rawPayload).toString();
    expect(html).toBe(page('track', 'bn', '<input value="DSH-1700000000123"/>DSH-1700000000123'));
  });

  it('gives every other page address the shell, with lang set for the visitor', async () => {
    expect((await app.inject({ method: 'GET', url: '/book-a-parcel' })).body).toBe(shell);
    const bangla = await app.inject({
      method: 'GET',
      url: '/track/not-an-id',
      headers: { cookie: 'lang=bn' },
    });
    expect(bangla.body).toBe(shell.replace('lang="en"', 'lang="bn"'));
  });
});

describe('drawRefusedFields', () => {
  // The prerendered sign-up form's fields as React's server renderer writes them.
  const form = [
    '<div><label for="signup-name" class="label mb-1">Name</label><input id="signup-name" class="input w-full" aria-invalid="false" type="text" autoComplete="name" name="name"/></div>',
    '<div><label for="signup-email" class="label mb-1">Email</label><input id="signup-email" class="input w-full" aria-invalid="false" type="email" name="email"/></div>',
  ].join('');

  it('marks each refused field and writes its translated message right under it', () => {
    const html = drawRefusedFields(
      form,
      'signup',
      { name: 'Name is required.', email: 'Email is required.' },
      { 'Name is required.': 'নাম আবশ্যক।' },
    );
    expect(html).toBe(
      [
        '<div><label for="signup-name" class="label mb-1">Name</label><input aria-invalid="true" aria-describedby="signup-name-error" id="signup-name" class="input w-full" type="text" autoComplete="name" name="name"/>',
        '<p id="signup-name-error" role="alert" class="mt-1 text-sm text-error">নাম আবশ্যক।</p></div>',
        '<div><label for="signup-email" class="label mb-1">Email</label><input aria-invalid="true" aria-describedby="signup-email-error" id="signup-email" class="input w-full" type="email" name="email"/>',
        '<p id="signup-email-error" role="alert" class="mt-1 text-sm text-error">Email is required.</p></div>',
      ].join(''),
    );
  });

  it('reads only the fields of the form the cookie names, and escapes what it writes', () => {
    const cookie = `lang=bn; flash=${encodeURIComponent(
      JSON.stringify({ form: 'signup', code: 'VALIDATION_ERROR', fields: { name: '<b>', role: 'x' } }),
    )}`;
    expect(refusedFieldsOf(cookie, 'login')).toEqual({});
    const fields = refusedFieldsOf(cookie, 'signup');
    expect(fields).toEqual({ name: '<b>' });
    expect(drawRefusedFields(form, 'signup', fields, {})).toContain('>&#60;b&#62;</p>');
  });
});
