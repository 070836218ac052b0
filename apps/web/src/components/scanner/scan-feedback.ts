/**
 * What a person hears and feels after a scan, within a frame or two of it: a short high beep when
 * it went through, two middle beeps when it went through but needs a look (a warning), a low double
 * buzz when it was refused, a rising pair when the last of a count is in. WebAudio (no sound files to fetch) and
 * `navigator.vibrate` where the phone has it (Android Chrome; iPhones have no vibration API).
 */
export type FeedbackKind = 'read' | 'ok' | 'warning' | 'error' | 'complete';

interface Tone {
  hz: number;
  ms: number;
}

export const feedbackPlans: Record<FeedbackKind, { tones: Tone[]; vibrate: number[] }> = {
  // The moment a code is read, before the server answers: a faint tick, so the hand can move on.
  read: { tones: [{ hz: 2000, ms: 25 }], vibrate: [] },
  ok: { tones: [{ hz: 1320, ms: 90 }], vibrate: [60] },
  warning: {
    tones: [
      { hz: 660, ms: 90 },
      { hz: 0, ms: 70 },
      { hz: 660, ms: 90 },
    ],
    vibrate: [80, 70, 80],
  },
  // The last one of a count is in (a bag has every parcel waiting for it): a rising pair, after a
  // pause long enough that the scan's own beep is heard first.
  complete: {
    tones: [
      { hz: 0, ms: 160 },
      { hz: 1320, ms: 90 },
      { hz: 0, ms: 40 },
      { hz: 1760, ms: 180 },
    ],
    vibrate: [0, 160, 90, 40, 180],
  },
  error: {
    tones: [
      { hz: 220, ms: 150 },
      { hz: 0, ms: 60 },
      { hz: 180, ms: 220 },
    ],
    vibrate: [150, 60, 220],
  },
};

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return undefined;
  context ??= new window.AudioContext();
  // A context made before the page was touched starts suspended; a scan (a key press) may resume it.
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

function play(tones: Tone[], volume: number): void {
  const ctx = audio();
  if (!ctx) return;
  let at = ctx.currentTime;
  for (const tone of tones) {
    const seconds = tone.ms / 1000;
    if (tone.hz > 0) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = tone.hz;
      gain.gain.setValueAtTime(volume, at);
      gain.gain.setValueAtTime(0, at + seconds);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + seconds);
    }
    at += seconds;
  }
}

/** Plays the sound and the vibration of `kind`; silently nothing where the browser has neither. */
export function scanFeedback(kind: FeedbackKind): void {
  const plan = feedbackPlans[kind];
  try {
    play(plan.tones, kind === 'read' ? 0.03 : 0.12);
  } catch {
    // Audio is a courtesy: a browser that refuses it still shows the answer on screen.
  }
  if (plan.vibrate.length > 0 && typeof navigator !== 'undefined' && 'vibrate' in navigator) {
    navigator.vibrate(plan.vibrate);
  }
}
