import {
  broughtBackUnattemptedNote,
  failedAttemptReasons,
  parcelStatuses,
  partialDeliveryReasons,
} from '@desh/shared';
import { describe, expect, it } from 'vitest';
import {
  automaticReturnNote,
  failedAttemptNote,
  isServerNote,
  partialDeliveryNote,
  publicEventDetail,
  returnLegNote,
} from './event-notes.ts';

describe('timeline notes and their public codes', () => {
  it('turns every note the delivery service writes back into its reason', () => {
    for (const reason of failedAttemptReasons) {
      expect(publicEventDetail('failed', failedAttemptNote(reason))).toEqual({ reason });
    }
    expect(publicEventDetail('failed', failedAttemptNote('reschedule', '2026-12-01'))).toEqual({
      reason: 'reschedule',
      rescheduleDate: '2026-12-01',
    });
    expect(publicEventDetail('returning', automaticReturnNote({ refused: true }))).toEqual({
      reason: 'refused',
    });
    expect(publicEventDetail('returning', automaticReturnNote({ attempts: 3 }))).toEqual({
      reason: 'attempts_exhausted',
    });
    for (const reason of partialDeliveryReasons) {
      const note = partialDeliveryNote(reason, 'DSH-1795522792229');
      expect(publicEventDetail('partially_delivered', note)).toEqual({ reason });
      expect(isServerNote('partially_delivered', note)).toBe(true);
    }
    expect(publicEventDetail('returning', returnLegNote('partial', 'DSH-1795522784414'))).toEqual({
      reason: 'partial_remainder',
    });
    expect(publicEventDetail('returning', returnLegNote('exchange', 'DSH-1795522784414'))).toEqual({
      reason: 'exchange_item',
    });
    expect(isServerNote('returning', returnLegNote('exchange', 'DSH-1795522784414'))).toBe(true);
  });

  it('never passes on text somebody typed, on any status', () => {
    const typed = 'Call Nusrat on 01712345678 at House 12, Road 5';
    for (const status of parcelStatuses) {
      expect(JSON.stringify(publicEventDetail(status, typed))).not.toMatch(/Nusrat|0171|House/);
    }
    // An admin's own reason for a return is told only as "sent back".
    expect(publicEventDetail('returning', typed)).toEqual({ reason: 'sent_back' });
    expect(publicEventDetail('failed', typed)).toEqual({});
  });

  it('tells the server’s own notes from typed ones', () => {
    expect(isServerNote('failed', failedAttemptNote('wrong_address'))).toBe(true);
    expect(isServerNote('returning', automaticReturnNote({ attempts: 3 }))).toBe(true);
    expect(isServerNote('returning', 'Sender asked for it back')).toBe(false);
    expect(isServerNote('in_transit', 'Wrong address')).toBe(false);
    // Told by its code (`not_attempted`) in the page's language, never as English words (issue 63).
    expect(isServerNote('in_transit', broughtBackUnattemptedNote)).toBe(true);
  });
});
