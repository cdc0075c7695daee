/** The public face of this module: what other modules use of it. */
export { ARREARS_DETAIN_STATUSES } from './arrears-detain.ts';
