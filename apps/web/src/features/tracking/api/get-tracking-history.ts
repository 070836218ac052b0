import type { ParcelEvent } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** A step's key shared by the public timeline and the full history: its status and its time. */
export const stepKey = (toStatus: string, at: string) => `${toStatus}@${Date.parse(at)}`;

/**
 * The notes of a parcel's steps (an admin's reason for a return…), for its sender, its rider and
 * admins; anyone else, signed in or not, gets none. Keyed by the number of steps so a step the live
 * stream adds brings its note too.
 */
export const trackingNotesQuery = (trackingId: string, steps: number) =>
  queryOptions({
    queryKey: ['tracking-notes', trackingId, steps],
    queryFn: async (): Promise<Map<string, string>> => {
      let events: ParcelEvent[];
      try {
        events = await api<ParcelEvent[]>(`/track/${encodeURIComponent(trackingId)}/history`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return new Map();
        throw error;
      }
      return new Map(
        events.flatMap((event) =>
          event.note ? [[stepKey(event.toStatus, event.createdAt), event.note]] : [],
        ),
      );
    },
    retry: false,
  });

export function useTrackingNotes(trackingId: string, steps: number, signedIn: boolean) {
  return useQuery({ ...trackingNotesQuery(trackingId, steps), enabled: signedIn });
}
