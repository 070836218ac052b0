import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.ts';

export type { components, operations, paths };
export type DeshClient = Client<paths>;

/**
 * A typed client for the Desh Courier API. `token` is a merchant API key (or a session token); every
 * path, body and answer is checked against the API document at compile time.
 */
export function createDeshClient(options: {
  baseUrl: string;
  token?: string;
  fetch?: typeof fetch;
}): DeshClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
