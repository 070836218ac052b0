import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeAtDoor } from './door-place';

type Success = PositionCallback;
type Failure = PositionErrorCallback | null | undefined;

/** A phone's geolocation that answers as `answer` says (or never), recording what it was asked. */
function locator(answer: (success: Success, failure: Failure) => void) {
  const asked: Array<PositionOptions | undefined> = [];
  return {
    asked,
    getCurrentPosition(success: Success, failure?: Failure, options?: PositionOptions) {
      asked.push(options);
      answer(success, failure);
    },
  };
}
const at = (latitude: number, longitude: number, accuracy: number) =>
  ({ coords: { latitude, longitude, accuracy }, timestamp: Date.now() }) as GeolocationPosition;

afterEach(() => {
  vi.useRealTimers();
});

describe('the phone’s place at the door', () => {
  it('answers a precise position, asking for a quick coarse one or one from the last minute', async () => {
    const phone = locator((success) => success(at(23.7925, 90.4078, 18.5)));
    expect(await placeAtDoor(phone)).toEqual({ lat: 23.7925, lng: 90.4078, accuracyM: 18.5 });
    expect(phone.asked[0]).toMatchObject({ enableHighAccuracy: false, maximumAge: 60_000, timeout: 5_000 });
  });

  it('goes without a place when the rider refuses, the phone cannot tell, or there is no geolocation', async () => {
    const refused = locator((_success, failure) => failure?.({ code: 1 } as GeolocationPositionError));
    expect(await placeAtDoor(refused)).toBeUndefined();
    const throws = locator(() => {
      throw new Error('blocked by policy');
    });
    expect(await placeAtDoor(throws)).toBeUndefined();
    expect(await placeAtDoor(undefined)).toBeUndefined();
  });

  it('drops a position too vague to find the door by, or one that is no place', async () => {
    expect(await placeAtDoor(locator((success) => success(at(23.79, 90.4, 850))))).toBeUndefined();
    expect(await placeAtDoor(locator((success) => success(at(123, 90.4, 10))))).toBeUndefined();
    expect(await placeAtDoor(locator((success) => success(at(23.79, 90.4, 0))))).toBeUndefined();
  });

  it('stops waiting after its own time, even while the browser still asks for consent', async () => {
    vi.useFakeTimers();
    const silent = locator(() => {});
    const place = placeAtDoor(silent, 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void place.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await place).toBeUndefined();
  });
});
