import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors.ts';

export interface CheckedImage {
  extension: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
}

const pngEnd = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Decides by content, never by file name. Bytes after the image's own end marker are refused:
 * that is where polyglot files (an image that is also HTML or a script) hide their payload.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'image/png') {
    if (!bytes.subarray(bytes.length - pngEnd.length).equals(pngEnd)) throw trailingData();
    return { extension: 'png', contentType: 'image/png' };
  }
  if (type?.mime === 'image/jpeg') {
    if (bytes.at(-2) !== 0xff || bytes.at(-1) !== 0xd9) throw trailingData();
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  throw new AppError(415, 'UNSUPPORTED_IMAGE', 'Only PNG, JPG and JPEG images are accepted.');
}

const trailingData = () =>
  new AppError(
    415,
    'UNSUPPORTED_IMAGE',
    'The image has extra data after its end. Please save it again and retry.',
  );
