export * from './auth.ts';
export * from './merchants.ts';
export * from './newsletter.ts';
export * from './parcels.ts';
export * from './rate-limits.ts';
export * from './riders.ts';
