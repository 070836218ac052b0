export * from './auth.ts';
export * from './idempotency.ts';
export * from './ledger.ts';
export * from './newsletter.ts';
export * from './parcels.ts';
export * from './rate-limits.ts';
export * from './riders.ts';
export * from './webhooks.ts';
