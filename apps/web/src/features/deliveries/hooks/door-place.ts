import type { DoorPlace } from '@desh/shared';
import { useState } from 'react';

/** How long a handover waits for the phone's position before it goes without one. */
export const doorPlaceWaitMs = 5_000;

type Locator = Pick<Geolocation, 'getCurrentPosition'>;

const browserLocator = (): Locator | undefined =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined;

/**
 * Where the rider's phone is, asked only at the moment of a handover (never tracked): a position the
 * phone got in the last minute, or a quick coarse one. Refused, unavailable, slow or missing, it
 * answers undefined within `waitMs` and the handover goes without it: the place only helps order the
 * rider's later runs. Only a place the server would keep (`readDoorPlace`) is answered, so an odd value
 * from a browser never makes the server refuse a delivery.
 */
export function placeAtDoor(
  locator: Locator | undefined = browserLocator(),
  waitMs = doorPlaceWaitMs,
): Promise<DoorPlace | undefined> {
  if (!locator) return Promise.resolve(undefined);
  // The check loads with the handover, beside the position, not with the run: it brings the schema
  // library, whose start was the largest part of the run's own on a slowed phone (bench/RESULTS-archive.md).
  const reading = import('./read-door-place').then(
    (module) => module.readDoorPlace,
    () => undefined,
  );
  return new Promise((resolve) => {
    // The browser's own timeout does not run while it asks the rider's consent: this one does.
    const timer = setTimeout(() => resolve(undefined), waitMs);
    const settle = (place: DoorPlace | undefined) => {
      clearTimeout(timer);
      resolve(place);
    };
    try {
      locator.getCurrentPosition(
        ({ coords }) => {
          void reading.then((read) => settle(read?.(coords)));
        },
        () => settle(undefined),
        { enableHighAccuracy: false, timeout: waitMs, maximumAge: 60_000 },
      );
    } catch {
      settle(undefined);
    }
  });
}

/** A handover form's look-up of the door's place: `locating` keeps its button busy meanwhile. */
export function useDoorPlace() {
  const [locating, setLocating] = useState(false);
  async function locate(): Promise<DoorPlace | undefined> {
    setLocating(true);
    try {
      return await placeAtDoor();
    } finally {
      setLocating(false);
    }
  }
  return { locating, locate };
}
