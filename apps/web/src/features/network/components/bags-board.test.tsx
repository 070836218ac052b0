import type { BagView } from '@desh/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { BagsBoard } from './bags-board';

const hub = { id: 'dhk-mir', code: 'DHK-MIR', name: 'Mirpur Hub', nameBn: 'মিরপুর হাব' };
const bag: BagView = {
  id: 'bag-1',
  code: 'BAG-7K3M',
  status: 'open',
  originHub: hub,
  destinationHub: { id: 'dhk-sc', code: 'DHK-SC', name: 'Tejgaon', nameBn: 'তেজগাঁও' },
  sealNumber: null,
  parcelCount: 12,
  tripId: null,
  createdAt: '2026-12-07T05:00:00.000Z',
  openedBy: 'u1',
  waiting: 18,
};

function serve() {
  fakeApi({ '/api/network/hubs/dhk-mir/bags': [bag], '/api/network/hubs/dhk-mir/next-hubs': [] });
}

describe('the hub’s open bags (issue 62 item 5)', () => {
  it('says what still waits at the hub for each open bag, as the scan station counts it', async () => {
    serve();
    await renderPage(<BagsBoard hub={{ ...hub, kinds: ['pickup'], position: 'operator' }} />, {
      namespaces: ['network'],
    });
    expect(await screen.findByText(/12 parcels · 18 more waiting at the hub/)).toBeTruthy();
  });

  it('reads in Bangla with Bangla digits', async () => {
    serve();
    await renderPage(<BagsBoard hub={{ ...hub, kinds: ['pickup'], position: 'operator' }} />, {
      language: 'bn',
      namespaces: ['network'],
    });
    expect(await screen.findByText(/১২টি পার্সেল · হাবে আরও ১৮টি অপেক্ষায়/)).toBeTruthy();
  });
});
