import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function uploadHandoverPhoto({ parcelId, file }: { parcelId: string; file: File }) {
  const form = new FormData();
  form.append('image', file);
  return api<{ photoId: string }>(`/deliveries/${encodeURIComponent(parcelId)}/photos`, {
    method: 'POST',
    body: form,
  });
}

export const useUploadHandoverPhoto = () => useMutation({ mutationFn: uploadHandoverPhoto });
