import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The queue against a small fake of the API that behaves like the real one where it matters: it
 * applies an action once per Idempotency-Key and replays the answer, can be unreachable, answer 503,
 * lose an answer after applying the action, or refuse a parcel. IndexedDB is fake-indexeddb.
 */

interface Applied {
  url: string;
  key: string;
  actionTime: string;
  body: Record<string, unknown> | null;
}

const server = {
  mode: 'up' as 'up' | 'down' | '503' | '401' | 'lose-answer',
  refuseParcel: '',
  /** Loses the answer once for a call to a URL ending so (after applying it). */
  loseAnswerFor: '',
  applied: [] as Applied[],
  answers: new Map<string, unknown>(),
  calls: 0,
  photos: 0,
};

async function fakeFetch(input: string, init: RequestInit): Promise<Response> {
  server.calls += 1;
  if (server.mode === 'down') throw new TypeError('Failed to fetch');
  if (server.mode === '503') {
    return Response.json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy.' } }, { status: 503 });
  }
  if (server.mode === '401') {
    return Response.json(
      { error: { code: 'UNAUTHORIZED', message: 'Please log in first.' } },
      { status: 401 },
    );
  }
  const headers = init.headers as Record<string, string>;
  const key = headers['idempotency-key'] ?? '';
  const replay = server.answers.get(key);
  if (replay) return Response.json(replay, { headers: { 'idempotent-replayed': 'true' } });
  if (server.refuseParcel && input.includes(server.refuseParcel)) {
    const message =
      'This parcel is not assigned to you any more: it was given to another rider or taken back.';
    return Response.json({ error: { code: 'PARCEL_NOT_ASSIGNED_TO_YOU', message } }, { status: 403 });
  }
  let answer: unknown;
  if (input.endsWith('/photos')) {
    expect(init.body).toBeInstanceOf(FormData);
    server.photos += 1;
    answer = { photoId: `photo-${server.photos}` };
  } else {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    server.applied.push({ url: input, key, actionTime: headers['x-action-time'] ?? '', body });
    answer = { applied: server.applied.length };
  }
  server.answers.set(key, answer);
  if (server.mode === 'lose-answer' || (server.loseAnswerFor && input.endsWith(server.loseAnswerFor))) {
    server.mode = 'up';
    server.loseAnswerFor = '';
    throw new TypeError('The connection dropped before the answer arrived');
  }
  return Response.json(answer, { status: input.endsWith('/photos') ? 201 : 200 });
}

const online = { value: true };
const windowStub = Object.assign(new EventTarget(), { location: { origin: 'http://field.test' } });
vi.stubGlobal('window', windowStub);
vi.stubGlobal('navigator', {
  get onLine() {
    return online.value;
  },
});
vi.stubGlobal('fetch', fakeFetch);

const { OfflineQueue } = await import('./queue');
const { actionsInOrder, forgetAllActions } = await import('./store');
type Queue = InstanceType<typeof OfflineQueue>;

const action = (parcelId: string, tail: string, body: Record<string, unknown> = {}) => ({
  method: 'POST' as const,
  url: `/api/deliveries/${parcelId}/${tail}`,
  body,
  parcelId,
  trackingId: `DSH-${parcelId}`,
  label: 'action.failAttempt',
});

let queue: Queue;

beforeAll(() => {
  queue = new OfflineQueue();
  queue.start({ userId: 'rider-1' });
});

beforeEach(async () => {
  Object.assign(server, {
    mode: 'up',
    refuseParcel: '',
    loseAnswerFor: '',
    applied: [],
    calls: 0,
    photos: 0,
  });
  server.answers.clear();
  online.value = true;
  await forgetAllActions();
});

afterEach(() => {
  online.value = true;
});

const goOnline = async () => {
  online.value = true;
  windowStub.dispatchEvent(new Event('online'));
  await queue.flush();
};

