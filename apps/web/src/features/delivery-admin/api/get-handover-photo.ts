import { apiResponse } from '../../../lib/api-client';

/** A handover photo as an object URL (the route is admin-only, so it cannot be a plain <img src>). */
export async function getHandoverPhotoUrl(photoId: string): Promise<string> {
  const response = await apiResponse(`/admin/deliveries/photos/${encodeURIComponent(photoId)}`);
  return URL.createObjectURL(await response.blob());
}
