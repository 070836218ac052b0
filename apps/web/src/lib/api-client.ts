import type { ApiErrorParams } from '@desh/shared';
import { takeEarlyResponse } from './early-requests';

/**
 * The one way the web app talks to the API: same-origin cookies, JSON in and out, one error type.
 * Show an error to a person with `errorText` (lib/error-text.ts), which words it in the page's language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly params?: ApiErrorParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Extra request headers (the offline queue's Idempotency-Key and X-Action-Time). */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  // Only the path and query are kept: no origin needed (the server's drawing of a page has none).
  const url = new URL(path.startsWith('/api/') ? path : `/api${path}`, 'http://localhost');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  // Our endpoints answer { error: { code, message, fields?, params? } }; Better Auth answers
  // { code, message } (with `fields` when the API split its validation summary).
  type Body = { code?: string; message?: string; fields?: Record<string, string>; params?: ApiErrorParams };
  const body = (payload ?? {}) as Body & { error?: Body };
  const error = body.error ?? body;
  const fallback =
    response.status === 429 ? 'Too many requests. Please wait a moment and try again.' : response.statusText;
  return new ApiError(
    response.status,
    error.code ?? `HTTP_${response.status}`,
    error.message || fallback || 'Request failed',
    error.fields,
    error.params,
  );
}

export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const isForm = options.body instanceof FormData;
  const url = buildUrl(path, options.query);
  const early = (options.method ?? 'GET') === 'GET' ? takeEarlyResponse(url) : undefined;
  // An early request that failed on the network is simply made again.
  const response = (early && (await early.catch(() => undefined))) || (await send(url, options, isForm));
  if (!response.ok) throw await toApiError(response);
  return response;
}

function send(url: string, options: RequestOptions, isForm: boolean): Promise<Response> {
  return fetch(url, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    // No content type without a body: Fastify refuses an empty body declared as JSON (a DELETE, say).
    headers: {
      ...options.headers,
      accept: 'application/json',
      ...(isForm || options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** A number the API sends in a header (X-Total-Count, X-Page), or `fallback` when it is missing or not a number. */
export function headerNumber(response: Response, name: string, fallback: number): number {
  const value = Number(response.headers.get(name));
  return Number.isFinite(value) && response.headers.has(name) ? value : fallback;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
