import { describe, expect, it } from 'vitest';
import { createRepeatGuard, keyBelongsToScanner } from './repeat-guard';
import { feedbackPlans } from './scan-feedback';

describe('createRepeatGuard', () => {
  const first = 'DSH-1700000000000';
  const second = 'DSH-1700000000001';

  it('lets a code through once while it stays in view, again after it was away', () => {
    const guard = createRepeatGuard(1500);
    expect(guard([first], 0)).toEqual([first]);
    expect(guard([first], 200)).toEqual([]);
    expect(guard([first], 1600)).toEqual([]); // still in view: seen 1,400 ms ago
    expect(guard([first, second], 1700)).toEqual([second]);
    for (const at of [1820, 1940, 2060, 2180]) expect(guard([], at)).toEqual([]); // taken away
    expect(guard([first], 3300)).toEqual([first]);
  });

  it('holds a label that stayed in view on a busy phone whose frames come seconds apart', () => {
    const guard = createRepeatGuard(1500);
    expect(guard([first], 0)).toEqual([first]);
    expect(guard([first], 2500)).toEqual([]);
    expect(guard([first], 5000)).toEqual([]);
    // Missed in one blurred frame, seen again in the next: still the same look at the label.
    expect(guard([], 7500)).toEqual([]);
    expect(guard([first], 10_000)).toEqual([]);
  });

  it('lets a label through again only after frames without it, however quick they were', () => {
    const guard = createRepeatGuard(1500);
    expect(guard([first], 0)).toEqual([first]);
    expect(guard([], 1000)).toEqual([]);
    expect(guard([first], 2000)).toEqual([]); // away for one frame only
    for (const at of [2100, 2200, 2300, 2400]) expect(guard([], at)).toEqual([]);
    expect(guard([first], 4000)).toEqual([first]);
  });
});

describe('keyBelongsToScanner', () => {
  it('takes keys that land on the page or a button, not in another field', () => {
    expect(keyBelongsToScanner(null)).toBe(true);
    expect(keyBelongsToScanner({ tagName: 'BODY' })).toBe(true);
    expect(keyBelongsToScanner({ tagName: 'BUTTON' })).toBe(true);
    expect(keyBelongsToScanner({ tagName: 'INPUT' })).toBe(false);
    expect(keyBelongsToScanner({ tagName: 'INPUT', type: 'text' })).toBe(false);
    expect(keyBelongsToScanner({ tagName: 'INPUT', type: 'radio' })).toBe(true);
    expect(keyBelongsToScanner({ tagName: 'INPUT', type: 'checkbox' })).toBe(true);
    expect(keyBelongsToScanner({ tagName: 'select' })).toBe(false);
    expect(keyBelongsToScanner({ tagName: 'DIV', isContentEditable: true })).toBe(false);
  });
});

describe('feedbackPlans', () => {
  it('answers fast and tells a refusal apart by pitch and length', () => {
    const length = (kind: keyof typeof feedbackPlans) =>
      feedbackPlans[kind].tones.reduce((sum, tone) => sum + tone.ms, 0);
    expect(length('read')).toBeLessThanOrEqual(50);
    expect(length('ok')).toBeLessThanOrEqual(100);
    expect(length('error')).toBeGreaterThan(length('ok'));
    const highestError = Math.max(...feedbackPlans.error.tones.map((tone) => tone.hz));
    expect(highestError).toBeLessThan(feedbackPlans.ok.tones[0]?.hz ?? 0);
  });
});
