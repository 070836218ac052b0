export * from './address-quality.ts';
export * from './lookup-allowance.ts';
export * from './record-label.ts';
export * from './reschedule.ts';
