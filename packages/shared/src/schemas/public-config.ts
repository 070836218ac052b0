import { z } from 'zod';
import { supportContactSchema } from './support.ts';

/** What the web app learns about this deployment (GET /api/config) before anyone signs in. */
export const publicConfigSchema = z.object({
  /** "Continue with Google" works (a client id and secret are configured). */
  googleEnabled: z.boolean(),
  /** A forgot-password request reaches the user (mail is configured, or the link is printed in development). */
  passwordResetEnabled: z.boolean(),
  /** How to reach support (the contact page): phone numbers, email and hours from the configuration. */
  support: supportContactSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
