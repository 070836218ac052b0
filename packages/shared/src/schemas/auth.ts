import { z } from 'zod';
import {
  maxAuthTextLength,
  maxEmailLength,
  maxImageUrlLength,
  maxNameLength,
  maxPasswordLength,
  minPasswordLength,
  passwordTooLongMessage,
  tooLongMessage,
} from '../constants/limits.ts';

/** A password: required, then the shortest and longest allowed, the first two worded by the form. */
function passwordField(requiredMessage: string, tooShortMessage: string) {
  return z
    .string()
    .min(1, requiredMessage)
    .min(minPasswordLength, tooShortMessage)
    .max(maxPasswordLength, passwordTooLongMessage);
}

/** Messages are the spec's, to the letter; the login and sign-up forms word them differently on purpose. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(maxEmailLength, tooLongMessage(maxEmailLength)),
  password: passwordField('Password is required', 'Password must be 6 character long.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(maxNameLength, tooLongMessage(maxNameLength)),
  email: z.string().trim().min(1, 'Email is required.').max(maxEmailLength, tooLongMessage(maxEmailLength)),
  password: passwordField('Password is required.', 'Password must be 6 characters or longer.'),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const maxShopNameLength = 80;

/**
 * A phone account's profile: the name it asked for at sign-up (never the number), the shop's name
 * for a merchant, and an email, optional and set only once its owner opens the link mailed to it.
 */
export const profileSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(maxNameLength, tooLongMessage(maxNameLength)),
  shopName: z.string().trim().max(maxShopNameLength, tooLongMessage(maxShopNameLength)),
  email: z
    .string()
    .trim()
    .max(maxEmailLength, tooLongMessage(maxEmailLength))
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address.'),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/**
 * The longest text each field of a Better Auth body may hold (sign-up, sign-in, update-user, password
 * change and reset); any other string field gets `maxAuthTextLength`. The API checks these before
 * Better Auth sees the body, with the same messages as the forms.
 */
export const authTextLimits: Readonly<Record<string, { max: number; message: string }>> = {
  name: { max: maxNameLength, message: tooLongMessage(maxNameLength) },
  shopName: { max: maxShopNameLength, message: tooLongMessage(maxShopNameLength) },
  email: { max: maxEmailLength, message: tooLongMessage(maxEmailLength) },
  newEmail: { max: maxEmailLength, message: tooLongMessage(maxEmailLength) },
  password: { max: maxPasswordLength, message: passwordTooLongMessage },
  newPassword: { max: maxPasswordLength, message: passwordTooLongMessage },
  currentPassword: { max: maxPasswordLength, message: passwordTooLongMessage },
  image: { max: maxImageUrlLength, message: 'The photo address is too long.' },
};
export const otherAuthTextLimit = { max: maxAuthTextLength, message: tooLongMessage(maxAuthTextLength) };
