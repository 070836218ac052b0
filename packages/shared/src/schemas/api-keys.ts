import { z } from 'zod';

/** Every key starts with this, so a leaked one is easy to spot (secret scanners, logs). */
export const apiKeyPrefix = 'dsh_live_';
/** How much of the key is kept in clear to tell keys apart in a list. */
export const apiKeyShownLength = apiKeyPrefix.length + 8;
export const maxApiKeysPerMerchant = 20;
export const maxApiKeyRateLimit = 10_000;

export const createApiKeySchema = z.object({
  name: z
    .string({ error: 'Key name is required' })
    .trim()
    .min(1, 'Key name is required')
    .max(60, 'Please keep this under 60 characters.'),
  /** Requests per minute this key may make; the server's default when absent. */
  rateLimitPerMinute: z
    .number({ error: `Rate limit must be a whole number from 1 to ${maxApiKeyRateLimit}.` })
    .int(`Rate limit must be a whole number from 1 to ${maxApiKeyRateLimit}.`)
    .min(1, `Rate limit must be a whole number from 1 to ${maxApiKeyRateLimit}.`)
    .max(maxApiKeyRateLimit, `Rate limit must be a whole number from 1 to ${maxApiKeyRateLimit}.`)
    .optional(),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  rateLimitPerMinute: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** When a password reset suspended the key; it works again once its owner confirms it. */
  suspendedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time the whole key is shown. */
export const createdApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  key: z.string(),
  rateLimitPerMinute: z.number().int(),
  createdAt: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
