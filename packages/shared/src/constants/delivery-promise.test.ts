import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dhakaDate, weekdayOf } from '../format/dhaka-time.ts';
import { isWorkingDay, promisedDeliveryDate, weeklyHoliday } from './delivery-promise.ts';

/** A moment given as Dhaka wall-clock time (UTC+6). */
const dhaka = (local: string) => new Date(`${local}+06:00`);
const none = new Set<string>();
type Booking = Parameters<typeof promisedDeliveryDate>[0];
/** The day promised for a booking made at `at` (Dhaka wall-clock time). */
const promise = (at: string, zone: Booking['zone'], deliveryType: Booking['deliveryType'], holidays = none) =>
  promisedDeliveryDate({ bookedAt: dhaka(at), zone, deliveryType, holidays });

describe('the promised day', () => {
  // 2026-11-24 is a Tuesday; 2026-11-27 a Friday.
  it('delivers express inside one city the same day before noon, the next working day after', () => {
    expect(promise('2026-11-24T11:59', 'same_city', 'express')).toBe('2026-11-24');
    expect(promise('2026-11-24T12:00', 'same_city', 'express')).toBe('2026-11-25');
    // Thursday afternoon: Friday is the weekly holiday, so Saturday.
    expect(promise('2026-11-26T15:00', 'same_city', 'express')).toBe('2026-11-28');
    // Booked on a Friday morning: nothing moves that day.
    expect(promise('2026-11-27T09:00', 'same_city', 'express')).toBe('2026-11-28');
  });

  it('delivers express across the Dhaka metro the next working day', () => {
    expect(promise('2026-11-24T10:00', 'dhaka_suburbs', 'express')).toBe('2026-11-25');
    expect(promise('2026-11-24T13:00', 'dhaka_suburbs', 'express')).toBe('2026-11-26');
    expect(promise('2026-11-26T10:00', 'dhaka_suburbs', 'express')).toBe('2026-11-28');
  });

  it('counts regular working days from the pickup day, past the 17:00 cut-off, Fridays and holidays', () => {
    expect(promise('2026-11-24T16:59', 'same_city', 'regular')).toBe('2026-11-25');
    expect(promise('2026-11-24T17:00', 'same_city', 'regular')).toBe('2026-11-26');
    expect(promise('2026-11-24T10:00', 'elsewhere', 'regular')).toBe('2026-11-28');
    // Victory Day (16 December 2026, a Wednesday) is skipped like a Friday.
    expect(promise('2026-12-15T10:00', 'same_city', 'regular', new Set(['2026-12-16']))).toBe('2026-12-17');
  });

  it('crosses month and year ends', () => {
    // Monday 30 November 2026 -> Tuesday, Wednesday, Thursday.
    expect(promise('2026-11-30T10:00', 'elsewhere', 'regular')).toBe('2026-12-03');
    // Thursday 31 December 2026 late: picked up Saturday 2 January, delivered Tuesday 5 January.
    expect(promise('2026-12-31T20:00', 'elsewhere', 'regular')).toBe('2027-01-05');
    // 28 February 2027 (a Sunday) -> 1, 2, 3 March.
    expect(promise('2027-02-28T09:00', 'elsewhere', 'regular')).toBe('2027-03-03');
  });

  it('is always a working day, never before the booking day, and never earlier for a later booking', () => {
    const start = Date.parse('2026-01-01T00:00:00+06:00');
    const span = 2 * 365 * 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: span }),
        fc.integer({ min: 0, max: 5 * 24 * 60 * 60 * 1000 }),
        fc.constantFrom('same_city', 'dhaka_suburbs', 'elsewhere' as const),
        fc.boolean(),
        fc.uniqueArray(fc.integer({ min: 0, max: 760 }), { maxLength: 40 }),
        (offset, later, zone, express, holidayOffsets) => {
          const holidays = new Set(
            holidayOffsets.map((days) => dhakaDate(start + days * 24 * 60 * 60 * 1000)),
          );
          const deliveryType = express && zone !== 'elsewhere' ? 'express' : 'regular';
          const at = start + offset;
          const promised = promisedDeliveryDate({ bookedAt: at, zone, deliveryType, holidays });
          expect(isWorkingDay(promised, holidays)).toBe(true);
          expect(weekdayOf(promised)).not.toBe(weeklyHoliday);
          expect(promised >= dhakaDate(at)).toBe(true);
          const second = promisedDeliveryDate({ bookedAt: at + later, zone, deliveryType, holidays });
          expect(second >= promised).toBe(true);
        },
      ),
    );
  });
});
