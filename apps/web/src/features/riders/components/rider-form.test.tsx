import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { RiderForm } from './rider-form';

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

describe('the be-a-rider form', () => {
  it('shows the spec messages next to each field, and a phone that is not a Bangladeshi mobile', async () => {
    await renderPage(<RiderForm />, { namespaces: ['riders', 'areas'] });
    await submit();
    expect((await screen.findByText('Full name is required')).id).toBe('rider-fullName-error');
    expect(screen.getByText('Phone number is required').id).toBe('rider-phone-error');
    expect(screen.getByText('Region is required').id).toBe('rider-region-error');
    expect(screen.getByText('Vehicle type is required').id).toBe('rider-vehicleType-error');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Rashed Khan');
    await userEvent.type(screen.getByLabelText('Phone Number'), '12345');
    await userEvent.selectOptions(screen.getByLabelText('Vehicle Type'), 'Motorbike');
    await submit();
    expect((await screen.findByText('Enter a valid Bangladeshi mobile number, e.g. 01712345678')).id).toBe(
      'rider-phone-error',
    );
    expect(screen.queryByText('Full name is required')).toBeNull();
    expect(screen.queryByText('Vehicle type is required')).toBeNull();
  });

  it('shows the messages in Bangla', async () => {
    await renderPage(<RiderForm />, { language: 'bn', namespaces: ['riders', 'areas'] });
    await userEvent.click(screen.getByRole('button', { name: /আবেদন/ }));
    expect((await screen.findByText('পূর্ণ নাম আবশ্যক')).id).toBe('rider-fullName-error');
    expect(screen.getByText('বাহনের ধরন আবশ্যক').id).toBe('rider-vehicleType-error');
  });
});
