import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { LoginForm } from './login-form';

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('the login form', () => {
  it('shows the spec messages next to each field', async () => {
    await renderPage(<LoginForm />, { namespaces: ['auth'] });
    await submit();
    expect(await screen.findByText('Email is required')).toHaveProperty('id', 'login-email-error');
    expect(screen.getByText('Password is required').id).toBe('login-password-error');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await submit();
    expect((await screen.findByText('Password must be 6 character long.')).id).toBe('login-password-error');
  });
});

describe('the login form in Bangla', () => {
  it('shows the messages in Bangla', async () => {
    await renderPage(<LoginForm />, { language: 'bn', namespaces: ['auth'] });
    await userEvent.click(screen.getByRole('button', { name: 'লগইন' }));
    expect((await screen.findByText('ইমেইল আবশ্যক')).id).toBe('login-email-error');
    expect(screen.getByText('পাসওয়ার্ড আবশ্যক').id).toBe('login-password-error');
  });
});

describe('the login form for staff', () => {
  function Where() {
    return <p data-testid="where">{useLocation().pathname}</p>;
  }

  it.each([
    ['rider', '/assigned-parcels'],
    ['hub', '/hub'],
    ['admin', '/admin/dashboard-home'],
    ['customer', '/'],
  ])('takes a %s to their work, not the marketing home page', async (role, landing) => {
    let signedIn = false;
    const user = {
      id: 'u1',
      name: 'Staff',
      email: 'staff@example.test',
      emailVerified: true,
      createdAt: '2026-12-01T00:00:00.000Z',
      role,
    };
    fakeApi({
      '/api/auth/sign-in/email': () => {
        signedIn = true;
        return { user };
      },
      '/api/auth/get-session': () =>
        signedIn ? { user, session: { expiresAt: '2027-01-01T00:00:00.000Z' } } : null,
    });
    await renderPage(
      <>
        <LoginForm />
        <Where />
      </>,
      { namespaces: ['auth'] },
    );
    await userEvent.type(screen.getByLabelText('Email'), 'staff@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(landing));
  });
});

describe('the login form sent before the scripts ran', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's cookie.
    document.cookie = 'flash=; Path=/; Max-Age=0';
  });

  it('shows every refused field’s message by its field from its first render, until sent again', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's cookie.
    document.cookie = `flash=${encodeURIComponent(
      JSON.stringify({
        form: 'login',
        code: 'VALIDATION_ERROR',
        message: 'Email is required',
        fields: { email: 'Email is required', password: 'Password is required' },
      }),
    )}; Path=/`;
    await renderPage(<LoginForm />, { language: 'bn', namespaces: ['auth'] });
    expect(screen.getByText('ইমেইল আবশ্যক').id).toBe('login-email-error');
    expect(screen.getByText('পাসওয়ার্ড আবশ্যক').id).toBe('login-password-error');
    const email = screen.getByLabelText('ইমেইল');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('login-email-error');
    await userEvent.type(email, 'rahim@example.test');
    await userEvent.type(screen.getByLabelText('পাসওয়ার্ড'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'লগইন' }));
    await waitFor(() => expect(screen.queryByText('ইমেইল আবশ্যক')).toBeNull());
  });
});
