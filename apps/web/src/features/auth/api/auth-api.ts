import { ApiError, api } from '../../../lib/api-client';

/** Better Auth's own endpoints, called directly: lighter than its client library on the landing page. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
  createdAt: string;
  role?: string;
  /** A number proven by SMS code (01XXXXXXXXX), which can sign this account in. */
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean;
  /** A merchant's shop name, asked at phone sign-up (null or absent: none given). */
  shopName?: string | null;
}
export interface AuthSession {
  user: AuthUser;
  /** The raw session token is never sent to the page: the session lives in an HttpOnly cookie. */
  session: { expiresAt: string };
}

export const sessionQueryKey = ['auth', 'session'] as const;

export const getSession = () => api<AuthSession | null>('/api/auth/get-session');

export const signInEmail = (email: string, password: string) =>
  api<{ user: AuthUser }>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password, rememberMe: true },
  });

export const accountNotCreatedCode = 'ACCOUNT_NOT_CREATED';

/**
 * A taken email answers like a new account, only without a session (the API does not say which, so
 * nobody can test emails there): no session afterwards means the account was not made.
 */
export async function signUpEmail(name: string, email: string, password: string) {
  const answer = await api<{ user: AuthUser }>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { name, email, password },
  });
  if (!(await getSession())) {
    throw new ApiError(409, accountNotCreatedCode, 'This account could not be created.');
  }
  return answer;
}

export const signOut = () => api<{ success: boolean }>('/api/auth/sign-out', { method: 'POST', body: {} });

export const updateUser = (changes: { name?: string; image?: string; shopName?: string }) =>
  api<{ status: boolean }>('/api/auth/update-user', { method: 'POST', body: changes });

/**
 * Adds (or replaces) the account's email: a link is mailed to it, and the address is set, verified,
 * only when that link is opened (apps/api/src/lib/auth.ts).
 */
export const changeEmail = (newEmail: string, callbackURL: string) =>
  api<{ status: boolean }>('/api/auth/change-email', { method: 'POST', body: { newEmail, callbackURL } });

export const signInSocial = (provider: 'google', callbackURL: string) =>
  api<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider, callbackURL, errorCallbackURL: '/login?error=google' },
  });

export const requestPasswordReset = (email: string, redirectTo: string) =>
  api<{ status: boolean }>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo },
  });

export const resetPassword = (token: string, newPassword: string) =>
  api<{ status: boolean }>('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });
