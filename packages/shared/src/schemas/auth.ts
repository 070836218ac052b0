import { z } from 'zod';
import { minPasswordLength } from '../constants/limits.ts';

/** Messages are the spec's, to the letter; the login and sign-up forms word them differently on purpose. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z
    .string()
    .min(1, 'Password is required')
    .min(minPasswordLength, 'Password must be 6 character long.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  email: z.string().trim().min(1, 'Email is required.'),
  password: z
    .string()
    .min(1, 'Password is required.')
    .min(minPasswordLength, 'Password must be 6 characters or longer.'),
});
export type SignupInput = z.infer<typeof signupSchema>;
