import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { readKept, writeKept } from './store';

/**
 * The answers a field screen needs to open with no network (who is signed in, their role, the run),
 * kept in IndexedDB with the time each was fetched (TanStack Query's own dataUpdatedAt, restored as
 * it was, so the screen can say "last refreshed at"). Restored once at start; written again, a
 * moment after any of them changes.
 */
const cacheName = 'queries';
const maxAgeMs = 7 * 24 * 60 * 60 * 1000;

type Root = string | undefined;
const kept = (query: Query) => {
  const [root, second] = query.queryKey as [Root, Root];
  if (query.state.status !== 'success') return false;
  return root === 'auth' || root === 'users' || (root === 'parcels' && second === 'run') || root === 'field';
};

interface Saved {
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

let started: Promise<void> | undefined;

export function persistFieldQueries(queryClient: QueryClient): Promise<void> {
  started ??= (async () => {
    const saved = await readKept<Saved>(cacheName).catch(() => undefined);
    if (saved && Date.now() - saved.savedAt < maxAgeMs) hydrate(queryClient, saved.state);
    let timer: ReturnType<typeof setTimeout> | undefined;
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' && event.type !== 'removed') return;
      if (!kept(event.query) && event.type !== 'removed') return;
      clearTimeout(timer);
      timer = setTimeout(() => void save(queryClient), 500);
    });
  })();
  return started;
}

function save(queryClient: QueryClient): Promise<void> {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: kept });
  return writeKept(cacheName, { savedAt: Date.now(), state } satisfies Saved);
}