describe('the offline queue', () => {
  it('keeps actions done offline and sends them in order, each with its key and its own time, when back online', async () => {
    online.value = false;
    const outcomes = [
      await queue.add(action('p1', 'attempts', { reason: 'not_reachable' })),
      await queue.add(action('p2', 'complete', { code: '123456', cashCollected: 0 })),
      await queue.add({ ...action('p3', 'status', { status: 'picked_up' }), method: 'PATCH' }),
    ];
    expect(outcomes).toEqual([{ sent: false }, { sent: false }, { sent: false }]);
    expect(server.calls).toBe(0);
    expect(queue.getSnapshot().waiting.map((a) => a.trackingId)).toEqual(['DSH-p1', 'DSH-p2', 'DSH-p3']);
    const kept = await actionsInOrder();

    await goOnline();
    expect(server.applied.map((a) => a.url)).toEqual([
      '/api/deliveries/p1/attempts',
      '/api/deliveries/p2/complete',
      '/api/deliveries/p3/status',
    ]);
    expect(server.applied.map((a) => a.key)).toEqual(kept.map((a) => a.key));
    expect(server.applied.map((a) => a.actionTime)).toEqual(kept.map((a) => a.doneAt));
    expect(new Set(kept.map((a) => a.key)).size).toBe(3);
    expect(queue.getSnapshot().waiting).toEqual([]);
    expect(queue.getSnapshot().lastSentAt).not.toBeNull();
  });

  it('with a network, the form gets the server’s answer at once', async () => {
    const outcome = await queue.add(action('p1', 'attempts', { reason: 'refused' }));
    expect(outcome).toEqual({ sent: true, answer: { applied: 1 } });
    expect(await actionsInOrder()).toEqual([]);
  });

  it('stops at a 503 or a network error, keeps the order, and sends each action once when the server is back', async () => {
    online.value = false;
    await queue.add(action('p1', 'attempts', { reason: 'not_reachable' }));
    await queue.add(action('p2', 'attempts', { reason: 'not_reachable' }));
    server.mode = '503';
    await goOnline();
    expect(server.calls).toBe(1); // stopped at the first: the second waits behind it
    expect(queue.getSnapshot().waiting).toHaveLength(2);
    expect(queue.getSnapshot().retryAt).toBeGreaterThan(Date.now());
    server.mode = 'down';
    await queue.flush();
    expect(queue.getSnapshot().waiting).toHaveLength(2);
    server.mode = 'up';
    await queue.flush();
    expect(server.applied.map((a) => a.url)).toEqual([
      '/api/deliveries/p1/attempts',
      '/api/deliveries/p2/attempts',
    ]);
    expect(queue.getSnapshot().retryAt).toBeNull();
  });

  it('a signed-out phone keeps its actions and says so; they go once the rider is back', async () => {
    online.value = false;
    await queue.add(action('p1', 'attempts', { reason: 'not_reachable' }));
    server.mode = '401';
    await goOnline();
    expect(queue.getSnapshot()).toMatchObject({ stoppedBy: 'signedOut' });
    expect(queue.getSnapshot().waiting).toHaveLength(1);
    server.mode = 'up';
    await queue.flush();
    expect(server.applied).toHaveLength(1);
    expect(queue.getSnapshot()).toMatchObject({ stoppedBy: null, waiting: [] });
  });

  it('an answer lost after the server applied the action: sent again with the same key, applied once', async () => {
    online.value = false;
    await queue.add(action('p1', 'attempts', { reason: 'not_reachable' }));
    server.mode = 'lose-answer';
    await goOnline();
    expect(server.applied).toHaveLength(1);
    expect(queue.getSnapshot().waiting).toHaveLength(1); // the phone never heard back
    await queue.flush();
    expect(server.applied).toHaveLength(1); // the server replayed its answer
    expect(queue.getSnapshot().waiting).toHaveLength(0);
  });

  it('uploads a photo first and sends the action with its photoId; a retry does not upload it again', async () => {
    online.value = false;
    const photo = {
      url: '/api/deliveries/p1/photos',
      blob: new Blob(['png'], { type: 'image/png' }),
      field: 'photoId',
    };
    await queue.add({ ...action('p1', 'complete', { receiverName: 'Rupa', cashCollected: 0 }), photo });
    // The photo goes through; the completion's answer is lost once.
    server.loseAnswerFor = '/complete';
    await goOnline();
    expect(server.applied).toHaveLength(1);
    expect(queue.getSnapshot().waiting[0]?.photo?.photoId).toBe('photo-1');
    await queue.flush();
    expect(server.photos).toBe(1);
    expect(server.applied).toHaveLength(1);
    expect(server.applied[0]?.body).toEqual({ receiverName: 'Rupa', cashCollected: 0, photoId: 'photo-1' });
    expect(queue.getSnapshot().waiting).toHaveLength(0);
  });

  it('a refusal is kept for the rider; later actions on that parcel wait, others go; dismissing it lets them go', async () => {
    online.value = false;
    await queue.add(action('p1', 'attempts', { reason: 'not_reachable' }));
    await queue.add(action('p2', 'attempts', { reason: 'not_reachable' }));
    await queue.add(action('p1', 'out-for-delivery'));
    server.refuseParcel = '/p1/';
    await goOnline();
    expect(server.applied.map((a) => a.url)).toEqual(['/api/deliveries/p2/attempts']);
    const { refused, waiting } = queue.getSnapshot();
    expect(refused).toHaveLength(1);
    expect(refused[0]?.refusal?.code).toBe('PARCEL_NOT_ASSIGNED_TO_YOU');
    expect(waiting.map((a) => a.url)).toEqual(['/api/deliveries/p1/out-for-delivery']);
    server.refuseParcel = '';
    await queue.dismiss(refused[0]?.seq as number);
    await queue.flush();
    expect(server.applied.map((a) => a.url)).toEqual([
      '/api/deliveries/p2/attempts',
      '/api/deliveries/p1/out-for-delivery',
    ]);
  });

  it('tells a screen the answer of an action it kept, when the queue sends it later', async () => {
    const heard: { key: string; answer?: unknown; code?: string }[] = [];
    const stop = queue.onSettled((settled) =>
      heard.push(
        'answer' in settled
          ? { key: settled.key, answer: settled.answer }
          : { key: settled.key, code: settled.error.code },
      ),
    );
    online.value = false;
    await queue.add({ ...action('p1', 'attempts'), key: 'scan-1' });
    await queue.add({ ...action('p2', 'attempts'), key: 'scan-2' });
    expect(heard).toEqual([]);
    server.refuseParcel = '/p2/';
    await goOnline();
    stop();
    expect(heard).toEqual([
      { key: 'scan-1', answer: { applied: 1 } },
      { key: 'scan-2', code: 'PARCEL_NOT_ASSIGNED_TO_YOU' },
    ]);
  });

  it('survives a restart: a new queue (a reloaded page) finds the actions and sends them', async () => {
    online.value = false;
    await queue.add(action('p9', 'attempts', { reason: 'not_reachable' }));
    online.value = true;
    const afterReload = new OfflineQueue();
    afterReload.start({ userId: 'rider-1' });
    await afterReload.flush();
    expect(server.applied.map((a) => a.url)).toEqual(['/api/deliveries/p9/attempts']);
  });

  it('sends only the signed-in user’s actions', async () => {
    online.value = false;
    await queue.add(action('p1', 'attempts', { reason: 'not_reachable' }));
    const otherUser = new OfflineQueue();
    otherUser.start({ userId: 'rider-2' });
    online.value = true;
    await otherUser.flush();
    expect(server.calls).toBe(0);
  });
});
