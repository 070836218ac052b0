import { describe, expect, it } from 'vitest';
import {
  canTransition,
  findTransition,
  nextTransitions,
  type ParcelActor,
  parcelActors,
  parcelStatuses,
  parcelTransitions,
} from './parcel-status.ts';

/**
 * The workflow written out by hand, independently of the table: every move someone may make, as
 * `from>to:actor`. Every other (from, to, actor) combination must be refused.
 */
const allowed = new Set([
  'pending>assigned:admin',
  'pending>assigned:hub',
  'pending>cancelled:customer',
  'pending>cancelled:admin',
  'assigned>picked_up:rider',
  'assigned>picked_up:admin',
  'assigned>pending:admin',
  'picked_up>in_transit:hub',
  // The counter: a merchant's drop-off, or a parcel whose rider forgot "picked up", taken in with a reason.
  'pending>in_transit:hub',
  'assigned>in_transit:hub',
  'picked_up>pending:admin',
  'in_transit>out_for_delivery:hub',
  'in_transit>pending:admin',
  'out_for_delivery>delivered:rider',
  'out_for_delivery>delivered:admin',
  'out_for_delivery>delivered_approval_pending:rider',
  'out_for_delivery>delivered_approval_pending:admin',
  'out_for_delivery>partially_delivered:rider',
  'out_for_delivery>partially_delivered:admin',
  'delivered_approval_pending>delivered:admin',
  'delivered_approval_pending>failed:admin',
  'out_for_delivery>failed:rider',
  'out_for_delivery>in_transit:admin',
  // The hub takes back what its rider did not deliver at the day's check-in (issue 62 item 4).
  'out_for_delivery>in_transit:hub',
  'failed>out_for_delivery:rider',
  'failed>out_for_delivery:admin',
  'failed>in_transit:hub',
  'failed>returning:system',
  'failed>returning:admin',
  // The sender's choice after a failed attempt (issue 63 item 6).
  'failed>returning:customer',
  'failed>pending:admin',
  'returning>returned:customer',
  'returning>returned:admin',
  'returning>returned:rider',
]);

describe('parcel transition table', () => {
  for (const from of parcelStatuses) {
    for (const to of parcelStatuses) {
      for (const actor of parcelActors) {
        const key = `${from}>${to}:${actor}`;
        const expected = allowed.has(key);
        it(`${expected ? 'allows' : 'refuses'} ${key}`, () => {
          expect(canTransition(from, to, actor)).toBe(expected);
        });
      }
    }
  }

  it('has no rule the hand-written list lacks, and no duplicate rule', () => {
    const keys = parcelTransitions.flatMap((t) => t.by.map((actor) => `${t.from}>${t.to}:${actor}`));
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys)).toEqual(allowed);
  });

  it('asks for proof and cash to deliver, a reason to fail, and a photo only from a rider handing a return back', () => {
    expect(findTransition('out_for_delivery', 'delivered', 'rider')?.needs).toEqual(['proof', 'cash']);
    expect(findTransition('out_for_delivery', 'delivered', 'admin')?.needs).toEqual(['proof', 'cash']);
    expect(findTransition('out_for_delivery', 'failed', 'rider')?.needs).toEqual(['reason']);
    expect(findTransition('returning', 'returned', 'rider')?.needs).toEqual(['photo']);
    expect(findTransition('returning', 'returned', 'customer')?.needs).toEqual([]);
  });

  it('moves nothing out of a final status, and nothing to the status it is in', () => {
    for (const actor of parcelActors) {
      for (const final of ['delivered', 'returned', 'cancelled'] as const) {
        expect(nextTransitions(final, actor)).toEqual([]);
      }
      for (const status of parcelStatuses) expect(canTransition(status, status, actor)).toBe(false);
    }
  });

  it('gives a rider only the steps of the leg in hand: the pickup, then the door', () => {
    const steps = (from: (typeof parcelStatuses)[number], actor: ParcelActor) =>
      nextTransitions(from, actor).map((t) => t.to);
    expect(steps('assigned', 'rider')).toEqual(['picked_up']);
    // One road (decision 050): from the pickup, a hub takes it in, and a hub hands it out; no rider walks it on.
    expect(steps('picked_up', 'rider')).toEqual([]);
    expect(steps('in_transit', 'rider')).toEqual([]);
    expect(steps('out_for_delivery', 'rider')).toEqual(['delivered', 'partially_delivered', 'failed']);
    expect(steps('partially_delivered', 'rider')).toEqual([]);
    expect(steps('failed', 'rider')).toEqual(['out_for_delivery']);
    // Waiting for approval is the server's choice at completion, and only an admin decides it.
    expect(steps('delivered_approval_pending', 'rider')).toEqual([]);
    expect(steps('delivered_approval_pending', 'admin')).toEqual(['delivered', 'failed']);
  });

  it('lets a hub move a parcel only by a scan (or by assigning its pickup), never at the door', () => {
    for (const t of parcelTransitions.filter((move) => move.by.includes('hub'))) {
      expect(['scan', 'assign']).toContain(t.action);
      expect(['delivered', 'failed', 'returned', 'cancelled']).not.toContain(t.to);
    }
  });
});
