import type { Request } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';
import { bookViaApi } from './support/api-steps';
import { servePlainShell } from './support/plain-shell';
import { throttleLikeACheapPhone } from './support/slow-phone';

/**
 * My Parcels on a slow phone (150 ms latency, 1.6 Mbit/s, CPU 4x slower): the list's request must
 * not wait for the app's code, nor for the session's answer and the user record behind it. The time
 * the list took is noted in the report (it depends on how busy the machine is). A first visit arrives drawn
 * by the server with the list in it (decision 080, first-screen.spec.ts); this is the returning phone's
 * plain shell.
 */
test('My Parcels asks for the session and the list while the code loads, not after it, on a slow phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await bookViaApi(page.request);
  await throttleLikeACheapPhone(page);
  const started = new Map<Request, number>();
  const finished = new Map<Request, number>();
  page.on('request', (request) => started.set(request, Date.now()));
  page.on('requestfinished', (request) => finished.set(request, Date.now()));

  await servePlainShell(page, '/my-parcel');
  const start = Date.now();
  await page.goto('/my-parcel', { waitUntil: 'commit' });
  await expect(page.locator('ol[aria-label="My Parcels"] li').first()).toBeVisible({ timeout: 15_000 });
  const shownMs = Date.now() - start;

  const first = (pattern: RegExp) =>
    [...started.keys()].find((request) => pattern.test(new URL(request.url()).pathname));
  const session = first(/^\/api\/auth\/get-session$/);
  const list = first(/^\/api\/parcels$/);
  // The app's entry script: index.html's one module script, the largest download before the page works.
  const appScript = first(/^\/assets\/index-[^/]+\.js$/);
  expect(session, 'the session request').toBeDefined();
  expect(list, 'the list request').toBeDefined();
  expect(appScript, 'the app script').toBeDefined();
  const at = (times: Map<Request, number>, request: Request | undefined) =>
    (request && times.get(request)) ?? Number.POSITIVE_INFINITY;
  const listStart = at(started, list);
  const timing = `list shown after ${shownMs} ms; list asked for at ${listStart - start} ms`;
  test.info().annotations.push({ type: 'timing', description: timing });
  console.info(timing);
  // No waterfall behind the code: session and list are asked for while the app's code is still arriving.
  expect(at(started, session), 'the session request starts before the app script has arrived').toBeLessThan(
    at(finished, appScript),
  );
  expect(listStart, 'the list request starts before the app script has arrived').toBeLessThan(
    at(finished, appScript),
  );
});

// A signed-out visitor on My Parcels is sent to login without asking for the list: auth.spec.ts › login ›
// redirects a signed-out visitor to /login without asking for the list.
