const storageKey = 'device-id';
let fallback: string | undefined;

/** This browser's own id, sent with each scan so custody records which device made it. */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(storageKey);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(storageKey, id);
    }
    return id;
  } catch {
    fallback ??= crypto.randomUUID();
    return fallback;
  }
}
