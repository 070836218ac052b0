import fs from 'node:fs';
import path from 'node:path';

/**
 * A folder the e2e server files outgoing messages in (mail, SMS), one JSON file each, named so that the
 * names sort in arrival order. The folder starts empty; the answer files the next message.
 */
export function emptyMessageFolder(dir: string): (message: unknown) => void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  return (message) => {
    count += 1;
    fileMessage(dir, `${Date.now()}-${String(count).padStart(5, '0')}.json`, message);
  };
}

/**
 * A message file appears whole or not at all: written beside the folder, then renamed into it, so a
 * test reading the folder at that moment never meets half a JSON document.
 */
function fileMessage(dir: string, name: string, message: unknown): void {
  const partial = path.join(path.dirname(dir), `.${path.basename(dir)}-${name}.partial`);
  fs.writeFileSync(partial, JSON.stringify(message));
  fs.renameSync(partial, path.join(dir, name));
}

/** The messages filed in `dir` so far, oldest first. */
export function filedMessages<T>(dir: string): T[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T);
}
