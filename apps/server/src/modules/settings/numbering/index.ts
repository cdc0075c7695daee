/** The public face of this module: what other modules use of it. */
export { takeNextNo, takeNextNos } from './numbering.service.ts';
