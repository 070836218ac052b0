/**
 * A copy of the rider's run as last drawn, for the next time it is opened with no network: the start
 * script in index.html draws it before the app's scripts have run (they take most of a cheap phone's
 * first second), and the app's own run takes its place as soon as it is drawn.
 *
 * It holds what the run shows (receivers, addresses, phones, amounts), as the phone's kept answers
 * do, and goes when the rider signs out.
 */
const storageKey = 'run-snapshot';

interface RunSnapshot {
  savedAt: number;
  /** The page's language: a copy in another one is not drawn. */
  lang: string;
  html: string;
  /**
   * The inner HTML of each stop after the first screen, in the page's order: their places in `html`
   * are kept empty and hidden, so the slow phone's way to its first paint parses only the first screen.
   */
  below: string[];
}

/** index.html's start script: the copy on screen (this one, or the page the server drew). */
type SnapshotWindow = Window & { __pageCopy?: { dismiss(): void; firstScreenOnly(): boolean } };

/**
 * Keeps the page as it is now, unless a dialog is open over it or the copy is still on screen. The
 * stops after the first `firstScreenStops` are kept apart (`below`), their places empty and hidden
 * (`data-below-first-screen`): the start script draws a phone's first screen first and fills and
 * shows them at the rider's first scroll. Chosen here, when the phone is idle, not by the start
 * script, on the slow phone's way to the first paint.
 */
export function keepRunSnapshot(firstScreenStops: number): void {
  const root = document.getElementById('root');
  if (
    !root ||
    document.getElementById('run-snapshot') ||
    document.getElementById('page-copy') ||
    root.querySelector('dialog[open], .swal2-container')
  )
    return;
  // What holds only for its moment (the queue's count, the live link) is hidden: from the copy it
  // would tell the rider something no longer true. Hidden, not removed, so that every other element
  // keeps its place, by which a tap on the copy finds its twin in the app's run.
  const copy = root.cloneNode(true) as HTMLElement;
  for (const momentary of copy.querySelectorAll<HTMLElement>('[data-momentary]')) {
    momentary.replaceChildren();
    momentary.hidden = true;
  }
  const stops = [...copy.querySelectorAll('[data-testid="assigned-parcel"]')];
  const below: string[] = [];
  for (const card of stops.slice(firstScreenStops)) {
    const stop = (card.closest('li') ?? card) as HTMLElement;
    below.push(stop.innerHTML);
    stop.replaceChildren();
    stop.hidden = true;
    stop.setAttribute('data-below-first-screen', '');
  }
  const snapshot: RunSnapshot = {
    savedAt: Date.now(),
    lang: document.documentElement.lang,
    html: copy.innerHTML,
    below,
  };
  try {
    localStorage.setItem(storageKey, JSON.stringify(snapshot));
  } catch {
    // Storage full or refused: the run still opens offline from the kept answers, a moment later.
  }
}

/** The app's run is drawn: the copy goes, and a button tapped on it is tapped again on the run. */
export function dismissRunSnapshot(): void {
  (window as SnapshotWindow).__pageCopy?.dismiss();
}

/**
 * Whether a copy is on screen showing only its first screen (the rider has not scrolled it): then
 * every button it shows, and so every tap it holds, is on the first screen's stops.
 */
export function runSnapshotShowsFirstScreenOnly(): boolean {
  return (window as SnapshotWindow).__pageCopy?.firstScreenOnly() ?? false;
}

export function forgetRunSnapshot(): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing kept, or storage refused: nothing to remove.
  }
}
