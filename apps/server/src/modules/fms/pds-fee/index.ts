/** The public face of this module: what other modules use of it. */
export { pdsFeeList } from './pds-fee-access.ts';
