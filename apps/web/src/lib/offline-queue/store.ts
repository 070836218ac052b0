import { Dexie, type EntityTable } from 'dexie';

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

class FieldStore extends Dexie {
  actions!: EntityTable<QueuedAction, 'seq'>;
  kept!: EntityTable<KeptValue, 'name'>;
  constructor() {
    super('desh-field');
    this.version(1).stores({ actions: '++seq, key, parcelId, state', kept: 'name' });
  }
}

let store: FieldStore | undefined;

/** Opened on first use (never on the landing pages). */
export function fieldStore(): FieldStore {
  store ??= new FieldStore();
  return store;
}

export async function readKept<T>(name: string): Promise<T | undefined> {
  return (await fieldStore().kept.get(name))?.value as T | undefined;
}

export async function writeKept(name: string, value: unknown): Promise<void> {
  await fieldStore().kept.put({ name, value });
}
