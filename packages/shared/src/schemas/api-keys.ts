import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Every key starts with this, so a leaked one is easy to spot (secret scanners, logs). */
export const apiKeyPrefix = 'dsh_live_';
/**
 * A test key's prefix (as long as the live one). A test key reads everything a live key reads; it books
 * nothing: a booking with it is checked against the booking schema and answered `{ dryRun: true }`, and
 * every other write is refused with 403 TEST_KEY_READ_ONLY.
 */
export const testApiKeyPrefix = 'dsh_test_';
/** Whether a key (or its shown prefix) is a test key. */
export const isTestApiKey = (keyOrPrefix: string) => keyOrPrefix.startsWith(testApiKeyPrefix);
/** How much of the key is kept in clear to tell keys apart in a list. */
export const apiKeyShownLength = apiKeyPrefix.length + 8;
export const maxApiKeysPerMerchant = 20;
export const maxApiKeyRateLimit = 10_000;

const rateLimitMessage = `Rate limit must be a whole number from 1 to ${maxApiKeyRateLimit}.`;
/** Requests per minute one key may make. */
const rateLimitPerMinuteSchema = z
  .number({ error: rateLimitMessage })
  .int(rateLimitMessage)
  .min(1, rateLimitMessage)
  .max(maxApiKeyRateLimit, rateLimitMessage);

/**
 * A merchant may choose a limit for its own key up to the server's default (API_KEY_RATE_LIMIT_MAX);
 * only an admin gives a key more.
 */
export const apiKeyRateLimitAboveDefaultMessage = (defaultLimit: number) =>
  `Rate limit can be at most ${defaultLimit} requests a minute; ask an admin for a higher limit.`;

export const createApiKeySchema = z.object({
  name: requiredText('Key name is required', 60),
  /** Requests per minute this key may make, at most the server's default; the default when absent. */
  rateLimitPerMinute: rateLimitPerMinuteSchema.optional(),
  /** A test key (dsh_test_…): reads, and checks bookings without making them. */
  test: z.boolean().optional(),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  /** A test key (dsh_test_…): reads, and checks bookings without making them. */
  test: z.boolean(),
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
  test: z.boolean(),
  rateLimitPerMinute: z.number().int(),
  createdAt: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** What an admin sends to set one key's limit (above the default too, up to maxApiKeyRateLimit). */
export const setApiKeyRateLimitSchema = z.object({ rateLimitPerMinute: rateLimitPerMinuteSchema });
export type SetApiKeyRateLimitInput = z.infer<typeof setApiKeyRateLimitSchema>;

/** Keys as admins list them: whose key it is, never the key. */
export const adminApiKeySchema = apiKeySchema.extend({ userId: z.string(), ownerEmail: z.string() });
export type AdminApiKey = z.infer<typeof adminApiKeySchema>;

export const adminApiKeysQuerySchema = z.object({
  /** The owner's email, exactly (any case); without it the newest keys of all merchants. */
  email: z.string().trim().toLowerCase().max(254).optional(),
});
