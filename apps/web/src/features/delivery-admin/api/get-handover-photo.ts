import { apiResponse } from '../../../lib/api-client';

/**
 * A handover photo as an object URL (its routes need the session, so it cannot be a plain <img src>):
 * head office's route, or the sender's for the proof of their own parcel.
 */
export async function getHandoverPhotoUrl(photoId: string, asSender = false): Promise<string> {
  const id = encodeURIComponent(photoId);
  const response = await apiResponse(
    asSender ? `/deliveries/photos/${id}` : `/admin/deliveries/photos/${id}`,
  );
  return URL.createObjectURL(await response.blob());
}
