import { ApiError, api } from '../api-client';
import {
  actionsInOrder,
  changeAction,
  forgetAction,
  keepAction,
  type QueuedAction,
  readKept,
  writeKept,
} from './store';

/**
 * The actions a rider (or a hub) does in the field, kept on the phone before they are sent, then
 * sent one at a time in the order they were done, each with its Idempotency-Key (the server applies
 * it once, however often the phone sends it) and X-Action-Time (the timeline keeps when it was
 * done). Sending stops at the first network error or 5xx and tries again with a growing pause, at
 * once when the browser says it is back online, and at every start (the queue lives in IndexedDB,
 * so a reload or a restarted browser loses nothing). A refusal (a 4xx: the parcel was given to
 * another rider, was cancelled, the code was wrong) is kept for the rider to read; later actions
 * on the same parcel wait behind it until the rider dismisses it.
 */

export type NewAction = Omit<
  QueuedAction,
  'seq' | 'state' | 'refusal' | 'tries' | 'doneAt' | 'key' | 'userId'
> & {
  key?: string;
  doneAt?: string;
};

export type ActionOutcome<T> = { sent: true; answer: T } | { sent: false };

/** What became of an action once the server answered it (also one kept on the phone for a while). */
export type Settled =
  | { key: string; action: QueuedAction; answer: unknown }
  | { key: string; action: QueuedAction; error: ApiError };

export interface QueueSnapshot {
  /** Waiting to be sent, oldest first. */
  waiting: QueuedAction[];
  /** Refused by the server: the rider reads why and dismisses them. */
  refused: QueuedAction[];
  /** When the last action went through (ISO), on this phone. */
  lastSentAt: string | null;
  online: boolean;
  /** When the next try is planned after a failure (epoch ms), or null. */
  retryAt: number | null;
  /** Why the last try stopped: no answer (the network, the server) or the rider is signed out. */
  stoppedBy: 'network' | 'signedOut' | null;
}

const lastSentName = 'queue.lastSentAt';
const firstPauseMs = 2_000;
const longestPauseMs = 60_000;
/** How long a form waits for its own action's answer before calling it queued. */
const answerWaitMs = 8_000;

type Result =
  | { kind: 'ok'; answer: unknown }
  | { kind: 'retry'; signedOut: boolean }
  | { kind: 'refused'; error: ApiError };

interface Waiter {
  resolve: (answer: unknown) => void;
  reject: (error: ApiError) => void;
  /** The queue stopped before this action got an answer: it waits on the phone. */
  queued: () => void;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function retryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true; // the network: no answer at all
  if (error.status >= 500 || error.status === 408 || error.status === 429 || error.status === 401)
    return true;
  return error.code === 'IDEMPOTENCY_KEY_IN_PROGRESS';
}

async function call(action: QueuedAction, url: string, body: unknown, key: string): Promise<Result> {
  try {
    const answer = await api<unknown>(url, {
      method: action.method,
      body,
      headers: { 'idempotency-key': key, 'x-action-time': action.doneAt },
    });
    return { kind: 'ok', answer };
  } catch (error) {
    if (retryable(error)) {
      return { kind: 'retry', signedOut: error instanceof ApiError && error.status === 401 };
    }
    return { kind: 'refused', error: error as ApiError };
  }
}

/** The queue before it has read the phone: nothing waiting, online. Also what a server render shows. */
export const emptyQueueSnapshot: QueueSnapshot = {
  waiting: [],
  refused: [],
  lastSentAt: null,
  online: true,
  retryAt: null,
  stoppedBy: null,
};

export class OfflineQueue {
  private snapshot = emptyQueueSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly waiters = new Map<string, Waiter>();
  private readonly settledListeners = new Set<(settled: Settled) => void>();
  private userId: string | null = null;
  private running: Promise<void> | undefined;
  private again = false;
  private pauseMs = firstPauseMs;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private started = false;
  private onSent: (action: QueuedAction) => void = () => {};

