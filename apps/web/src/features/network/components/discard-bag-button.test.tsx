import type { BagView } from '@desh/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { DiscardBagButton } from './discard-bag-button';

const bag: BagView = {
  id: 'bag-1',
  code: 'BAG-7Q2K9',
  status: 'open',
  originHub: { id: 'dhk-mir', code: 'DHK-MIR', name: 'Mirpur Hub', nameBn: 'মিরপুর হাব' },
  destinationHub: { id: 'dhk-sc', code: 'DHK-SC', name: 'Dhaka Sorting Centre', nameBn: 'ঢাকা বাছাই কেন্দ্র' },
  sealNumber: null,
  parcelCount: 0,
  tripId: null,
  createdAt: '2026-12-07T09:00:00.000Z',
  openedBy: 'u1',
};

/** The server answers the discard with `answer`. */
function serve(answer: () => Response) {
  const discard = vi.fn(answer);
  fakeApi({ [`DELETE /api/network/bags/${bag.id}`]: () => discard() });
  return discard;
}

const popupButton = (name: string) => screen.findByRole('button', { name });

describe('discarding an empty bag', () => {
  it('asks first, and a "No" leaves the bag alone', async () => {
    const discard = serve(() => new Response(null, { status: 204 }));
    await renderPage(<DiscardBagButton bag={bag} />, { namespaces: ['network'] });
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Discard bag BAG-7Q2K9?')).toBeTruthy();
    await userEvent.click(await popupButton('Cancel'));
    await waitFor(() => expect(document.querySelector('.swal2-popup')).toBeNull());
    expect(discard).not.toHaveBeenCalled();
  });

  it('says why the server refused, beside the button', async () => {
    const discard = serve(() =>
      Response.json(
        {
          error: {
            code: 'FORBIDDEN',
            message: 'Only whoever opened this bag or the hub’s manager can discard it.',
          },
        },
        { status: 403 },
      ),
    );
    await renderPage(<DiscardBagButton bag={bag} />, { namespaces: ['network'] });
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await userEvent.click(await popupButton('Discard'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only whoever opened this bag or the hub’s manager can discard it.',
    );
    expect(discard).toHaveBeenCalledTimes(1);
  });
});
