/**
 * Answers the app's first GETs find waiting, so a slow phone does not wait for the code and then for
 * each answer in turn:
 * - the requests index.html's head script starts while the app's code is still downloading (the
 *   session on every page, a page's first data once the session shows someone signed in);
 * - the answers the server put in a page it drew (`<script type="application/json" id="first-data">`,
 *   apps/api plugins/first-screen.ts): the same requests, answered before the page left the server.
 * Each is handed over once, to the first identical GET; one that failed or was not made is fetched again.
 * On the server (app/draw-first-screen.tsx) the same table holds the answers the page is drawn with.
 */
type EarlyGlobal = typeof globalThis & { __early?: Record<string, Promise<Response>> };

export const firstDataElementId = 'first-data';

interface FirstAnswer {
  status: number;
  body: string;
}

/** The server's answers in the page, read into the table the first time it is asked. */
function readFirstData(early: Record<string, Promise<Response>>): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(firstDataElementId);
  if (!element) return;
  element.remove();
  try {
    const answers = JSON.parse(element.textContent ?? '{}') as Record<string, FirstAnswer>;
    for (const [url, { status, body }] of Object.entries(answers)) {
      early[url] = Promise.resolve(
        new Response(body, { status, headers: { 'content-type': 'application/json' } }),
      );
    }
  } catch {
    // Not readable: the app asks for its data itself.
  }
}

export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const scope = globalThis as EarlyGlobal;
  if (typeof document !== 'undefined' && document.getElementById(firstDataElementId)) {
    scope.__early ??= {};
    readFirstData(scope.__early);
  }
  const early = scope.__early;
  const response = early?.[url];
  if (early && response) delete early[url];
  return response;
}

/** Signing in or out makes every answer fetched before it stale. */
export function dropEarlyResponses(): void {
  delete (globalThis as EarlyGlobal).__early;
  if (typeof document !== 'undefined') document.getElementById(firstDataElementId)?.remove();
}
