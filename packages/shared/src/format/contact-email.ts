/**
 * Accounts made by phone have no email, but the users table needs one: a random address under the
 * reserved `.invalid` domain (apps/api/src/lib/phone-auth.ts). It is a stand-in, never shown to anyone.
 */
export const phoneAccountEmailDomain = 'phone.invalid';

/** An address fit to show or to write to: a real one, else null (a phone account without an email). */
export const shownEmail = (email: string | null | undefined): string | null =>
  email && !/@phone\.invalid$/i.test(email) ? email : null;

/** The stand-in address of a phone account (…@phone.invalid). */
export const isStandInEmail = (email: string | null | undefined): boolean => !!email && !shownEmail(email);
