/**
 * Requests index.html starts while the app's code is still downloading (its inline script: the
 * session on every page, and on My Parcels its first page as soon as the session shows someone is
 * signed in), so a slow phone does not wait for the code and then for each answer in turn. Each is
 * handed over once, to the first identical GET; one that failed or was not made is fetched again.
 */
type EarlyWindow = Window & { __early?: Record<string, Promise<Response>> };

export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = (window as EarlyWindow).__early;
  const response = early?.[url];
  if (early && response) delete early[url];
  return response;
}

/** Signing in or out makes every answer fetched before it stale. */
export function dropEarlyResponses(): void {
  delete (window as EarlyWindow).__early;
}
