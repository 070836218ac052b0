import { maxUploadBytes } from '@desh/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { checkImage, reencodeImage } from './image-check.ts';

/** Busboy's parse errors carry no status; a broken form is the client's fault, not a 500. */
function malformedForm(error: { statusCode?: number }): never {
  if (error.statusCode) throw error;
  throw badRequest('The upload is not a valid multipart form.');
}

/**
 * The one image in a multipart request's `image` field, checked to be a real PNG or JPEG of at most
 * 5 MB, decoded and encoded again so only pixels this server wrote are stored (no metadata such as a
 * phone photo's location, no payload riding along). `beforeDecode` runs once the bytes are in and
 * before the costly decode (an upload quota). The route's scope must have @fastify/multipart registered.
 */
export async function readUploadedImage(
  request: FastifyRequest,
  options: { beforeDecode?: () => Promise<void> } = {},
): Promise<{ bytes: Buffer; extension: 'png' | 'jpg'; contentType: string }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
  }
  const file = await request
    .file({ limits: { fileSize: maxUploadBytes, files: 1, fields: 5 } })
    .catch(malformedForm);
  if (file?.fieldname !== 'image') throw badRequest('Attach the image in a field named "image".');
  const bytes = await file.toBuffer().catch(malformedForm);
  if (file.file.truncated) throw new AppError(413, 'FILE_TOO_LARGE', 'The image must be 5 MB or smaller.');
  if (bytes.length === 0) throw badRequest('The image file is empty.');
  await options.beforeDecode?.();
  const image = await checkImage(bytes);
  return { bytes: await reencodeImage(bytes, image), ...image };
}
