import { describe, expect, it } from 'vitest';
import { smsSenderName, smsText } from './sms-templates.ts';

const token = 'AbCdEfGhIjKlMnOpQrStUv';
const booked = (from: string, toPayPoisha: number, receiverToken?: string) =>
  ({
    kind: 'booked',
    trackingId: 'DSH-1763000000000',
    from,
    toPayPoisha,
    ...(receiverToken ? { receiverToken } : {}),
  }) as const;

describe('the receiver’s booking SMS (issue 63 item 10)', () => {
  it('says who sent the parcel and how much to pay at the door, in English and Bangla', () => {
    expect(smsText(booked('Rahim Fashion', 148_050, token), 'en')).toBe(
      `Desh Courier: Parcel DSH-1763000000000 from Rahim Fashion is booked for you. Pay ৳1,480.50 on delivery. Choose the day, add directions: {site}/r/${token}`,
    );
    expect(smsText(booked('রহিম ফ্যাশন', 148_050, token), 'bn')).toBe(
      `Desh Courier: রহিম ফ্যাশন-এর পার্সেল DSH-1763000000000 বুক হয়েছে। ডেলিভারিতে দেবেন ৳১,৪৮০.৫০। দিন বাছুন, নির্দেশনা দিন: {site}/r/${token}`,
    );
  });

  it('says there is nothing to pay when the parcel is prepaid', () => {
    expect(smsText(booked('Rahim Fashion', 0, token), 'en')).toContain('Nothing to pay.');
    expect(smsText(booked('Rahim Fashion', 0, token), 'bn')).toContain('কিছু দিতে হবে না।');
    expect(smsText(booked('Rahim Fashion', 0), 'en')).toBe(
      'Desh Courier: Parcel DSH-1763000000000 from Rahim Fashion is booked for you. Nothing to pay. {site}/track/DSH-1763000000000',
    );
  });

  it('keeps the message short: a long store name is cut, and the whole stays within three SMS parts', () => {
    const long = 'The Very Long Name of a Shop That Sells Everything Under the Sun';
    expect(smsSenderName(long).length).toBeLessThanOrEqual(30);
    expect(smsSenderName(long)).toMatch(/^The Very Long Name of a Shop…$/);
    expect(smsSenderName(' Rahim\n  Fashion ')).toBe('Rahim Fashion');
    const english = smsText(booked(long, 1_234_500, token), 'en').replace('{site}', 'https://desh.example');
    const bangla = smsText(booked(long, 1_234_500, token), 'bn').replace('{site}', 'https://desh.example');
    // GSM-7 parts carry 153 characters, Unicode (Bangla) parts 67.
    expect(Math.ceil(english.length / 153)).toBeLessThanOrEqual(2);
    expect(Math.ceil(bangla.length / 67)).toBeLessThanOrEqual(3);
  });

  it('still words a message queued before it carried the sender and the amount', () => {
    expect(smsText({ kind: 'booked', trackingId: 'DSH-1763000000000', receiverToken: token }, 'en')).toBe(
      `Desh Courier: Parcel DSH-1763000000000 is booked for you. Choose the day, add directions or your location: {site}/r/${token}`,
    );
  });
});
