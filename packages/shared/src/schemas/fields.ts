import { z } from 'zod';

/** Text a person must write: trimmed, refused blank with `message`, at most `max` characters. */
export const requiredText = (
  message: string,
  max: number,
  tooLong = `Please keep this under ${max} characters.`,
) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A whole number from `min` to `max`; anything else (not a number, a fraction, out of range) gets `message`. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
