import { useEffect, useRef, useState } from 'react';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

/** After the server refuses a stream (a proxy's 502, a 429), the browser gives up; this tries again. */
const retryAfterClosedMs = 10_000;

/**
 * Keeps an EventSource open while `url` is set. The browser reconnects by itself after a network
 * drop; when it gives up, this opens a new one. `handlers` may change on every render.
 */
export function useEventSource(
  url: string | undefined,
  handlers: Record<string, (data: unknown) => void>,
): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const current = useRef(handlers);
  current.current = handlers;
  const events = Object.keys(handlers).sort().join(',');

  useEffect(() => {
    if (!url) return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const open = () => {
      source = new EventSource(url);
      source.onopen = () => setState('live');
      for (const name of events.split(',').filter(Boolean)) {
        source.addEventListener(name, (event) => {
          current.current[name]?.(JSON.parse((event as MessageEvent<string>).data));
        });
      }
      source.onerror = () => {
        if (stopped || !source) return;
        setState('reconnecting');
        if (source.readyState === EventSource.CLOSED) {
          source.close();
          retry = setTimeout(open, retryAfterClosedMs);
        }
      };
    };
    setState('connecting');
    open();

    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [url, events]);

  return state;
}
