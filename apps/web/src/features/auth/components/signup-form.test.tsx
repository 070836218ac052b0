import { maxUploadBytes } from '@desh/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { SignupForm } from './signup-form';

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('the sign-up form', () => {
  it('shows the spec messages next to each field', async () => {
    await renderPage(<SignupForm />, { namespaces: ['auth'] });
    expect(screen.getByText('PNG, JPG, JPEG, Max: 5MB')).toBeTruthy();
    await submit();
    expect((await screen.findByText('Name is required.')).id).toBe('signup-name-error');
    expect(screen.getByText('Email is required.').id).toBe('signup-email-error');
    expect(screen.getByText('Password is required.').id).toBe('signup-password-error');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await submit();
    expect((await screen.findByText('Password must be 6 characters or longer.')).id).toBe(
      'signup-password-error',
    );
  });

  it('refuses a photo that is not PNG or JPEG, or is over 5 MB, and sends nothing', async () => {
    await renderPage(<SignupForm />, { namespaces: ['auth'] });
    const photo = screen.getByLabelText('Upload Photo');
    await userEvent.upload(photo, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert').textContent).toBe('Please choose a PNG, JPG or JPEG image.');
    await userEvent.upload(
      photo,
      new File([new Uint8Array(maxUploadBytes + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('alert').textContent).toBe('The photo must be 5 MB or smaller.');
    await userEvent.type(screen.getByLabelText('Name'), 'Rahim');
    await userEvent.type(screen.getByLabelText('Email'), 'rahim@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await submit();
    const asked = (fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.map(([url]) =>
      String(url),
    );
    expect(asked.filter((url) => url.includes('sign-up'))).toEqual([]);
  });
});
