/**
 * Accounts made by phone have no email, but the users table needs one: a random address under the
 * reserved `.invalid` domain (apps/api/src/lib/phone-auth.ts). It is a stand-in, never shown to anyone.
 */
export const phoneAccountEmailDomain = 'phone.invalid';

/** The stand-in address of a phone account (…@phone.invalid). */
export function isStandInEmail(email: string | null | undefined): boolean {
  return Boolean(email?.toLowerCase().endsWith(`@${phoneAccountEmailDomain}`));
}

/** An address fit to show or to write to: a real one, else null (a phone account without an email). */
export function shownEmail(email: string | null | undefined): string | null {
  return email && !isStandInEmail(email) ? email : null;
}
