import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded images live. Local disk by default; an S3-compatible bucket when configured. */
export interface FileStorage {
  /** Stores the bytes under a fresh name and answers the public URL. */
  save(bytes: Buffer, extension: string, contentType: string): Promise<string>;
  /** Stores bytes nobody may fetch by URL (handover photos) and answers the key to read them back. */
  savePrivate(bytes: Buffer, extension: string, contentType: string): Promise<string>;
  /** The privately stored bytes, or undefined when there are none under that key. */
  readPrivate(key: string): Promise<Buffer | undefined>;
}

const privateKeyPattern = /^[a-z0-9]+-[a-f0-9]{24}\.(png|jpg)$/;

/** Keys come from savePrivate; anything else (a path, a traversal) is refused before touching storage. */
export function isPrivateKey(key: string): boolean {
  return privateKeyPattern.test(key);
}

export function uploadFileName(extension: string): string {
  return `${Date.now().toString(36)}-${crypto.randomBytes(12).toString('hex')}.${extension}`;
}

/**
 * Public files in `directory` (served under /uploads); private ones in `privateDirectory`, which is
 * outside the served folder and read back only through an authorized route.
 */
export function createLocalStorage(
  directory: string,
  publicPrefix = '/uploads',
  privateDirectory = path.join(path.dirname(directory), 'private-uploads'),
): FileStorage {
  return {
    async savePrivate(bytes, extension) {
      await fs.mkdir(privateDirectory, { recursive: true });
      const name = uploadFileName(extension);
      await fs.writeFile(path.join(privateDirectory, name), bytes, { flag: 'wx', mode: 0o600 });
      return name;
    },
    async readPrivate(key) {
      if (!isPrivateKey(key)) return undefined;
      return fs.readFile(path.join(privateDirectory, key)).catch(() => undefined);
    },
    async save(bytes, extension) {
      await fs.mkdir(directory, { recursive: true });
      const name = uploadFileName(extension);
      // 'wx' never overwrites: a name clash is an error, not silent data loss.
      await fs.writeFile(path.join(directory, name), bytes, { flag: 'wx' });
      return `${publicPrefix}/${name}`;
    },
  };
}
