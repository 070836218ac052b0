// The web's component tests (vitest.config.ts, project "web"): a page drawn in happy-dom, with no server.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * No server answers here: the session is "signed out" (Better Auth's `null`) and every other request
 * gets a 404 in the API's error shape; a test that needs an answer stubs fetch itself.
 */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === '/api/auth/get-session') return Response.json(null);
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
