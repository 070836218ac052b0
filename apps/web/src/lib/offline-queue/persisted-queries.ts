import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { readKept, writeKept } from './store';

/**
 * The answers a field screen needs to open with no network, kept in IndexedDB with the time each was
 * fetched (TanStack Query's own dataUpdatedAt, restored as it was, so the screen can say "last
 * refreshed at"). Restored once at start; written again, a moment after any of them changes.
 */
const cacheName = 'queries';
const maxAgeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The query keys (by their first parts) a field screen opens with: who is signed in and their role,
 * the rider's run and cash in hand, and the hub screens' lists (the hubs of the person, each hub's
 * work, bags, trips, next hubs and problems). Nothing else is written to the phone.
 */
export const fieldQueryKeys: readonly (readonly string[])[] = [
  ['auth'],
  ['users'],
  ['field'],
  ['parcels', 'run'],
  ['ledger', 'rider-cash'],
  ['network', 'my-hubs'],
  ['network', 'hub'],
];

export const isFieldQueryKey = (key: readonly unknown[]): boolean =>
  fieldQueryKeys.some((prefix) => prefix.every((part, index) => key[index] === part));

const kept = (query: Query) => query.state.status === 'success' && isFieldQueryKey(query.queryKey);

interface Saved {
  savedAt: number;
  /** Whose answers they are (the signed-in user's id when they were written). */
  userId?: string | null;
  state: ReturnType<typeof dehydrate>;
}

const sessionKey = ['auth', 'session'];
const sessionUserId = (queryClient: QueryClient): string | null | undefined => {
  const state = queryClient.getQueryState(sessionKey);
  if (state?.status !== 'success') return undefined;
  return (state.data as { user?: { id?: string } } | null)?.user?.id ?? null;
};
/** A screen's lists, not who is signed in (the session and the user's record answer for that). */
const personal = (query: Query) => kept(query) && !['auth', 'users'].includes(String(query.queryKey[0]));

let started: Promise<void> | undefined;

export function persistFieldQueries(queryClient: QueryClient): Promise<void> {
  started ??= (async () => {
    const saved = await readKept<Saved>(cacheName).catch(() => undefined);
    // Another person signed in on this phone since (known when the session arrived first): their
    // answers are not this person's, so nothing is restored.
    const signedIn = sessionUserId(queryClient);
    const someoneElse = Boolean(signedIn && saved?.userId && signedIn !== saved.userId);
    if (saved && !someoneElse && Date.now() - saved.savedAt < maxAgeMs) {
      hydrate(queryClient, saved.state);
      // The phone's copy stands in until the server answers: with a network, every screen asks
      // again when it opens (a list kept a few seconds ago may already be out of date: a bag just opened).
      void queryClient.invalidateQueries({ predicate: kept, refetchType: 'none' });
    }
    let restoredFor = someoneElse ? (signedIn ?? null) : (saved?.userId ?? null);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A screen left within the pause (the next hub screen opened at once) still writes what it fetched.
    const saveNow = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      void save(queryClient);
    };
    if (typeof window !== 'undefined') {
      window.addEventListener('pagehide', saveNow);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') saveNow();
      });
    }
    const saveSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        void save(queryClient);
      }, 500);
    };
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' && event.type !== 'removed') return;
      if (!kept(event.query) && event.type !== 'removed') return;
      const userId = sessionUserId(queryClient);
      if (userId && restoredFor && userId !== restoredFor) {
        // The session arrived after the restore and is another person's: the lists restored were
        // the last person's (their hubs, their run), so they are fetched again for this one.
        restoredFor = userId;
        void queryClient.resetQueries({ predicate: personal });
      }
      saveSoon();
    });
    // What arrived while the phone's copy was being read (the session, a screen's first list) is
    // written too, not only what changes after.
    if (queryClient.getQueryCache().findAll({ predicate: kept }).length > 0) saveSoon();
  })();
  return started;
}

function save(queryClient: QueryClient): Promise<void> {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: kept });
  const userId = sessionUserId(queryClient) ?? null;
  return writeKept(cacheName, { savedAt: Date.now(), userId, state } satisfies Saved);
}
