export * from './auth.ts';
export * from './delivery.ts';
export * from './newsletter.ts';
export * from './parcels.ts';
export * from './rate-limits.ts';
export * from './riders.ts';
export * from './sms.ts';
