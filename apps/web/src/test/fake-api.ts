import { vi } from 'vitest';

/**
 * One route's answer: a value sent back as JSON (status 200), or a function of the request that returns
 * a Response, or a value to send back as JSON.
 */
export type FakeAnswer =
  | ((request: Request, url: URL) => unknown)
  | object
  | string
  | number
  | boolean
  | null;

/** A request the fake API received, as a test reads it back. */
export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  /** The body read as JSON, `undefined` when there was none. */
  body: unknown;
}

export interface FakeApi {
  /** Every request received so far, in order. */
  requests: FakeRequest[];
  /** Their paths, in order. */
  paths: () => string[];
}

/**
 * Stands in for the API in a component test (happy-dom has no server): answers each request by its
 * path, or by "METHOD path" where a test tells methods apart (that key wins). The session is signed out
 * (Better Auth's `null`) unless `/api/auth/get-session` is given; anything else gets the API's 404.
 * Returns the requests received, in order, for a test that checks what was asked. The stub is undone
 * by the setup file's `vi.unstubAllGlobals`.
 */
export function fakeApi(routes: Record<string, FakeAnswer>): FakeApi {
  const received: FakeRequest[] = [];
  const answers: Record<string, FakeAnswer> = { '/api/auth/get-session': null, ...routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
      const url = new URL(request.url);
      received.push({ method: request.method, path: url.pathname, url, body: await bodyOf(request) });
      const key = `${request.method} ${url.pathname}`;
      const found = key in answers ? key : url.pathname in answers ? url.pathname : undefined;
      if (found === undefined) {
        return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
      }
      const answer = answers[found];
      const value = typeof answer === 'function' ? await answer(request, url) : answer;
      return value instanceof Response ? value : Response.json(value);
    }),
  );
  return { requests: received, paths: () => received.map((request) => request.path) };
}

/** The body as JSON where it is JSON, else its text; a clone is read, so the route may read it again. */
async function bodyOf(request: Request): Promise<unknown> {
  if (!request.body) return undefined;
  const text = await request.clone().text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
