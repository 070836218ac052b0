import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import type { HubParcel } from '../api/hub-work';
import { ParcelGroup } from './parcel-group';

const parcel = (id: string, change: Partial<HubParcel> = {}): HubParcel => ({
  id,
  trackingId: `DSH-${id}`,
  status: 'in_transit',
  receiverName: 'Rina',
  deliveryAddress: 'Road 3',
  codAmountPoisha: 0,
  collectPoisha: 0,
  riderId: null,
  leg: 'delivery',
  held: false,
  waitingFor: null,
  ...change,
});

describe('a group of parcels to give a rider', () => {
  it('does not offer a parcel waiting for its receiver’s chosen day, and says which day (issue 63)', async () => {
    const onToggle = vi.fn();
    const parcels = [parcel('A'), parcel('B', { waitingFor: '2026-12-12' })];
    await renderPage(
      <ParcelGroup
        title="Pallabi"
        parcels={parcels}
        chosen={new Set()}
        riderNames={new Map()}
        onToggle={onToggle}
      />,
      { namespaces: ['network'] },
    );
    expect(screen.getByTestId('run-parcel-waiting').textContent).toBe(
      'Waiting for 12 Dec 2026, the day the receiver chose',
    );
    expect((screen.getByLabelText(/DSH-B/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/DSH-A/) as HTMLInputElement).disabled).toBe(false);
    // "All of them" takes only the one on offer.
    screen.getByLabelText(/Pallabi/).click();
    expect(onToggle).toHaveBeenCalledWith([parcels[0]], true);
  });
});
