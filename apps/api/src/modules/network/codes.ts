import crypto from 'node:crypto';

/** Crockford's base32 without look-alikes (no I, L, O, U): codes an operator can read out or type. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomCode(prefix: string, length: number): string {
  const bytes = crypto.randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % 32];
  return `${prefix}-${out}`;
}

/** A bag's label code (Code 128 on the bag label), e.g. BAG-7K3M9Q2T. */
export const newBagCode = () => randomCode('BAG', 8);
/** A line-haul trip's code, e.g. TRP-4H8N2W6R. */
export const newTripCode = () => randomCode('TRP', 8);
