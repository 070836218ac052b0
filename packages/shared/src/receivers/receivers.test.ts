import { describe, expect, it } from 'vitest';
import { receiverRecordThresholds } from '../constants/receivers.ts';
import { addressTooVague } from './address-quality.ts';
import { receiverLookupsAllowed, receiverLookupVolumeCap } from './lookup-allowance.ts';
import { receiverRecordLabel } from './record-label.ts';
import { addDays, isFriday, rescheduleChoices, rescheduleProblem } from './reschedule.ts';

describe('receiverRecordLabel', () => {
  const counts = (delivered: number, returned = 0, refused = 0, wrongAddress = 0) => ({
    delivered,
    returned,
    refused,
    wrongAddress,
  });

  it('calls a receiver new below the threshold of finished parcels, whatever happened', () => {
    expect(receiverRecordThresholds.newReceiverBelow).toBe(3);
    expect(receiverRecordLabel(counts(0))).toBe('new_receiver');
    expect(receiverRecordLabel(counts(1, 1))).toBe('new_receiver');
    expect(receiverRecordLabel(counts(0, 0, 2, 5))).toBe('new_receiver');
  });

  it('calls them reliable below the risky share and risky from it', () => {
    expect(receiverRecordLabel(counts(3))).toBe('reliable');
    // 2 bad of 7: 28.6 % < 30 %.
    expect(receiverRecordLabel(counts(5, 1, 1))).toBe('reliable');
    // 3 bad of 10: exactly 30 %.
    expect(receiverRecordLabel(counts(7, 2, 1))).toBe('risky');
    expect(receiverRecordLabel(counts(1, 1, 1))).toBe('risky');
  });

  it('counts addresses riders could not find against the receiver', () => {
    expect(receiverRecordLabel(counts(5, 0, 0, 1))).toBe('reliable');
    expect(receiverRecordLabel(counts(5, 0, 0, 3))).toBe('risky');
  });

  it('follows thresholds passed in', () => {
    expect(receiverRecordLabel(counts(9, 1), { newReceiverBelow: 20, riskyShareFrom: 0.3 })).toBe(
      'new_receiver',
    );
    expect(receiverRecordLabel(counts(9, 1), { newReceiverBelow: 3, riskyShareFrom: 0.1 })).toBe('risky');
  });
});

describe('rescheduleProblem', () => {
  // 2026-11-24 is a Tuesday; 2026-11-27 a Friday.
  const today = '2026-11-24';
  const none = new Set<string>();

  it('knows Fridays and adds days across months', () => {
    expect(isFriday('2026-11-27')).toBe(true);
    expect(isFriday('2026-11-28')).toBe(false);
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
  });

  it('allows tomorrow up to seven days ahead, never a Friday', () => {
    expect(rescheduleProblem('2026-11-25', today, null, none)).toBeNull();
    expect(rescheduleProblem('2026-12-01', today, null, none)).toBeNull();
    expect(rescheduleProblem('2026-11-24', today, null, none)).toBe('too_early');
    expect(rescheduleProblem('2026-11-20', today, null, none)).toBe('too_early');
    expect(rescheduleProblem('2026-12-02', today, null, none)).toBe('too_late');
    expect(rescheduleProblem('2026-11-27', today, null, none)).toBe('friday');
    expect(rescheduleProblem('2026-02-30', today, null, none)).toBe('not_a_day');
    expect(rescheduleProblem('tomorrow', today, null, none)).toBe('not_a_day');
  });

  it('keeps within three days of the promised day', () => {
    expect(rescheduleProblem('2026-11-28', today, '2026-11-25', none)).toBeNull();
    expect(rescheduleProblem('2026-11-29', today, '2026-11-25', none)).toBe('past_promise');
  });

  it('offers exactly the allowed days', () => {
    expect(rescheduleChoices(today, null, none)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(rescheduleChoices(today, '2026-11-24', none)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('never offers nor allows a public holiday', () => {
    // 2026-12-16, Victory Day, is a Wednesday.
    const holidays = new Set(['2026-12-16']);
    expect(rescheduleProblem('2026-12-16', '2026-12-14', null, holidays)).toBe('holiday');
    expect(rescheduleProblem('2026-12-16', '2026-12-14', null, none)).toBeNull();
    expect(rescheduleChoices('2026-12-14', null, holidays)).toEqual([
      '2026-12-15',
      '2026-12-17',
      '2026-12-19',
      '2026-12-20',
      '2026-12-21',
    ]);
  });
});

describe('addressTooVague', () => {
  it('flags addresses a rider cannot find', () => {
    for (const address of ['Dhaka', 'Mirpur', 'Near Dhaka', 'Gulshan Dhaka Bangladesh', 'ঢাকা', 'মিরপুর, ঢাকা']) {
      expect(addressTooVague(address)).toBe(true);
    }
  });

  it('accepts addresses with a house, road, area or landmark word, in English or Bangla', () => {
    for (const address of [
      'House 12, Road 5, Dhanmondi',
      'H 12, R 5, Block C, Banani',
      'Flat 4B, Rupayan Tower, Gulshan Avenue',
      'Station Road, Jashore',
      'Opposite the mosque, Uttara sector 7',
      'বাসা ১২, রোড ৫, ধানমন্ডি',
      'মসজিদের পাশে, কালিগঞ্জ বাজার',
      'গ্রাম: চরপাড়া, ইউনিয়ন: সদর',
    ]) {
      expect(addressTooVague(address)).toBe(false);
    }
  });
});

describe('receiverLookupsAllowed', () => {
  it('is nothing without a collected parcel, then 20 plus one for every 5, at most 1,000 a day', () => {
    expect(receiverLookupsAllowed(0)).toBe(0);
    expect(receiverLookupsAllowed(1)).toBe(20);
    expect(receiverLookupsAllowed(4)).toBe(20);
    expect(receiverLookupsAllowed(5)).toBe(21);
    expect(receiverLookupsAllowed(300)).toBe(80);
    expect(receiverLookupsAllowed(receiverLookupVolumeCap() - 1)).toBe(999);
    expect(receiverLookupsAllowed(receiverLookupVolumeCap())).toBe(1000);
    expect(receiverLookupsAllowed(1_000_000)).toBe(1000);
  });
});
