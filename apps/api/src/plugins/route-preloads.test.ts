import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageSender } from './prerendered-pages.ts';
import { fieldScreenPreloads, preloadKey } from './route-preloads.ts';

/** A build's manifest as Vite writes it: the shell, the staff routes, one field screen, shared chunks. */
const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_queue-1.js': { file: 'assets/queue-1.js', imports: ['_react-1.js'], css: ['assets/queue-1.css'] },
  'src/app/staff-routes.tsx': { file: 'assets/staff-routes-1.js', imports: ['index.html'] },
  'src/app/routes/assigned-parcels.tsx': {
    file: 'assets/assigned-parcels-1.js',
    imports: ['index.html', '_queue-1.js', '_react-1.js'],
  },
  'src/app/routes/admin-layout.tsx': { file: 'assets/admin-layout-1.js', imports: ['index.html'] },
  'src/app/routes/admin-parcel.tsx': { file: 'assets/admin-parcel-1.js', imports: ['_desk-1.js'] },
  '_desk-1.js': { file: 'assets/desk-1.js' },
  'src/app/routes/merchant-dashboard.tsx': {
    file: 'assets/merchant-dashboard-1.js',
    imports: ['index.html'],
  },
  'src/app/routes/shop-parcel.tsx': { file: 'assets/shop-parcel-1.js', imports: ['index.html'] },
};

/** The shell's own code, named first on every page with preloads: the entry, then what it imports. */
const shellLinks = [
  '<link rel="modulepreload" href="/assets/index-1.js" />',
  '<link rel="modulepreload" href="/assets/react-1.js" />',
].join('');

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-preloads-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('fieldScreenPreloads', () => {
  it("names the shell's code, entry first, then a field screen's code and the staff routes at low priority, each once", () => {
    const links = fieldScreenPreloads(dist).get('/assigned-parcels');
    expect(links).toBe(
      [
        shellLinks,
        '<link rel="modulepreload" href="/assets/staff-routes-1.js" fetchpriority="low" />',
        '<link rel="modulepreload" href="/assets/assigned-parcels-1.js" fetchpriority="low" />',
        '<link rel="modulepreload" href="/assets/queue-1.js" fetchpriority="low" />',
      ].join(''),
    );
  });

  it("names the admin's parcel page's layout and page for any tracking ID, and a shop's pages without the staff routes", () => {
    const preloads = fieldScreenPreloads(dist);
    expect(preloads.get(preloadKey('/admin/parcels/DSH-1700000000001/'))).toBe(
      [
        shellLinks,
        '<link rel="modulepreload" href="/assets/staff-routes-1.js" fetchpriority="low" />',
        '<link rel="modulepreload" href="/assets/admin-layout-1.js" fetchpriority="low" />',
        '<link rel="modulepreload" href="/assets/admin-parcel-1.js" fetchpriority="low" />',
        '<link rel="modulepreload" href="/assets/desk-1.js" fetchpriority="low" />',
      ].join(''),
    );
    expect(preloadKey('/admin/parcels')).toBe('/admin/parcels');
    expect(preloads.get('/dashboard')).toBe(
      `${shellLinks}<link rel="modulepreload" href="/assets/merchant-dashboard-1.js" fetchpriority="low" />`,
    );
    expect(preloads.get(preloadKey('/my-parcel/DSH-1700000000001'))).toBe(
      `${shellLinks}<link rel="modulepreload" href="/assets/shop-parcel-1.js" fetchpriority="low" />`,
    );
    expect(preloadKey('/my-parcel')).toBe('/my-parcel');
  });

  it('skips a screen the build does not have, and everything without a manifest', () => {
    expect(fieldScreenPreloads(dist).has('/hub')).toBe(false);
    expect(fieldScreenPreloads(path.join(dist, 'missing')).size).toBe(0);
  });

  it('puts the links ahead of the stylesheet of the shell served for that address only, compressed when the phone accepts it', async () => {
    const shell =
      '<!doctype html><html lang="en"><head><title>x</title><link rel="stylesheet" href="/a.css"></head><body></body></html>';
    const sendPage = createPageSender(dist, shell);
    const app = Fastify();
    app.setNotFoundHandler((request, reply) => sendPage(request, reply, request.url.split('?')[0] ?? ''));
    try {
      const withLinks = shell.replace(
        '<link rel="stylesheet"',
        `${fieldScreenPreloads(dist).get('/assigned-parcels')}<link rel="stylesheet"`,
      );
      expect((await app.inject({ method: 'GET', url: '/assigned-parcels/' })).body).toBe(withLinks);
      expect((await app.inject({ method: 'GET', url: '/my-parcel' })).body).toBe(shell);

      const brotli = await app.inject({
        method: 'GET',
        url: '/assigned-parcels',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(withLinks);
      const gzip = await app.inject({
        method: 'GET',
        url: '/nowhere',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(shell);
    } finally {
      await app.close();
    }
  });
});
