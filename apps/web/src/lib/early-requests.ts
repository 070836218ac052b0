/**
 * Answers the app's first GETs find waiting (`window.__early`, by address), so a slow phone does not
 * wait for the code and then for each answer in turn:
 * - the requests index.html's head script starts while the app's code is still downloading (the
 *   session on every page, a page's first data once the session shows someone signed in);
 * - the answers the server drew a signed-in page with (apps/api plugins/first-screen.ts), which
 *   index.html's start script puts there from the page.
 * Each is handed over once, to the first identical GET; one that failed or was not made is fetched again.
 * On the server (app/draw-first-screen.tsx) the same table holds the answers the page is drawn with.
 */
type EarlyGlobal = typeof globalThis & { __early?: Record<string, Promise<Response>> };

export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = (globalThis as EarlyGlobal).__early;
  const response = early?.[url];
  if (early && response) delete early[url];
  return response;
}

/** Signing in or out makes every answer fetched before it stale. */
export function dropEarlyResponses(): void {
  delete (globalThis as EarlyGlobal).__early;
}
