/** The public face of this module: what other modules use of it. */
export { businessLogKeys } from './business-log-api.ts';
