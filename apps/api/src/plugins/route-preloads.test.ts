import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
};

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-preloads-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('fieldScreenPreloads', () => {
  it("names a field screen's code and the staff routes, not what the shell loads anyway", () => {
    const links = fieldScreenPreloads(dist).get('/assigned-parcels');
    expect(links).toBe(
      [
        '<link rel="modulepreload" href="/assets/staff-routes-1.js" />',
        '<link rel="modulepreload" href="/assets/assigned-parcels-1.js" />',
        '<link rel="modulepreload" href="/assets/queue-1.js" />',
      ].join(''),
    );
  });

  it("names the admin's parcel page's layout and page for any tracking ID, and a shop's dashboard without the staff routes", () => {
    const preloads = fieldScreenPreloads(dist);
    expect(preloads.get(preloadKey('/admin/parcels/DSH-1700000000001/'))).toBe(
      [
        '<link rel="modulepreload" href="/assets/staff-routes-1.js" />',
        '<link rel="modulepreload" href="/assets/admin-layout-1.js" />',
        '<link rel="modulepreload" href="/assets/admin-parcel-1.js" />',
        '<link rel="modulepreload" href="/assets/desk-1.js" />',
      ].join(''),
    );
    expect(preloadKey('/admin/parcels')).toBe('/admin/parcels');
    expect(preloads.get('/dashboard')).toBe(
      '<link rel="modulepreload" href="/assets/merchant-dashboard-1.js" />',
    );
  });

  it('skips a screen the build does not have, and everything without a manifest', () => {
    expect(fieldScreenPreloads(dist).has('/hub')).toBe(false);
    expect(fieldScreenPreloads(path.join(dist, 'missing')).size).toBe(0);
  });

  it('puts the links in the head of the shell served for that address only', async () => {
    const shell = '<!doctype html><html lang="en"><head><title>x</title></head><body></body></html>';
    const sendPage = createPageSender(dist, shell);
    const app = Fastify();
    app.setNotFoundHandler((request, reply) => sendPage(request, reply, request.url.split('?')[0] ?? ''));
    try {
      const run = (await app.inject({ method: 'GET', url: '/assigned-parcels/' })).body;
      expect(run).toBe(
        shell.replace('</head>', `${fieldScreenPreloads(dist).get('/assigned-parcels')}</head>`),
      );
      expect((await app.inject({ method: 'GET', url: '/my-parcel' })).body).toBe(shell);
    } finally {
      await app.close();
    }
  });
});
