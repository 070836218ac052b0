import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { toIdentity } from '../hooks/use-auth';
import { PhoneSignUp } from './phone-sign-up';

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send code' }));

describe('sign-up with a phone', () => {
  it('asks for a name (and a shop for a merchant) before the number; the email is optional', async () => {
    await renderPage(<PhoneSignUp />, { namespaces: ['auth'] });
    expect(screen.getByLabelText('Shop name (if you send parcels as a shop)')).toBeTruthy();
    await send();
    expect((await screen.findByText('Name is required.')).id).toBe('phone-signup-name-error');
    expect(screen.getByText('Enter a valid Bangladeshi mobile number, e.g. 01712345678').id).toBe(
      'phone-signup-number-error',
    );
    // An empty email is fine; a wrong one is told by its field.
    expect(document.getElementById('phone-signup-email-error')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email (optional)'), 'not-an-address');
    await send();
    expect((await screen.findByText('Enter a valid email address.')).id).toBe('phone-signup-email-error');
  });

  it('is in Bangla too', async () => {
    await renderPage(<PhoneSignUp />, { language: 'bn', namespaces: ['auth'] });
    expect(screen.getByRole('heading', { name: 'ফোন দিয়ে সাইন আপ করুন' })).toBeTruthy();
    expect(screen.getByLabelText('ইমেইল (ঐচ্ছিক)')).toBeTruthy();
  });
});

describe('the signed-in identity', () => {
  const user = {
    id: 'u1',
    name: 'Rahima Khatun',
    emailVerified: false,
    createdAt: '2026-12-01T00:00:00Z',
  };

  it('never offers a phone account’s stand-in address as its email', () => {
    const phoneAccount = toIdentity({ ...user, email: '5b1c…@phone.invalid', shopName: 'Rahima Fashion' });
    expect(phoneAccount).toMatchObject({ contactEmail: null });
    expect(toIdentity({ ...user, email: 'rahima@example.test' })).toMatchObject({
      contactEmail: 'rahima@example.test',
    });
  });
});
