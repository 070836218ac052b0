import { api } from '../../../lib/api-client';

export async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { url } = await api<{ url: string }>('/uploads', { method: 'POST', body: form });
  return url;
}
