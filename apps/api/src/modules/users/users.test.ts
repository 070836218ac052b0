import { describe, expect, it } from 'vitest';
import {
  loginAs,
  postToAuth,
  requestAs,
  signUp,
  signUpAnswer,
  uniqueEmail,
  useTestContext,
} from '../../test/helpers.ts';

const ctx = useTestContext();

/** The user record of `email` as a fresh admin reads it. */
const recordAsAdmin = async (email: string) =>
  requestAs(ctx, await loginAs(ctx, 'admin'), 'GET', `/api/users/${email}`);

/** Signs a new email up with these fields as the sign-up page would: the email and the answer. */
async function signUpNewEmail(fields: { name: string; password: string; role?: string }) {
  const email = uniqueEmail();
  return { email, response: await signUpAnswer(ctx.app, { ...fields, email }) };
}

describe('user record', () => {
  it('is created at sign-up as a customer with created_at, and sign-in sets last_log_in', async () => {
    const email = uniqueEmail();
    const user = await signUp(ctx.app, { email, name: 'Rahim Uddin' });
    const response = await requestAs(ctx, user, 'GET', `/api/users/${email}`);
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({ email, role: 'customer', name: 'Rahim Uddin' });
    expect(new Date(record.created_at).toISOString()).toBe(record.created_at);

    const signIn = await postToAuth(ctx.app, '/api/auth/sign-in/email', { email, password: 'secret123' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['set-auth-token']).toEqual(expect.any(String));
    const after = await ctx.app.inject({ method: 'GET', url: `/api/users/${email}`, headers: user.headers });
    expect(after.json().last_log_in).not.toBeNull();
  });

  it('answers 401 when signed out and 403 for somebody else’s record', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.email}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
    const forbidden = await requestAs(ctx, other, 'GET', `/api/users/${owner.email}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
  });

  it('lets an admin read anyone’s record, and answers 404 for an unknown email', async () => {
    const admin = await loginAs(ctx, 'admin');
    const customer = await signUp(ctx.app);
    const found = await requestAs(ctx, admin, 'GET', `/api/users/${customer.email}`);
    expect(found.statusCode).toBe(200);
    const missing = await requestAs(ctx, admin, 'GET', '/api/users/nobody@example.test');
    expect(missing.statusCode).toBe(404);
  });

  it('never lets POST /users raise the caller’s role', async () => {
    const user = await signUp(ctx.app);
    const response = await requestAs(ctx, user, 'POST', '/api/users', {
      email: user.email,
      role: 'admin',
      created_at: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('customer');
    const other = await requestAs(ctx, user, 'POST', '/api/users', { email: 'someone-else@example.test' });
    expect(other.statusCode).toBe(403);
  });

  it('ignores a role sent to the sign-up endpoint', async () => {
    const { email, response } = await signUpNewEmail({
      name: 'Sneaky',
      password: 'secret123',
      role: 'admin',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
    const record = await recordAsAdmin(email);
    if (record.statusCode === 200) expect(record.json().role).toBe('customer');
    else expect(response.statusCode).toBe(400);
  });

  it('rejects a password shorter than 6 and leaves no half-created user', async () => {
    const { email, response } = await signUpNewEmail({ name: 'Short', password: '12345' });
    expect(response.statusCode).toBe(400);
    const record = await recordAsAdmin(email);
    expect(record.statusCode).toBe(404);
  });
});
