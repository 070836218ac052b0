import { describe, expect, it } from 'vitest';
import { scanAction } from './send-scan';

describe('a hub scan as a queued action', () => {
  it('is sent once by its scanId, at the time it was scanned, to the hub’s scans', () => {
    const action = scanAction({
      hubId: 'hub 1',
      code: 'DSH-ABC123',
      action: 'receive',
      scanId: '5b7f8a52-2f0e-4a3e-9d54-0d6b8f3c1a11',
      deviceId: 'phone-1',
      scannedAt: '2026-11-24T04:05:06.000Z',
    });
    expect(action).toMatchObject({
      key: '5b7f8a52-2f0e-4a3e-9d54-0d6b8f3c1a11',
      doneAt: '2026-11-24T04:05:06.000Z',
      method: 'POST',
      url: '/api/network/hubs/hub%201/scans',
      trackingId: 'DSH-ABC123',
      label: 'action.hubScan',
    });
    expect(action.body).toEqual({
      code: 'DSH-ABC123',
      action: 'receive',
      scanId: '5b7f8a52-2f0e-4a3e-9d54-0d6b8f3c1a11',
      deviceId: 'phone-1',
      scannedAt: '2026-11-24T04:05:06.000Z',
    });
  });
});
