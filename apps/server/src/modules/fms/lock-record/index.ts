/** The public face of this module: what other modules use of it. */
export { assertMonthsOpen, firstLockedMonth } from './lock-record.guard.ts';
export { fmsLockedMonth } from './lock-record.schema.ts';
