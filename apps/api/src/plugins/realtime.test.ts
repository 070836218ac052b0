import { describe, expect, it, vi } from 'vitest';
import type { ParcelChange } from '../lib/parcel-changes.ts';
import { createRealtimeHub } from './realtime.ts';

const change = (overrides: Partial<ParcelChange> = {}): ParcelChange => ({
  parcelId: 'p1',
  trackingId: 'DSH-1700000000001',
  senderId: 'sender-1',
  riderId: 'rider-1',
  fromStatus: 'pending',
  toStatus: 'assigned',
  note: null,
  at: new Date().toISOString(),
  ...overrides,
});

const log = () => ({ error: vi.fn(), warn: vi.fn() });

describe('realtime hub', () => {
  it('fans a change out by tracking ID, sender and rider, each handler once', () => {
    const { hub, dispatch } = createRealtimeHub(log());
    const viewer = vi.fn();
    const otherViewer = vi.fn();
    const senderStream = vi.fn();
    const riderStream = vi.fn();
    const bothStream = vi.fn();
    hub.subscribeTracking('DSH-1700000000001', viewer);
    hub.subscribeTracking('DSH-1700000000002', otherViewer);
    hub.subscribeAudience({ senderId: 'sender-1', riderIds: [] }, senderStream);
    hub.subscribeAudience({ senderId: 'someone', riderIds: ['rider-1'] }, riderStream);
    hub.subscribeAudience({ senderId: 'sender-1', riderIds: ['rider-1'] }, bothStream);

    dispatch(JSON.stringify(change()));
    expect(viewer).toHaveBeenCalledTimes(1);
    expect(viewer).toHaveBeenCalledWith(change({ at: expect.any(String) }));
    expect(otherViewer).not.toHaveBeenCalled();
    expect(senderStream).toHaveBeenCalledTimes(1);
    expect(riderStream).toHaveBeenCalledTimes(1);
    expect(bothStream).toHaveBeenCalledTimes(1);

    dispatch(JSON.stringify(change({ riderId: null })));
    expect(riderStream).toHaveBeenCalledTimes(1);
    expect(bothStream).toHaveBeenCalledTimes(2);
  });

  it('hands every change to onAnyChange handlers, which are not counted as viewers', () => {
    const { hub, dispatch } = createRealtimeHub(log());
    const everything = vi.fn();
    const stop = hub.onAnyChange(everything);
    expect(hub.subscriberCount()).toBe(0);
    dispatch(JSON.stringify(change()));
    dispatch(JSON.stringify(change({ trackingId: 'DSH-1700000000009', senderId: 'other', riderId: null })));
    expect(everything).toHaveBeenCalledTimes(2);
    stop();
    dispatch(JSON.stringify(change()));
    expect(everything).toHaveBeenCalledTimes(2);
  });

  it('unsubscribes completely, so the count returns to zero', () => {
    const { hub, dispatch } = createRealtimeHub(log());
    const handler = vi.fn();
    const stops = [
      hub.subscribeTracking('DSH-1700000000001', handler),
      hub.subscribeTracking('DSH-1700000000001', vi.fn()),
      hub.subscribeAudience({ senderId: 'sender-1', riderIds: ['rider-1', 'rider-2'] }, vi.fn()),
    ];
    expect(hub.subscriberCount()).toBe(5);
    for (const stop of stops) stop();
    stops[0]?.();
    expect(hub.subscriberCount()).toBe(0);
    dispatch(JSON.stringify(change()));
    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores malformed payloads and survives a failing subscriber', () => {
    const logger = log();
    const { hub, dispatch } = createRealtimeHub(logger);
    const healthy = vi.fn();
    hub.subscribeTracking('DSH-1700000000001', () => {
      throw new Error('boom');
    });
    hub.subscribeTracking('DSH-1700000000001', healthy);
    dispatch('not json');
    dispatch(JSON.stringify({ hello: 'world' }));
    expect(logger.warn).toHaveBeenCalledTimes(2);
    dispatch(JSON.stringify(change()));
    expect(healthy).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('tells open streams to close when the app closes', () => {
    const { hub, closeAll } = createRealtimeHub(log());
    const first = vi.fn();
    const second = vi.fn();
    hub.onClose(first);
    const remove = hub.onClose(second);
    remove();
    closeAll();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('on missed changes, tells caches and ends open streams, and keeps listening', () => {
    const logger = log();
    const { hub, dispatch, resync } = createRealtimeHub(logger);
    const cache = vi.fn();
    const stream = vi.fn();
    const viewer = vi.fn();
    hub.onMissedChanges(cache);
    hub.onClose(stream);
    hub.subscribeTracking('DSH-1700000000001', viewer);
    resync();
    expect(cache).toHaveBeenCalledTimes(1);
    expect(stream).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    resync();
    expect(cache).toHaveBeenCalledTimes(2);
    dispatch(JSON.stringify(change()));
    expect(viewer).toHaveBeenCalledTimes(1);
  });
});
