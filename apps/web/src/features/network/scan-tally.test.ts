import type { ScanResult } from '@desh/shared';
import { describe, expect, it } from 'vitest';
import { feedbackPlans } from '../../components/scanner/scan-feedback';
import { feedbackOf, fillTally, scanOutcome, type TalliedScan, tally } from './scan-tally';

const answer = (change: Partial<ScanResult> = {}): ScanResult => ({
  result: 'received',
  next: 'bag_it',
  repeated: false,
  eventId: 1,
  ...change,
});
const done = (code: string, change: Partial<ScanResult> = {}): TalliedScan => ({
  code,
  state: 'done',
  result: answer(change),
});

describe('a scan’s outcome (sound and colour)', () => {
  it('tells ok, warning and refused apart', () => {
    expect(scanOutcome(done('A'))).toBe('ok');
    expect(scanOutcome({ code: 'A', state: 'kept' })).toBe('ok');
    expect(scanOutcome({ code: 'A', state: 'sending' })).toBeUndefined();
    expect(scanOutcome({ code: 'A', state: 'refused' })).toBe('refused');
    expect(scanOutcome(done('A', { repeated: true }))).toBe('warning');
    expect(scanOutcome(done('A', { result: 'received_misrouted' }))).toBe('warning');
    expect(scanOutcome(done('A', { result: 'bag_received', seal: 'differs' }))).toBe('warning');
    expect(
      scanOutcome(done('A', { result: 'handed_out', handedTo: { riderId: 'r', name: 'K', insteadOf: 'J' } })),
    ).toBe('warning');
  });

  it('has a sound of its own for each outcome', () => {
    const tones = (kind: keyof typeof feedbackPlans) => JSON.stringify(feedbackPlans[kind].tones);
    const sounds = new Set([tones(feedbackOf.ok), tones(feedbackOf.warning), tones(feedbackOf.refused)]);
    expect(sounds.size).toBe(3);
    // A warning sits between: lower than the ok beep, higher than the refusal's buzz.
    const highest = (kind: keyof typeof feedbackPlans) =>
      Math.max(...feedbackPlans[kind].tones.map((t) => t.hz));
    expect(highest('warning')).toBeLessThan(highest('ok'));
    expect(highest('warning')).toBeGreaterThan(highest('error'));
  });
});

describe('expected against scanned', () => {
  const manifest = Array.from({ length: 56 }, (_, index) => `DC-${index}`);
  const fromBag = (scan: TalliedScan) => scan.result?.result === 'received_from_bag';

  it('says 55 of 56 when one parcel of the bag is still to scan', () => {
    const scans = manifest.slice(0, 55).map((code) => done(code, { result: 'received_from_bag' }));
    expect(tally(manifest, [], scans, fromBag)).toEqual({ scanned: 55, expected: 56 });
  });

  it('counts a label once, earlier receipts too, and not refused or other scans', () => {
    const scans: TalliedScan[] = [
      done('DC-1', { result: 'received_from_bag' }),
      done('DC-1', { result: 'received_from_bag', repeated: true }),
      { code: 'DC-2', state: 'refused' },
      done('DC-3', { result: 'received' }),
    ];
    expect(tally(manifest, ['DC-0'], scans, fromBag)).toEqual({ scanned: 2, expected: 56 });
  });

  it('adds a parcel that was not expected to both sides', () => {
    const handedOut = (scan: TalliedScan) => scan.result?.handedTo?.riderId === 'r1';
    const run = ['DC-1', 'DC-2'];
    const scans = [
      done('DC-1', { result: 'handed_out', handedTo: { riderId: 'r1', name: 'K', insteadOf: null } }),
      done('DC-9', { result: 'handed_out', handedTo: { riderId: 'r1', name: 'K', insteadOf: 'J' } }),
      done('DC-2', { result: 'handed_out', handedTo: { riderId: 'r2', name: 'M', insteadOf: null } }),
    ];
    expect(tally(run, [], scans, handedOut)).toEqual({ scanned: 2, expected: 3 });
  });
});

describe('a bag being filled (issue 62 item 5)', () => {
  const bagged = (code: string, bagId = 'bag-1') =>
    done(code, { result: 'bagged', bag: { id: bagId } as ScanResult['bag'] });
  const fill = { bagId: 'bag-1', inBag: ['DC-1', 'DC-2'], waiting: ['DC-3', 'DC-4', 'DC-5'], unlisted: 0 };

  it('counts what is in the bag against that and what still waits: 2 of 5', () => {
    expect(fillTally(fill, [])).toEqual({ scanned: 2, expected: 5, stillWaiting: ['DC-3', 'DC-4', 'DC-5'] });
  });

  it('moves with each scan into this bag, one kept on the phone too, and not with others', () => {
    const scans: TalliedScan[] = [
      bagged('DC-3'),
      { code: 'DC-4', state: 'kept', bagId: 'bag-1' },
      { code: 'DC-5', state: 'kept', bagId: 'bag-2' },
      bagged('DC-5', 'bag-2'),
      { code: 'DC-5', state: 'refused', bagId: 'bag-1' },
      bagged('DC-1', 'bag-1'),
    ];
    expect(fillTally(fill, scans)).toEqual({ scanned: 4, expected: 5, stillWaiting: ['DC-5'] });
    // The last one in: all there is, nothing waits.
    expect(fillTally(fill, [...scans, { code: 'DC-5', state: 'kept', bagId: 'bag-1' }])).toEqual({
      scanned: 5,
      expected: 5,
      stillWaiting: [],
    });
  });

  it('adds a label that was not waiting to both sides, and counts the waiting the list left out', () => {
    expect(fillTally({ ...fill, unlisted: 10 }, [bagged('DC-9')])).toEqual({
      scanned: 3,
      expected: 16,
      stillWaiting: ['DC-3', 'DC-4', 'DC-5'],
    });
  });

  it('has a sound of its own for the last parcel in, after the scan’s beep', () => {
    const tones = (kind: keyof typeof feedbackPlans) => JSON.stringify(feedbackPlans[kind].tones);
    expect(new Set([tones('ok'), tones('warning'), tones('error'), tones('complete')]).size).toBe(4);
    expect(feedbackPlans.complete.tones[0]?.hz).toBe(0);
  });
});
