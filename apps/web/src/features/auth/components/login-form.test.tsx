import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
