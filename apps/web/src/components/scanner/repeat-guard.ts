/**
 * A camera sees the same label many times a second while it is in view: the guard lets a code
 * through once, then again only after it has been out of sight for `quietMs` (a second scan of the
 * same parcel on purpose means taking the label away and back). Pure, so it is unit-tested.
 */
export function createRepeatGuard(quietMs: number) {
  const lastSeen = new Map<string, number>();
  return (code: string, now: number): boolean => {
    const previous = lastSeen.get(code);
    lastSeen.set(code, now);
    return previous === undefined || now - previous > quietMs;
  };
}

/**
 * Whether a key press landed nowhere in particular (the page itself, a button, a link), so the scan
 * field should take it: a keyboard scanner types wherever the focus is, and a press of a button
 * just before must not swallow the next label. A press in a text field, a list or a dialog is left alone.
 */
export function keyBelongsToScanner(
  target: { tagName?: string; isContentEditable?: boolean; type?: string } | null,
): boolean {
  if (!target?.tagName) return true;
  if (target.isContentEditable) return false;
  const tag = target.tagName.toUpperCase();
  // A radio button or tick box takes no typing: a mode just chosen must not swallow the next label.
  if (tag === 'INPUT') return ['radio', 'checkbox', 'button', 'submit'].includes(target.type ?? 'text');
  return tag !== 'TEXTAREA' && tag !== 'SELECT';
}
