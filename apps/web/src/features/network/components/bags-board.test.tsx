import type { BagView } from '@desh/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === '/api/auth/get-session') return Response.json(null);
      if (url.pathname === '/api/network/hubs/dhk-mir/bags') return Response.json([bag]);
      if (url.pathname === '/api/network/hubs/dhk-mir/next-hubs') return Response.json([]);
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
    }),
  );
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
