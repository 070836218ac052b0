import { describe, expect, it } from 'vitest';
import { publicNote } from './public-note.ts';

const parcel = {
  receiverName: 'Nusrat Jahan',
  receiverPhone: '+8801712345678',
  pickupAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
  deliveryAddress: 'Shop 4, Station Road, Cumilla',
  senderEmail: 'sender@example.test',
};

describe('publicNote', () => {
  it('shows a failed delivery’s reason', () => {
    expect(publicNote('Receiver was not at home', 'failed', parcel)).toBe('Receiver was not at home');
  });

  it('never shows notes of other steps, which may name the rider or the receiver', () => {
    for (const status of [
      'pending',
      'assigned',
      'picked_up',
      'in_transit',
      'delivered',
      'cancelled',
    ] as const) {
      expect(publicNote('Handed to Rafiq, 01812345678', status, parcel)).toBeUndefined();
    }
    expect(publicNote(null, 'failed', parcel)).toBeUndefined();
    expect(publicNote('   ', 'failed', parcel)).toBeUndefined();
  });

  it('masks phone numbers and emails in every spelling', () => {
    expect(publicNote('Called +880 1712-345678 twice', 'failed', parcel)).toBe('Called … twice');
    expect(publicNote('Called 01912345678', 'failed', parcel)).toBe('Called …');
    expect(publicNote('Wrote to someone@mail.test', 'failed', parcel)).toBe('Wrote to …');
    expect(publicNote('sender@example.test asked to hold it', 'failed', parcel)).toBe('… asked to hold it');
  });

  it('drops a note that repeats the receiver’s name or any part of an address', () => {
    expect(publicNote('Nusrat refused the parcel', 'failed', parcel)).toBeUndefined();
    expect(publicNote('nobody at road 5', 'failed', parcel)).toBeUndefined();
    expect(publicNote('Shop 4 was closed', 'failed', parcel)).toBeUndefined();
    expect(publicNote('Could not find Station Road', 'failed', parcel)).toBeUndefined();
  });

  it('keeps a note that only names a district, which the timeline shows anyway', () => {
    expect(publicNote('Roads to Cumilla were flooded', 'failed', parcel)).toBe(
      'Roads to Cumilla were flooded',
    );
  });

  it('matches whole words only and caps the length', () => {
    // "Jahan" is the receiver's name, "Jahangir" is not.
    expect(publicNote('Jahangirnagar hub was closed', 'failed', parcel)).toBe('Jahangirnagar hub was closed');
    const long = 'x'.repeat(500);
    expect(publicNote(long, 'failed', parcel)).toHaveLength(200);
  });
});

describe('notes the delivery service writes', () => {
  const parcel = {
    receiverName: 'Tahmina Receiver',
    receiverPhone: '01712345678',
    pickupAddress: 'House 9, Uttara',
    deliveryAddress: 'Station Road, Jashore',
    senderEmail: 'sender@example.test',
  };
  it('are shown as written, even when a word of them is in the receiver’s name', () => {
    expect(publicNote('Receiver not reachable', 'failed', parcel)).toBe('Receiver not reachable');
    expect(publicNote('Receiver asked to reschedule: 1 Dec 2026', 'failed', parcel)).toBe(
      'Receiver asked to reschedule: 1 Dec 2026',
    );
    expect(publicNote('3 delivery attempts failed.', 'returning', parcel)).toBe(
      '3 delivery attempts failed.',
    );
  });
  it('are not a way around the filter: free text naming the receiver is still dropped', () => {
    expect(publicNote('Receiver not reachable, Tahmina was out', 'failed', parcel)).toBeUndefined();
    expect(publicNote('Receiver not reachable', 'delivered', parcel)).toBeUndefined();
  });
});
