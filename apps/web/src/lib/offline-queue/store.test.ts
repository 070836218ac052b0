import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  actionsInOrder,
  changeAction,
  fieldDatabaseName,
  fieldDatabaseVersion,
  forgetAction,
  forgetAllActions,
  keepAction,
  type QueuedAction,
  readKept,
  writeKept,
} from './store';

const waiting = (key: string, parcelId: string): QueuedAction => ({
  key,
  method: 'POST',
  url: `/api/deliveries/${parcelId}/attempts`,
  body: { reason: 'not_reachable' },
  doneAt: '2026-12-02T01:00:00.000Z',
  userId: 'rider-1',
  parcelId,
  trackingId: `DSH-${parcelId}`,
  label: 'action.failAttempt',
  state: 'waiting',
  tries: 0,
});

/**
 * The database exactly as the field app's Dexie builds left it on a phone (Dexie's schema version 1 is
 * IndexedDB's 10; `++seq, key, parcelId, state` and `name`), holding one action that never went out.
 */
function openAsTheDexieBuildsLeftIt(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 10);
    request.onupgradeneeded = () => {
      const db = request.result;
      const actions = db.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
      for (const index of ['key', 'parcelId', 'state']) actions.createIndex(index, index);
      db.createObjectStore('kept', { keyPath: 'name' });
    };
    request.onsuccess = () => {
      const db = request.result;
      const transaction = db.transaction(['actions', 'kept'], 'readwrite');
      transaction.objectStore('actions').add(waiting('left-by-dexie', 'p0'));
      transaction.objectStore('kept').put({ name: 'lastSentAt', value: '2026-12-01T20:00:00.000Z' });
      transaction.oncomplete = () => {
        db.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
    request.onerror = () => reject(request.error);
  });
}

describe('the phone’s store', () => {
  // First, before this module's connection exists: the phone updated from a Dexie build.
  it('opens the database a Dexie build left, with the actions and values it holds', async () => {
    expect(fieldDatabaseVersion).toBe(10);
    await openAsTheDexieBuildsLeftIt(fieldDatabaseName);
    expect((await actionsInOrder()).map((action) => [action.seq, action.key])).toEqual([
      [1, 'left-by-dexie'],
    ]);
    expect(await readKept('lastSentAt')).toBe('2026-12-01T20:00:00.000Z');
  });

  it('keeps actions in the order they were done, changes and forgets them by their place', async () => {
    await forgetAllActions();
    const first = await keepAction(waiting('a', 'p1'));
    const second = await keepAction(waiting('b', 'p2'));
    const third = await keepAction({
      ...waiting('c', 'p1'),
      photo: { url: '/api/uploads', blob: new Blob(['jpeg']), field: 'photoId' },
    });
    expect(first).toBeLessThan(second);
    expect(second).toBeLessThan(third);

    await changeAction(second, {
      state: 'refused',
      refusal: { status: 409, code: 'CONFLICT', message: 'Reassigned.' },
    });
    await changeAction(999, { tries: 3 }); // gone: stays gone
    await forgetAction(first);

    const kept = await actionsInOrder();
    expect(kept.map((action) => [action.key, action.state])).toEqual([
      ['b', 'refused'],
      ['c', 'waiting'],
    ]);
    expect(kept[0]?.refusal?.code).toBe('CONFLICT');
    expect(kept[1]?.photo?.blob).toBeInstanceOf(Blob);
    expect(kept.some((action) => action.seq === 999)).toBe(false);
  });

  it('remembers values by name', async () => {
    await writeKept('query-cache', { parcels: [1, 2] });
    await writeKept('query-cache', { parcels: [3] });
    expect(await readKept('query-cache')).toEqual({ parcels: [3] });
    expect(await readKept('never-written')).toBeUndefined();
  });
});
