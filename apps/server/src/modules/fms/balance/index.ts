/** The public face of this module: what other modules use of it. */
export { balancePosition, unbilledFees } from './balance-read.service.ts';
