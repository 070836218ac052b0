import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helpers.ts';
import { createTestContext, type TestContext } from './helpers.ts';

const themeScript =
  "try{document.documentElement.dataset.theme=localStorage.getItem('theme')||'light'}catch(e){}";
const themeHash = `'sha256-${crypto.createHash('sha256').update(themeScript).digest('base64')}'`;
const indexHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Desh Courier</title>
<script>${themeScript}</script>
<script type="module" crossorigin src="/assets/index-test.js"></script></head>
<body><div id="root"></div></body></html>`;

/** CSP header -> { directive: [sources] } */
function directives(header: unknown): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy[name] = sources;
  }
  return policy;
}

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-test.js'), 'console.info("app");');
  ctx = await createTestContext({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each(['/', '/book-a-parcel'])('%s: strict CSP, no framing, referrer policy, nosniff', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src']).toContain(themeHash);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).toContain("'wasm-unsafe-eval'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Served over plain http: HSTS would pin the host to https that it does not have.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/api/health', '/api/track/DSH-1', '/api/nothing-here'])(
    '%s (JSON): nothing may run, be framed or be sniffed',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toContain('application/json');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('serves the page whose inline script the CSP hash allows', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain(`<script>${themeScript}</script>`);
  });

  it('sends HSTS (and upgrade-insecure-requests) when PUBLIC_URL is https', async () => {
    const publicUrl = 'https://desh.example';
    let app: FastifyInstance | undefined;
    try {
      app = await buildTestApp({
        env: { ...ctx.env, PUBLIC_URL: publicUrl, publicUrl },
        database: ctx.database,
        logger: false,
      });
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const api = await app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(response.headers['content-security-policy'])).toHaveProperty(
        'upgrade-insecure-requests',
      );
    } finally {
      await app?.close();
    }
  });

  it('/api/docs still loads, under a CSP of its own', async () => {
    const site = directives(
      (await ctx.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    let response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      response = await ctx.app.inject({ method: 'GET', url: String(response.headers.location) });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
    const docs = directives(response.headers['content-security-policy']);
    expect(docs['script-src']).toEqual(["'self'"]);
    expect(docs['img-src']).toContain('validator.swagger.io');
    expect(site['img-src']).not.toContain('validator.swagger.io');
    const script = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    const openapi = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(openapi.statusCode).toBe(200);
    expect(openapi.json().paths).toHaveProperty('/api/ready');
  });
});
