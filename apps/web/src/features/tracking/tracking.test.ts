import {
  type ParcelStatus,
  type PublicTracking,
  parcelStatuses,
  parcelStatusLabels,
  parcelTypeLabels,
} from '@desh/shared';
import { describe, expect, it } from 'vitest';
import { formatDhakaDateTime } from '../../lib/format';
import { mergeStatus } from './merge-status';

const bundles = import.meta.glob<Record<string, string>>('../../locales/*/tracking.json', {
  eager: true,
  import: 'default',
});
const en = bundles['../../locales/en/tracking.json'] ?? {};
const bn = bundles['../../locales/bn/tracking.json'] ?? {};

describe('tracking translations', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const value of Object.values(bn)) expect(value.trim()).not.toBe('');
  });

  it('uses the shared English status and parcel type labels', () => {
    expect(Object.keys(en).length).toBeGreaterThan(20);
    for (const status of parcelStatuses) expect(en[`status.${status}`]).toBe(parcelStatusLabels[status]);
    for (const [type, label] of Object.entries(parcelTypeLabels)) expect(en[`type.${type}`]).toBe(label);
  });
});

describe('formatDhakaDateTime', () => {
  it('shows Asia/Dhaka time (UTC+6) whatever the machine’s zone', () => {
    expect(formatDhakaDateTime('2024-03-01T20:30:00.000Z', 'en')).toBe('2 Mar 2024, 02:30');
    expect(formatDhakaDateTime('2024-03-01T20:30:00.000Z', 'bn')).toContain('২০২৪');
  });
});

const base: PublicTracking = {
  trackingId: 'DSH-1700000000000',
  status: 'assigned',
  parcelType: 'small',
  pickupDistrict: 'dhaka',
  deliveryDistrict: 'sylhet',
  deliveryType: 'regular',
  promisedDate: '2024-03-04',
  bookingTime: '2024-03-01T10:00:00.000Z',
  updatedAt: '2024-03-01T11:00:00.000Z',
  events: [
    { toStatus: 'pending', fromStatus: null, at: '2024-03-01T10:00:00.000Z' },
    { toStatus: 'assigned', fromStatus: 'pending', at: '2024-03-01T11:00:00.000Z' },
  ],
  milestones: [],
  legs: [],
};

describe('mergeStatus', () => {
  // A status message as the stream sends it: the parcel's new status and the step that led there.
  const step = (status: ParcelStatus, fromStatus: ParcelStatus | null, at: string) =>
    mergeStatus(base, {
      trackingId: base.trackingId,
      status,
      updatedAt: at,
      event: { toStatus: status, fromStatus, at },
    });

  it('appends a new step and moves the current status', () => {
    const next = step('picked_up', 'assigned', '2024-03-01T12:00:00.000Z');
    expect(next.status).toBe('picked_up');
    expect(next.events.map((event) => event.toStatus)).toEqual(['pending', 'assigned', 'picked_up']);
  });

  it('ignores a step the snapshot already has, and never moves back to an older status', () => {
    const repeated = step('assigned', 'pending', '2024-03-01T11:00:00.000Z');
    expect(repeated.events).toHaveLength(2);
    const older = step('pending', null, '2024-03-01T09:00:00.000Z');
    expect(older.status).toBe('assigned');
    expect(older.events[0]?.at).toBe('2024-03-01T09:00:00.000Z');
  });
});
