/**
 * A camera sees the same label many times a second while it is in view: the guard lets a code
 * through once, then again only after it has been out of sight for `quietMs` and for at least
 * `awayFrames` frames read without it (a second scan of the same parcel on purpose means taking the
 * label away and back). Counting frames too matters on a busy phone: frames read a second or more
 * apart would otherwise let a label that never left the view through twice. Called once for every
 * frame read, with the codes in it; answers those that go through. Pure, so it is unit-tested.
 */
export function createRepeatGuard(quietMs: number, awayFrames = 3) {
  const lastSeen = new Map<string, { at: number; frame: number }>();
  let frame = 0;
  return (codes: readonly string[], now: number): string[] => {
    frame += 1;
    return codes.filter((code) => {
      const previous = lastSeen.get(code);
      lastSeen.set(code, { at: now, frame });
      return previous === undefined || (now - previous.at > quietMs && frame - previous.frame > awayFrames);
    });
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
