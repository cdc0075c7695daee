/** The public face of this module: what other modules use of it. */
export { dayRangeInstants } from './scan-criteria.ts';
