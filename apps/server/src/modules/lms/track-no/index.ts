/** The public face of this module: what other modules use of it. */
export { lmsWaybillLabel } from './track-no.schema.ts';
