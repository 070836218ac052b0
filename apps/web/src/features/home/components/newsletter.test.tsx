import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { Newsletter } from './newsletter';

/** The SweetAlert2 popup open now: its title and text. */
async function popup() {
  await waitFor(() => expect(document.querySelector('.swal2-popup .swal2-title')?.textContent).toBeTruthy());
  const read = (selector: string) => document.querySelector(`.swal2-popup ${selector}`)?.textContent ?? '';
  return { title: read('.swal2-title'), text: read('.swal2-html-container') };
}

async function closePopup() {
  await userEvent.click(document.querySelector<HTMLButtonElement>('.swal2-confirm') as HTMLButtonElement);
  await waitFor(() => expect(document.querySelector('.swal2-popup')).toBeNull());
}

describe('the newsletter form', () => {
  it('shows the spec’s popup on an empty or blank submit, though the field is a required email field', async () => {
    await renderPage(<Newsletter />, { namespaces: ['home'] });
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await popup()).toEqual({ title: 'Oops...', text: 'Please enter your email address!' });
    expect(document.querySelector('.swal2-icon-error')).not.toBeNull();
    await closePopup();

    await userEvent.type(email, '   {Enter}');
    expect(await popup()).toEqual({ title: 'Oops...', text: 'Please enter your email address!' });
    await closePopup();
    // Nothing was sent: the page asked the server only for the session.
    const asked = (fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.map(
      ([input]) => new URL(String(input), location.href).pathname,
    );
    expect(asked.filter((path) => path !== '/api/auth/get-session')).toEqual([]);
  });
});