  start(options: { userId: string | null; onSent?: (action: QueuedAction) => void }): void {
    this.userId = options.userId;
    if (options.onSent) this.onSent = options.onSent;
    if (!this.started && typeof window !== 'undefined') {
      this.started = true;
      window.addEventListener('online', () => {
        this.pauseMs = firstPauseMs;
        void this.flush();
      });
      window.addEventListener('offline', () => void this.refresh());
    }
    void this.flush();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  /**
   * Hears each answer the server gives, whenever it comes: a screen that showed an action as kept on
   * the phone shows the answer once it arrives (the action's key names it).
   */
  onSettled(listener: (settled: Settled) => void): () => void {
    this.settledListeners.add(listener);
    return () => {
      this.settledListeners.delete(listener);
    };
  }

  /** Keeps the action, then sends it (and any before it) when it can. */
  async add<T>(input: NewAction): Promise<ActionOutcome<T>> {
    const action: QueuedAction = {
      ...input,
      key: input.key ?? crypto.randomUUID(),
      doneAt: input.doneAt ?? new Date().toISOString(),
      userId: this.userId ?? '',
      state: 'waiting',
      tries: 0,
    };
    await keepAction(action);
    await this.refresh();
    if (!isOnline()) return { sent: false };
    const answered = new Promise<ActionOutcome<T>>((resolve, reject) => {
      this.waiters.set(action.key, {
        resolve: (answer) => resolve({ sent: true, answer: answer as T }),
        reject,
        queued: () => resolve({ sent: false }),
      });
    });
    void this.flush();
    const timeout = new Promise<ActionOutcome<T>>((resolve) =>
      setTimeout(() => resolve({ sent: false }), answerWaitMs),
    );
    try {
      return await Promise.race([answered, timeout]);
    } finally {
      this.waiters.delete(action.key);
    }
  }

  /** The rider has read why an action was refused: it goes, and the parcel's next actions may be sent. */
  async dismiss(seq: number): Promise<void> {
    await forgetAction(seq);
    await this.refresh();
    void this.flush();
  }

  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      // A flush asked for meanwhile runs once more, unless this one stopped for a retry (planned).
      let stopped: boolean;
      do {
        this.again = false;
        stopped = await this.sendAll();
      } while (this.again && !stopped);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** True when it stopped at a failure (a retry is planned). */
  private async sendAll(): Promise<boolean> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.snapshot = { ...this.snapshot, retryAt: null, stoppedBy: null };
    if (!isOnline()) {
      this.releaseWaiters();
      await this.refresh();
      return true;
    }
    const actions = await actionsInOrder();
    const blocked = new Set(actions.filter((a) => a.state === 'refused').map((a) => a.parcelId));
    for (const action of actions) {
      if (action.state === 'refused' || blocked.has(action.parcelId)) continue;
      if (this.userId === null || action.userId !== this.userId) continue;
      const result = await this.sendOne(action);
      if (result.kind === 'retry') {
        await changeAction(action.seq as number, { tries: action.tries + 1 });
        this.planRetry(result.signedOut ? 'signedOut' : 'network');
        this.releaseWaiters();
        await this.refresh();
        return true;
      }
      if (result.kind === 'refused') blocked.add(action.parcelId);
      await this.refresh();
    }
    this.pauseMs = firstPauseMs;
    await this.refresh();
    return false;
  }

  private async sendOne(action: QueuedAction): Promise<Result> {
    let body = action.body;
    if (action.photo) {
      let photoId = action.photo.photoId;
      if (!photoId) {
        const form = new FormData();
        form.append(
          'image',
          action.photo.blob,
          action.photo.blob.type === 'image/png' ? 'photo.png' : 'photo.jpg',
        );
        const uploaded = await call(action, action.photo.url, form, `${action.key}.photo`);
        if (uploaded.kind !== 'ok') return this.settle(action, uploaded);
        photoId = (uploaded.answer as { photoId: string }).photoId;
        await changeAction(action.seq as number, { photo: { ...action.photo, photoId } });
      }
      body = { ...body, [action.photo.field]: photoId };
    }
    return this.settle(action, await call(action, action.url, body, action.key));
  }

  private async settle(action: QueuedAction, result: Result): Promise<Result> {
    const waiter = this.waiters.get(action.key);
    if (result.kind === 'ok') {
      await forgetAction(action.seq as number);
      const now = new Date().toISOString();
      await writeKept(lastSentName, now);
      this.snapshot = { ...this.snapshot, lastSentAt: now };
      waiter?.resolve(result.answer);
      this.onSent(action);
      for (const listener of this.settledListeners)
        listener({ key: action.key, action, answer: result.answer });
    } else if (result.kind === 'refused') {
      if (waiter) {
        // The rider is looking at the form: the error is shown there, to correct and try again.
        await forgetAction(action.seq as number);
        waiter.reject(result.error);
      } else {
        const { status, code, message, params } = result.error;
        await changeAction(action.seq as number, {
          state: 'refused',
          refusal: { status, code, message, ...(params ? { params } : {}) },
        });
      }
      for (const listener of this.settledListeners)
        listener({ key: action.key, action, error: result.error });
    }
    return result;
  }

  /** Sending stopped: a form waiting for its action's answer learns the action is kept for later. */
  private releaseWaiters(): void {
    for (const waiter of this.waiters.values()) waiter.queued();
  }

  private planRetry(stoppedBy: QueueSnapshot['stoppedBy']): void {
    const pause = this.pauseMs;
    this.pauseMs = Math.min(this.pauseMs * 2, longestPauseMs);
    this.snapshot = { ...this.snapshot, retryAt: Date.now() + pause, stoppedBy };
    this.timer = setTimeout(() => void this.flush(), pause);
  }

  async refresh(): Promise<void> {
    const actions = await actionsInOrder();
    const lastSentAt = this.snapshot.lastSentAt ?? (await readKept<string>(lastSentName)) ?? null;
    this.snapshot = {
      waiting: actions.filter((a) => a.state === 'waiting'),
      refused: actions.filter((a) => a.state === 'refused'),
      lastSentAt,
      online: isOnline(),
      retryAt: this.snapshot.retryAt,
      stoppedBy: this.snapshot.stoppedBy,
    };
    for (const listener of this.listeners) listener();
  }
}

export const offlineQueue = new OfflineQueue();

/** The refusal as an ApiError, for errorText. */
export const refusalError = (action: QueuedAction) =>
  new ApiError(
    action.refusal?.status ?? 400,
    action.refusal?.code ?? 'UNKNOWN',
    action.refusal?.message ?? '',
    undefined,
    action.refusal?.params,
  );
