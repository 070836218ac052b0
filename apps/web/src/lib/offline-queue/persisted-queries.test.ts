import 'fake-indexeddb/auto';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { isFieldQueryKey, persistFieldQueries } from './persisted-queries';
import { readKept, writeKept } from './store';

describe('what a field screen keeps on the phone', () => {
  it('keeps the session, the rider’s run and cash, and the hub screens’ lists; nothing else', () => {
    for (const key of [
      ['auth', 'session'],
      ['users', 'rider@example.com'],
      ['parcels', 'run'],
      ['ledger', 'rider-cash'],
      ['network', 'my-hubs'],
      ['network', 'hub', 'h1', 'work'],
      ['network', 'hub', 'h1', 'bags', 'open'],
      ['network', 'hub', 'h1', 'trips', 'incoming'],
    ])
      expect(isFieldQueryKey(key), key.join('/')).toBe(true);
    for (const key of [
      ['parcels', 'mine', 1, {}],
      ['ledger', 'payments-overview'],
      ['ledger', 'hub-cash', 'h1'],
      ['network', 'exceptions', 'open'],
      ['network'],
      ['tracking', 'DSH-1'],
      [],
    ])
      expect(isFieldQueryKey(key), key.join('/')).toBe(false);
  });

  it('writes the kept answers with the time each was fetched, and restores them in a new start', async () => {
    const first = new QueryClient();
    // Fetched before the phone's copy was read (the app starts before a field screen's code arrives).
    first.setQueryData(['auth', 'session'], { user: { id: 'u1' } });
    await persistFieldQueries(first);
    await expect
      .poll(async () => JSON.stringify((await readKept<object>('queries')) ?? {}), { timeout: 3_000 })
      .toContain('u1');
    first.setQueryData(['network', 'hub', 'h1', 'bags', 'open'], [{ id: 'bag-1' }], { updatedAt: 1_700 });
    first.setQueryData(['ledger', 'payments-overview'], { total: 1 });
    await expect
      .poll(async () => JSON.stringify((await readKept<object>('queries')) ?? {}), { timeout: 3_000 })
      .toContain('bag-1');
    const saved = JSON.stringify(await readKept<object>('queries'));
    expect(saved).not.toContain('payments-overview');

    // A page opened again with no network: a new QueryClient restored from the phone.
    const second = new QueryClient();
    const kept = await readKept<{ state: Parameters<typeof hydrate>[1] }>('queries');
    hydrate(second, kept?.state ?? {});
    const restored = second.getQueryState(['network', 'hub', 'h1', 'bags', 'open']);
    expect(second.getQueryData(['network', 'hub', 'h1', 'bags', 'open'])).toEqual([{ id: 'bag-1' }]);
    expect(restored?.dataUpdatedAt).toBe(1_700);
    expect(second.getQueryData(['auth', 'session'])).toEqual({ user: { id: 'u1' } });
  });

  it('gives one person’s kept lists to nobody else who signs in on the phone', async () => {
    const hubsKey = ['network', 'my-hubs'];
    const fresh = async () => {
      vi.resetModules();
      return import('./persisted-queries');
    };
    const keptBy = (userId: string) => {
      const client = new QueryClient();
      client.setQueryData(['auth', 'session'], { user: { id: userId } });
      client.setQueryData(hubsKey, [{ id: `hub-of-${userId}` }]);
      return client;
    };
    const writeFor = (userId: string) =>
      writeKept('queries', { savedAt: Date.now(), userId, state: dehydrate(keptBy(userId)) });

    // The hub manager's lists are on the phone; an admin's session is known when the screen starts.
    await writeFor('manager');
    const admin = new QueryClient();
    admin.setQueryData(['auth', 'session'], { user: { id: 'admin' } });
    await (await fresh()).persistFieldQueries(admin);
    expect(admin.getQueryData(hubsKey)).toBeUndefined();

    // Offline, the last person's lists are restored; the session that then arrives is someone else's.
    await writeFor('manager');
    const phone = new QueryClient();
    await (await fresh()).persistFieldQueries(phone);
    expect(phone.getQueryData(hubsKey)).toEqual([{ id: 'hub-of-manager' }]);
    // Shown until the server answers, and asked again as soon as a screen opens with a network.
    expect(phone.getQueryState(hubsKey)?.isInvalidated).toBe(true);
    phone.setQueryData(['auth', 'session'], { user: { id: 'admin' } });
    await expect.poll(() => phone.getQueryData(hubsKey)).toBeUndefined();
  });
});
