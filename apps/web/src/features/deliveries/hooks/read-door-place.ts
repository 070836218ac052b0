import { type DoorPlace, doorPlaceSchema, keepsDoorPlace } from '@desh/shared';

/**
 * A position from the phone as the server would keep it: a place on Earth (the shared schema) precise
 * enough to find the door by (`keepsDoorPlace`), or undefined. A module of its own, loaded at the
 * handover (`placeAtDoor`), so the run opens without the schema library.
 */
export function readDoorPlace(
  coords: Pick<GeolocationCoordinates, 'latitude' | 'longitude' | 'accuracy'>,
): DoorPlace | undefined {
  const read = doorPlaceSchema.safeParse({
    lat: coords.latitude,
    lng: coords.longitude,
    accuracyM: coords.accuracy,
  });
  return read.success && keepsDoorPlace(read.data) ? read.data : undefined;
}
