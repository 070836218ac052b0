import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded images live. Local disk by default; an S3-compatible bucket when configured. */
export interface FileStorage {
  /** Stores the bytes under a fresh name and answers the public URL. */
  save(bytes: Buffer, extension: string, contentType: string): Promise<string>;
}

export function uploadFileName(extension: string): string {
  return `${Date.now().toString(36)}-${crypto.randomBytes(12).toString('hex')}.${extension}`;
}

export function createLocalStorage(directory: string, publicPrefix = '/uploads'): FileStorage {
  return {
    async save(bytes, extension) {
      await fs.mkdir(directory, { recursive: true });
      const name = uploadFileName(extension);
      // 'wx' never overwrites: a name clash is an error, not silent data loss.
      await fs.writeFile(path.join(directory, name), bytes, { flag: 'wx' });
      return `${publicPrefix}/${name}`;
    },
  };
}
