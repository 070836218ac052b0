// The server's drawing of a signed-in page's first screen at request time (built into the SSR bundle
// with src/prerender.tsx, called by the API's plugins/first-screen.ts). The page's own components
// draw it with the page's own queries; their answers are the ones the API fetched for the visitor
// (`answers`, by address), handed to the queries exactly as the browser's early requests are
// (lib/early-requests.ts). The browser does not hydrate it: index.html's start script shows it as a
// copy until the app has drawn the page itself.
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { sessionQueryKey } from '../features/auth/api/auth-api';
import { i18n, type Language } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { sessionAddress } from './first-screen-pages';
import { AppProvider } from './provider';
import { rootRouteId, routes } from './router';
import { staffRoutes } from './staff-routes';

export interface FirstAnswer {
  status: number;
  body: string;
  /** The answer's headers the app reads besides its body (X-Total-Count, Link). */
  headers?: Record<string, string>;
}

// Every route at once, the staff's too (the browser learns those on their first visit).
const everyRoute = routes.map(
  (route): RouteObject =>
    route.id === rootRouteId && !route.index
      ? { ...route, children: [...staffRoutes, ...(route.children ?? [])] }
      : route,
);
const handler = createStaticHandler(everyRoute);

type EarlyGlobal = typeof globalThis & { __early?: Record<string, Promise<Response>> };

// The queries' client and i18next are one of each in the bundle: one drawing at a time, so two
// visitors' pages (or languages) never mix. The next drawing waits for the last to have finished, even
// one its caller stopped waiting for: only then are the client and the answers cleared.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The markup of `url`'s page in `language`, drawn with `answers`. Rejects when the page is not drawn
 * (a redirect, an error) or when it is not drawn within `timeLimitMs` of the call, waiting included.
 */
export function drawFirstScreen(
  url: string,
  language: Language,
  answers: Record<string, FirstAnswer>,
  timeLimitMs = 2000,
): Promise<string> {
  let late = false;
  const drawing = queue.then(async () => {
    // Its caller has given up already: no drawing nobody will see.
    if (late) throw new Error(`${url} waited over ${timeLimitMs} ms to be drawn`);
    try {
      return await draw(url, language, answers);
    } finally {
      queryClient.clear();
      delete (globalThis as EarlyGlobal).__early;
    }
  });
  queue = drawing.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      late = true;
      reject(new Error(`${url} took over ${timeLimitMs} ms to draw`));
    }, timeLimitMs);
  });
  return Promise.race([drawing, limit]).finally(() => clearTimeout(timer));
}

async function draw(url: string, language: Language, answers: Record<string, FirstAnswer>): Promise<string> {
  await i18n.changeLanguage(language);
  queryClient.clear();
  (globalThis as EarlyGlobal).__early = Object.fromEntries(
    Object.entries(answers).map(([address, answer]) => [
      address,
      Promise.resolve(
        new Response(answer.body, {
          status: answer.status,
          headers: { ...answer.headers, 'content-type': 'application/json' },
        }),
      ),
    ]),
  );
  // The session is known already: seeded, it saves a drawing that would only have asked for it.
  const session = answers[sessionAddress];
  if (session?.status === 200) queryClient.setQueryData(sessionQueryKey, JSON.parse(session.body));
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered with a redirect`);
  if (context.statusCode !== 200) throw new Error(`${url} rendered with status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = () =>
    renderToString(
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
    );
  // A drawing only creates the page's queries; they are then run (each on its answer, or failing at
  // once: the server has no other) and the page drawn again, until it asks for nothing new. A query
  // with no answer is dropped, so the page draws it as still loading rather than as an error.
  const tried = new Set<string>();
  for (let pass = 0; ; pass++) {
    const html = render();
    const cache = queryClient.getQueryCache();
    const waiting = cache.findAll({
      predicate: (query) =>
        query.state.status === 'pending' &&
        !tried.has(query.queryHash) &&
        (query.options as { enabled?: unknown }).enabled !== false,
    });
    if (waiting.length === 0 || pass === 3) {
      // A part that suspended (`<!--$!-->`, its fallback drawn) is fine: the copy is never hydrated.
      if (html.includes('<script')) throw new Error(`${url} (${language}) drew a <script>`);
      return html;
    }
    await Promise.all(
      waiting.map((query) => {
        tried.add(query.queryHash);
        return query.fetch({ ...query.options, retry: false }).catch(() => undefined);
      }),
    );
    for (const failed of cache.findAll({ predicate: (query) => query.state.status === 'error' }))
      cache.remove(failed);
  }
}
