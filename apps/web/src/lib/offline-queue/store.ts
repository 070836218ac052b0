import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * The phone's own copy of what must not be lost: the actions waiting to be sent (in the order they
 * were done) and a few remembered values (the last time one went through, the persisted query cache).
 */
export interface QueuedAction {
  /** The order the actions were done in (auto-increment). */
  seq?: number;
  /** The Idempotency-Key the server applies the action once by. */
  key: string;
  method: 'POST' | 'PATCH';
  /** The API path, `/api/…`. */
  url: string;
  body: Record<string, unknown>;
  /** When the rider did it (ISO 8601): sent as X-Action-Time. */
  doneAt: string;
  /** Whose action it is: sent only while this user is signed in. */
  userId: string;
  /**
   * The parcel it is about (later actions on it wait behind a refused one); for an action on no
   * parcel, the group its kind waits in (`cash-handover`).
   */
  parcelId: string;
  /** The parcel's tracking ID (or the scanned code); empty for an action on no parcel. */
  trackingId: string;
  /** The amount of a cash action (poisha), worded in its label. */
  amountPoisha?: number;
  /** What it does, as an i18n key of the `field` namespace (`action.failAttempt`…). */
  label: string;
  /** The status the action moves the parcel to, when it is one (worded in the label). */
  status?: string;
  /** A photo to upload first; its answer's photoId goes into `body[photo.field]`. */
  photo?: { url: string; blob: Blob; field: string; photoId?: string };
  state: 'waiting' | 'refused';
  /** Why the server refused it (a 4xx it will answer again): shown to the rider. */
  refusal?: { status: number; code: string; message: string; params?: Record<string, string | number> };
  tries: number;
}

export interface KeptValue {
  name: string;
  value: unknown;
}

interface FieldDatabase extends DBSchema {
  actions: { key: number; value: QueuedAction; indexes: { key: string; parcelId: string; state: string } };
  kept: { key: string; value: KeptValue };
}

export const fieldDatabaseName = 'desh-field';
/**
 * The database as the phones already have it: the field app's first builds made it with Dexie, whose
 * schema version 1 is IndexedDB's version 10, with these stores and indexes. Opening at that version
 * keeps every action a phone still holds from those builds (`store.test.ts` opens one).
 */
export const fieldDatabaseVersion = 10;

let opening: Promise<IDBPDatabase<FieldDatabase>> | undefined;

/** Opened on first use (never on the landing pages). */
function database(): Promise<IDBPDatabase<FieldDatabase>> {
  opening ??= openDB<FieldDatabase>(fieldDatabaseName, fieldDatabaseVersion, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('actions')) {
        const actions = db.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
        for (const index of ['key', 'parcelId', 'state'] as const) actions.createIndex(index, index);
      }
      if (!db.objectStoreNames.contains('kept')) db.createObjectStore('kept', { keyPath: 'name' });
    },
    // Another tab of a newer build wants the database: this one lets go and opens it again when asked.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = undefined;
    },
    terminated() {
      opening = undefined;
    },
  }).catch((error: unknown) => {
    // Asked again next time (a phone short of space, a private window): never a refusal kept for good.
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Keeps an action at the end of the queue; its `seq` is given by the store. */
export async function keepAction(action: QueuedAction): Promise<number> {
  return (await database()).add('actions', action);
}

/** Every kept action, in the order they were done. */
export async function actionsInOrder(): Promise<QueuedAction[]> {
  return (await database()).getAll('actions');
}

/** Changes some fields of a kept action (read and written in one transaction); a gone one stays gone. */
export async function changeAction(seq: number, changes: Partial<QueuedAction>): Promise<void> {
  const transaction = (await database()).transaction('actions', 'readwrite');
  const action = await transaction.store.get(seq);
  if (action) await transaction.store.put({ ...action, ...changes, seq });
  await transaction.done;
}

export async function forgetAction(seq: number): Promise<void> {
  await (await database()).delete('actions', seq);
}

/** Forgets every kept action (tests start from an empty phone). */
export async function forgetAllActions(): Promise<void> {
  await (await database()).clear('actions');
}

export async function readKept<T>(name: string): Promise<T | undefined> {
  return (await (await database()).get('kept', name))?.value as T | undefined;
}

export async function writeKept(name: string, value: unknown): Promise<void> {
  await (await database()).put('kept', { name, value });
}
