import { fileTypeFromBuffer } from 'file-type';
import type SharpModule from 'sharp';
import { AppError } from '../../lib/errors.ts';

export interface CheckedImage {
  extension: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
}

const pngEnd = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** A profile photo is shown small: larger ones are scaled down, which also bounds what is stored. */
export const maxImageSide = 1024;
/** Refuse before decoding anything bigger (a small file can claim a huge canvas: a "pixel bomb"). */
const maxInputPixels = 40_000_000;

let loadedSharp: Promise<typeof SharpModule> | undefined;
/**
 * libvips is loaded with the first upload, not at start-up: it is about 20 MB of resident memory that
 * a process serving only tracking and lists never needs.
 */
function loadSharp(): Promise<typeof SharpModule> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    // Decoded images are not kept between uploads.
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

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

/**
 * Decodes the image and encodes it again, in the same format: what is stored is only pixels this
 * server wrote. A file that does not decode (a JPEG frame around HTML) is refused; text chunks,
 * EXIF (GPS position included), comments and anything else riding along are dropped. The photo is
 * turned upright by its EXIF orientation first, and scaled down to `maxImageSide`.
 */
export async function reencodeImage(bytes: Buffer, image: CheckedImage): Promise<Buffer> {
  // Outside the try: a library that fails to load is a server fault, not a bad image.
  const sharp = await loadSharp();
  try {
    const pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width: maxImageSide, height: maxImageSide, fit: 'inside', withoutEnlargement: true });
    return await (image.extension === 'png'
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
  } catch {
    throw new AppError(
      415,
      'UNSUPPORTED_IMAGE',
      'The image could not be read. Please save it again as PNG or JPEG and retry.',
    );
  }
}

const trailingData = () =>
  new AppError(
    415,
    'UNSUPPORTED_IMAGE',
    'The image has extra data after its end. Please save it again and retry.',
  );
