import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { ShippingLabel } from './shipping-label';

// happy-dom has no canvas: the two drawing libraries are stood in for by ones that keep what they
// were asked to draw (the barcode's value and printed text, the QR code's text).
vi.mock('jsbarcode', () => ({
  default: (svg: SVGSVGElement, value: string, options: { text?: string }) => {
    svg.setAttribute('data-value', value);
    svg.textContent = options.text ?? value;
  },
}));
vi.mock('qrcode', () => ({
  default: { toDataURL: async (text: string) => `data:text/plain,${encodeURIComponent(text)}` },
}));

const parcel = {
  _id: 'parcel-1',
  trackingId: 'DSH-1763000000000',
  parcelType: 'small',
  pickupAddress: 'Shop 4, Mirpur 10',
  pickupDistrict: 'dhaka',
  pickupUpazila: null,
  receiverName: 'Salma Akter',
  receiverPhone: '01712345678',
  deliveryAddress: 'Station Road',
  deliveryDistrict: 'rangpur',
  deliveryUpazila: null,
  paymentMethod: 'cod',
  amountToCollect: 1480.5,
  weightGrams: 1500,
  merchantOrderId: 'ORD-1042',
  bookingTime: '2026-12-07T10:00:00.000Z',
} as const;

/** The label endpoint's answer: the store as sender, the barcode with its check code, the sort code. */
function serve() {
  return fakeApi({
    '/api/parcels/parcel-1/label': {
      barcode: 'DSH-1763000000000-7KQ3M',
      checkCode: '7KQ3M',
      sender: { name: 'Rahim Fashion', phone: '01812345678' },
      destinationHub: { code: 'RNG', name: 'Rangpur', nameBn: 'রংপুর' },
    },
  });
}

describe('the shipping label (issue 63 item 10, issue 61 item 4)', () => {
  it('prints the store as sender, the receiver’s district, weight, order ID, COD and the hub’s sort code', async () => {
    const api = serve();
    await renderPage(
      <ShippingLabel parcel={parcel} trackingUrl="https://desh.example/track/DSH-1763000000000" />,
      {
        namespaces: ['parcels'],
      },
    );
    const sortCode = await screen.findByTestId('label-sort-code');
    await vi.waitFor(() => expect(sortCode.textContent).toContain('RNG'));
    expect(sortCode.textContent).toContain('Sort to');
    const label = screen.getByTestId('shipping-label');
    expect(label.textContent).toContain('Rahim Fashion');
    expect(label.textContent).toContain('01812345678');
    expect(label.textContent).toContain('Rangpur');
    expect(screen.getByTestId('label-weight').textContent).toBe('1.5 kg');
    expect(screen.getByTestId('label-order-id').textContent).toBe('ORD-1042');
    expect(screen.getByTestId('label-collect').textContent).toContain('৳1,480.50');
    expect(api.paths()).toContain('/api/parcels/parcel-1/label');
  });

  it('puts the label’s check code in its barcode and QR code, but prints the tracking ID for people', async () => {
    serve();
    await renderPage(
      <ShippingLabel parcel={parcel} trackingUrl="https://desh.example/track/DSH-1763000000000" />,
      {
        namespaces: ['parcels'],
      },
    );
    const barcode = await screen.findByTestId('label-barcode');
    await vi.waitFor(() => expect(barcode.getAttribute('data-value')).toBe('DSH-1763000000000-7KQ3M'));
    expect(barcode.textContent).toBe('DSH-1763000000000');
    const qr = await screen.findByTestId('label-qr');
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toBe(
      'data:text/plain,https://desh.example/track/DSH-1763000000000#7KQ3M',
    );
  });

  it('prints in Bangla', async () => {
    serve();
    await renderPage(
      <ShippingLabel parcel={parcel} trackingUrl="https://desh.example/track/DSH-1763000000000" />,
      {
        language: 'bn',
        namespaces: ['parcels'],
      },
    );
    const sortCode = await screen.findByTestId('label-sort-code');
    await vi.waitFor(() => expect(sortCode.textContent).toContain('RNG'));
    expect(sortCode.textContent).toContain('যে হাবে যাবে');
    expect(screen.getByTestId('label-weight').textContent).toBe('১.৫ কেজি');
    expect(screen.getByTestId('shipping-label').textContent).toContain('রংপুর');
    expect(screen.getByTestId('label-collect').textContent).toContain('৳১,৪৮০.৫০');
  });
});
