// The web's component tests (vitest.config.ts, project "web"): a page drawn in happy-dom, with no server.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { fakeApi } from './fake-api';

/**
 * No server answers here: the session is "signed out" and every other request gets the API's 404
 * (fake-api.ts); a test that needs an answer calls `fakeApi` itself.
 */
beforeEach(() => {
  fakeApi({});
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
