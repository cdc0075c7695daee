export { FEE_LABELS } from './fee.messages.ts';
export * from './fee-payloads.ts';
export * from './fee-split.ts';
export * from './fee-subjects.ts';
export * from './lms-fee.ts';
export * from './recalculation.ts';
