import { z } from 'zod';
import { webhookEventTypes } from '../constants/webhook-events.ts';

export const webhookEventTypeSchema = z.enum(webhookEventTypes, { error: 'Choose a known event' });

export const webhookUrlSchema = z
  .string({ error: 'Endpoint URL is required' })
  .trim()
  .min(1, 'Endpoint URL is required')
  .max(2000, 'Endpoint URL must be at most 2000 characters')
  .regex(
    /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i,
    'Enter an http:// or https:// URL without a user name or password',
  );

/** Registering an endpoint (the web form and POST /api/webhooks). */
export const createWebhookEndpointSchema = z.object({
  url: webhookUrlSchema,
  description: z.string().trim().max(200, 'Please keep this under 200 characters.').optional(),
  events: z
    .array(webhookEventTypeSchema, { error: 'Choose at least one event' })
    .min(1, 'Choose at least one event')
    .max(webhookEventTypes.length)
    .refine((events) => new Set(events).size === events.length, 'Each event only once'),
});
export type CreateWebhookEndpointInput = z.infer<typeof createWebhookEndpointSchema>;

export const updateWebhookEndpointSchema = createWebhookEndpointSchema
  .partial()
  .extend({ enabled: z.boolean().optional() });
export type UpdateWebhookEndpointInput = z.infer<typeof updateWebhookEndpointSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** The first characters of the secret, to tell secrets apart; the whole secret is shown only once. */
  secretPrefix: z.string(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Answered once, on creation and on rotation: the signing secret (whsec_…). */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookAttemptSchema = z.object({
  id: z.number(),
  attemptedAt: z.string(),
  /** The receiver's HTTP status; null when no answer came (refused, timed out, blocked). */
  statusCode: z.number().nullable(),
  latencyMs: z.number(),
  /** The first kilobyte of the answer, or what went wrong. */
  responseExcerpt: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookMessageStatuses = ['pending', 'delivered', 'failed'] as const;

/** The event a merchant sends themself from an endpoint (POST /api/webhooks/:id/test): never subscribed to. */
export const webhookTestEventType = 'test.ping';

/** What a logged message can be: a subscribed event, or a test the merchant sent. */
export const webhookMessageEventTypeSchema = z.enum([...webhookEventTypes, webhookTestEventType]);

/** The answer to "send test event": the queued message's webhook-id, to find in the delivery log. */
export const webhookTestQueuedSchema = z.object({ messageId: z.string() });
export type WebhookTestQueued = z.infer<typeof webhookTestQueuedSchema>;

export const webhookMessageSchema = z.object({
  /** The webhook-id header: the same on every retry, so receivers can drop duplicates. */
  id: z.string(),
  eventType: webhookMessageEventTypeSchema,
  status: z.enum(webhookMessageStatuses),
  payload: z.record(z.string(), z.unknown()),
  attemptCount: z.number(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookMessage = z.infer<typeof webhookMessageSchema>;
