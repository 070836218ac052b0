import { describe, expect, it } from 'vitest';
import { type CustodyFacts, custodyGate } from './custody-gate.ts';

/** A parcel at the Mirpur hub, delivered from there, with no hold and no chosen day. */
const atMirpur = (change: Partial<CustodyFacts> = {}): CustodyFacts => ({
  status: 'in_transit',
  riderId: 'r1',
  senderId: 's1',
  holder: { kind: 'hub', riderId: null, hubId: 'dhk-mir', bagId: null },
  route: { originHubId: 'dhk-mir', destinationHubId: 'dhk-mir' },
  handedOutForReturn: false,
  hold: null,
  chosenDay: null,
  today: '2026-12-07',
  ...change,
});
const hub = { role: 'hub' as const, userId: 'u1', hubId: 'dhk-mir' };
const codeOf = (decide: () => unknown) => {
  try {
    decide();
    return 'allowed';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('the custody gate: holds and the receiver’s chosen day', () => {
  it('lets its own hub bag and hand out a parcel it holds, and no other hub', () => {
    expect(codeOf(() => custodyGate(atMirpur(), hub, { handover: 'bag' }))).toBe('allowed');
    expect(codeOf(() => custodyGate(atMirpur(), hub, { handover: 'handout' }))).toBe('allowed');
    expect(codeOf(() => custodyGate(atMirpur(), { ...hub, hubId: 'rng' }, { handover: 'handout' }))).toBe(
      'PARCEL_NOT_HELD_BY_YOU',
    );
  });

  it('stops a held parcel from being bagged, handed out, taken out or delivered, but not from going back', () => {
    for (const kind of ['damage', 'desk'] as const) {
      const held = atMirpur({ hold: { kind } });
      expect(codeOf(() => custodyGate(held, hub, { handover: 'bag' }))).toBe('PARCEL_HELD');
      expect(codeOf(() => custodyGate(held, hub, { handover: 'handout' }))).toBe('PARCEL_HELD');
      expect(codeOf(() => custodyGate(held, hub, { action: 'scan', to: 'out_for_delivery' }))).toBe(
        'PARCEL_HELD',
      );
      const atDoor = atMirpur({
        status: 'out_for_delivery',
        holder: { kind: 'rider', riderId: 'r1', hubId: null, bagId: null },
        hold: { kind },
      });
      const rider = { role: 'rider' as const, userId: 'u2', carries: true };
      expect(codeOf(() => custodyGate(atDoor, rider, { action: 'complete', to: 'delivered' }))).toBe(
        'PARCEL_HELD',
      );
      const returning = atMirpur({ status: 'returning', hold: { kind } });
      expect(codeOf(() => custodyGate(returning, hub, { handover: 'handout' }))).toBe('allowed');
    }
  });

  it('hands out and takes out no earlier than the receiver’s chosen day (Asia/Dhaka)', () => {
    const waits = atMirpur({ chosenDay: '2026-12-08' });
    expect(codeOf(() => custodyGate(waits, hub, { handover: 'handout' }))).toBe('WAITING_FOR_CHOSEN_DAY');
    expect(codeOf(() => custodyGate(waits, hub, { action: 'scan', to: 'out_for_delivery' }))).toBe(
      'WAITING_FOR_CHOSEN_DAY',
    );
    // It may still travel and be bagged towards its hub meanwhile.
    expect(codeOf(() => custodyGate(waits, hub, { handover: 'bag' }))).toBe('allowed');
    expect(
      codeOf(() => custodyGate(atMirpur({ chosenDay: '2026-12-07' }), hub, { handover: 'handout' })),
    ).toBe('allowed');
  });
});

describe('the custody gate: the day’s check-in (issue 62 item 4)', () => {
  const outWith = (riderHolding: string) =>
    atMirpur({
      status: 'out_for_delivery',
      holder: { kind: 'rider', riderId: riderHolding, hubId: null, bagId: null },
    });

  it('takes an out-for-delivery parcel back from its rider without a failed attempt', () => {
    expect(codeOf(() => custodyGate(outWith('r1'), hub, { action: 'scan', to: 'in_transit' }))).toBe(
      'allowed',
    );
  });

  it('does not take it from anyone but the rider it was handed to', () => {
    expect(codeOf(() => custodyGate(outWith('r2'), hub, { action: 'scan', to: 'in_transit' }))).toBe(
      'PARCEL_NOT_HELD_BY_YOU',
    );
    // A rider does not hand it in by a status of their own: only the hub's scan takes it back.
    expect(
      codeOf(() =>
        custodyGate(
          outWith('r1'),
          { role: 'rider', userId: 'u2', carries: true },
          {
            action: 'scan',
            to: 'in_transit',
          },
        ),
      ),
    ).not.toBe('allowed');
  });
});
