export * from './fee.contracts.ts';
export { FEE_LABELS } from './fee.messages.ts';
export * from './fee-payloads.ts';
export * from './fee-sheet-columns.ts';
export * from './fee-split.ts';
export * from './index.light.ts';
export * from './lms-fee.contracts.ts';
export * from './lms-fee.ts';
export * from './recalculation.ts';
