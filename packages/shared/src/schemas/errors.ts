import { z } from 'zod';

/**
 * The values a message carries (an amount in poisha, a limit, a count, a status), so a client can
 * word the message in its own language and digits: the `code` names the sentence, `params` fill it.
 */
export const apiErrorParamsSchema = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe('The numbers and names in the message, for clients that word it in their own language.');
export type ApiErrorParams = z.infer<typeof apiErrorParamsSchema>;

/** The one error body every non-auth endpoint answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string().describe('Stable and machine-readable: a client translates by it.'),
    message: z.string().describe('English, for people reading the raw answer.'),
    fields: z.record(z.string(), z.string()).optional(),
    params: apiErrorParamsSchema.optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
