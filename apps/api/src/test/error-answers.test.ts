import { describe, expect, it } from 'vitest';
import { readableValidationAnswer } from '../plugins/auth-answers.ts';
import { postToAuth, useTestContext } from './helpers.ts';

const ctx = useTestContext();

/** What a client needs to word an error in its own language: a code, and the values apart. */
describe('error answers a client can translate', () => {
  it('a password reset for a malformed email answers a readable message and the field, not "[body.email] …"', async () => {
    const response = await postToAuth(ctx.app, '/api/auth/request-password-reset', {
      email: 'not-an-email',
      redirectTo: '/reset-password',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).not.toMatch(/^\[/);
    expect(body.fields).toEqual({ email: body.message });
  });

  it('splits each issue of a summary into its field', () => {
    const answer = JSON.parse(
      readableValidationAnswer(
        JSON.stringify({ code: 'VALIDATION_ERROR', message: '[body.email] Invalid email; [body] Required' }),
      ),
    );
    expect(answer).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid email',
      fields: { email: 'Invalid email', _: 'Required' },
    });
    expect(readableValidationAnswer('{"code":"OTHER","message":"[x] y"}')).toBe(
      '{"code":"OTHER","message":"[x] y"}',
    );
  });
});
