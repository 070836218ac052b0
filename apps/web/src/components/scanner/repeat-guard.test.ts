import { describe, expect, it } from 'vitest';
import { createRepeatGuard, keyBelongsToScanner } from './repeat-guard';
import { feedbackPlans } from './scan-feedback';

describe('createRepeatGuard', () => {
  it('lets a code through once while it stays in view, again after it was away', () => {
    const guard = createRepeatGuard(1500);
    expect(guard('DSH-1700000000000', 0)).toBe(true);
    expect(guard('DSH-1700000000000', 200)).toBe(false);
    expect(guard('DSH-1700000000000', 1600)).toBe(false); // still in view: seen 1,400 ms ago
    expect(guard('DSH-1700000000001', 1700)).toBe(true);
    expect(guard('DSH-1700000000000', 3200)).toBe(true);
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
