import { describe, expect, it, vi } from 'vitest';
import { createNotifiedCache } from './notified-cache.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('tracking cache', () => {
  it('serves a hit until the TTL, then reads again', async () => {
    let clock = 0;
    const cache = createNotifiedCache<string>({ ttlMs: 1000, now: () => clock });
    const fetch = vi.fn(async () => `read at ${clock}`);
    expect(await cache.load('a', fetch)).toBe('read at 0');
    clock = 999;
    expect(await cache.load('a', fetch)).toBe('read at 0');
    clock = 1000;
    expect(await cache.load('a', fetch)).toBe('read at 1000');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('drops an entry when it is invalidated', async () => {
    const cache = createNotifiedCache<number>({ ttlMs: 60_000 });
    let version = 1;
    const fetch = async () => version;
    expect(await cache.load('a', fetch)).toBe(1);
    version = 2;
    expect(await cache.load('a', fetch)).toBe(1);
    cache.invalidate('a');
    expect(await cache.load('a', fetch)).toBe(2);
  });

  it('shares one read between concurrent misses', async () => {
    const cache = createNotifiedCache<string>({ ttlMs: 60_000 });
    const gate = deferred<string>();
    const fetch = vi.fn(() => gate.promise);
    const loads = [cache.load('a', fetch), cache.load('a', fetch), cache.load('a', fetch)];
    gate.resolve('value');
    expect(await Promise.all(loads)).toEqual(['value', 'value', 'value']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not keep a read that a change overtook', async () => {
    const cache = createNotifiedCache<string>({ ttlMs: 60_000 });
    const slow = deferred<string>();
    const before = cache.load('a', () => slow.promise);
    cache.invalidate('a');
    const after = cache.load('a', async () => 'new');
    slow.resolve('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.load('a', async () => 'newer')).toBe('new');
  });

  it('drops every entry and every read in flight when cleared', async () => {
    const cache = createNotifiedCache<string>({ ttlMs: 60_000 });
    await cache.load('a', async () => 'a1');
    const slow = deferred<string>();
    const inFlight = cache.load('b', () => slow.promise);
    cache.clear();
    slow.resolve('b1');
    expect(await inFlight).toBe('b1');
    expect(cache.size).toBe(0);
    expect(await cache.load('a', async () => 'a2')).toBe('a2');
    expect(await cache.load('b', async () => 'b2')).toBe('b2');
  });

  it('does not keep failures, and stays within its size', async () => {
    const cache = createNotifiedCache<number>({ ttlMs: 60_000, maxEntries: 3 });
    await expect(cache.load('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.size).toBe(0);
    for (const key of ['a', 'b', 'c', 'd']) await cache.load(key, async () => 1);
    expect(cache.size).toBe(3);
    const fetch = vi.fn(async () => 2);
    expect(await cache.load('a', fetch)).toBe(2);
    expect(await cache.load('d', fetch)).toBe(1);
  });

  it('reads every time when turned off', async () => {
    const cache = createNotifiedCache<number>({ ttlMs: 0 });
    const fetch = vi.fn(async () => 1);
    await cache.load('a', fetch);
    await cache.load('a', fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});
