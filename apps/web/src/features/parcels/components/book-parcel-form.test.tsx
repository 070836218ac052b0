import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { BookParcelForm } from './book-parcel-form';

const namespaces = ['parcels', 'areas', 'receivers', 'stores'];
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));

const messages = {
  parcelTitle: 'Parcel title is required',
  receiverName: 'Receiver name is required',
  // Required for every booking (issue 63.3): the rider calls it, the receiver's SMS and code go to it.
  receiverPhone: 'Receiver phone is required',
  pickupAddress: 'Pickup address is required',
  deliveryAddress: 'Delivery address is required',
  parcelType: 'Parcel type is required',
  // Never "Delivery fee is required" under a field nobody can type in: what the price waits for.
  deliveryFee: 'The price shows once the parcel type is chosen.',
  paymentMethod: 'Payment method is required',
};

describe('the booking form', () => {
  it('shows every spec message next to its field, and clears one once the field is filled', async () => {
    await renderPage(<BookParcelForm />, { namespaces });
    await submit();
    for (const [field, message] of Object.entries(messages)) {
      expect((await screen.findByText(message)).id).toBe(`book-${field}-error`);
      expect(document.getElementById(`book-${field}`)?.getAttribute('aria-invalid')).toBe('true');
    }
    // The fee is the courier's price: the person cannot type one (the API refuses 0 too, parcels.test.ts).
    expect(screen.getByLabelText('Delivery Fee (৳)').hasAttribute('readonly')).toBe(true);
    await userEvent.type(screen.getByLabelText('Parcel Title'), 'Books');
    await submit();
    expect(screen.queryByText('Parcel title is required')).toBeNull();
    expect(screen.getByText('Receiver name is required')).toBeTruthy();
  });

  it('offers the spec’s parcel types and payment methods', async () => {
    await renderPage(<BookParcelForm />, { namespaces });
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);
    expect(options('Parcel Type')).toEqual([
      'Select parcel type',
      'Small (under 1kg)',
      'Medium (1kg - 5kg)',
      'Large (5kg+)',
      'Fragile Item',
    ]);
    expect(options('Payment Method')).toEqual(['Select payment method', 'Cash on Delivery', 'Prepaid']);
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Cash on Delivery');
    expect((screen.getByLabelText('Payment Method') as HTMLSelectElement).value).toBe('cod');
  });

  it('lets the shop choose how the receiver pays, all in by default, and shows what each side gets', async () => {
    await renderPage(<BookParcelForm />, { namespaces });
    await userEvent.selectOptions(screen.getByLabelText('Parcel Type'), 'small');
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Cash on Delivery');
    const allIn = screen.getByRole('radio', { name: /One amount, all in/ }) as HTMLInputElement;
    expect(allIn.checked).toBe(true);
    await userEvent.type(screen.getByLabelText('Amount to Collect, all in (৳)'), '1250');
    const split = await screen.findByTestId('cod-split');
    const fee = Number((await screen.findByTestId('quote-total')).textContent?.replace(/[^0-9.]/g, ''));
    await waitFor(() => expect(split.textContent).toContain('Receiver pays৳1,250'));
    expect(split.textContent).toContain(`You receive৳${(1250 - fee).toLocaleString('en-US')}`);

    await userEvent.click(screen.getByRole('radio', { name: /Goods value \+ delivery charge/ }));
    expect(screen.queryByLabelText('Amount to Collect, all in (৳)')).toBeNull();
    await userEvent.type(screen.getByLabelText('Goods Value to Collect (৳, optional)'), '1250');
    await waitFor(() =>
      expect(screen.getByTestId('cod-split').textContent).toContain(
        `Receiver pays৳${(1250 + fee).toLocaleString('en-US')}`,
      ),
    );
    expect(screen.getByTestId('cod-split').textContent).toContain('You receive৳1,250');
  });

  it('offers the cash-on-delivery choice in Bangla', async () => {
    await renderPage(<BookParcelForm />, { language: 'bn', namespaces });
    await userEvent.selectOptions(screen.getByLabelText('পেমেন্ট পদ্ধতি'), 'cod');
    expect(screen.getByText('প্রাপক কীভাবে টাকা দেবেন')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /এক দামে, সব মিলিয়ে/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('আদায়ের টাকা, সব মিলিয়ে (৳)')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /পণ্যের মূল্য \+ ডেলিভারি চার্জ/ })).toBeTruthy();
  });

  it('shows the messages in Bangla', async () => {
    await renderPage(<BookParcelForm />, { language: 'bn', namespaces });
    await userEvent.click(screen.getByRole('button', { name: /বুকিং/ }));
    expect((await screen.findByText('পার্সেলের নাম আবশ্যক')).id).toBe('book-parcelTitle-error');
    expect(screen.getByText('পেমেন্ট পদ্ধতি আবশ্যক').id).toBe('book-paymentMethod-error');
    expect(screen.getByText('প্রাপকের ফোন নম্বর আবশ্যক').id).toBe('book-receiverPhone-error');
  });

  it('says the weight’s rule in kilograms, the unit its field takes', async () => {
    await renderPage(<BookParcelForm />, { namespaces });
    await userEvent.type(screen.getByLabelText('Weight (kg, optional)'), '45');
    await submit();
    expect(
      (await screen.findByText('Enter the weight in kilograms, up to 30 kg (for example 2.4).')).id,
    ).toBe('book-weightGrams-error');
    expect(screen.queryByText(/whole number of grams/)).toBeNull();
  });

  it('takes a receiver phone typed in Bangla digits', async () => {
    await renderPage(<BookParcelForm />, { namespaces });
    await userEvent.type(screen.getByLabelText('Receiver Phone'), '০১৭১২৩৪৫৬৭৮');
    await submit();
    expect(await screen.findByText('Parcel title is required')).toBeTruthy();
    expect(screen.queryByText('Receiver phone is required')).toBeNull();
    expect(screen.queryByText('Enter a valid Bangladeshi mobile number, e.g. 01712345678')).toBeNull();
    expect(document.getElementById('book-receiverPhone')?.getAttribute('aria-invalid')).not.toBe('true');
  });
});
