// The web's component tests (vitest.config.ts, project "web"): a page drawn in happy-dom, with no server.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

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

/**
 * A SweetAlert2 toast still open when a file ends closes on its timer and restores focus 100 ms later,
 * after happy-dom's page is gone ("HTMLElement is not defined"): close it while the page is there and
 * let that last timer run.
 */
afterAll(async () => {
  if (!document.querySelector('.swal2-container')) return;
  const { default: Swal } = await import('sweetalert2');
  Swal.close();
  await new Promise((resolve) => setTimeout(resolve, 150));
});
