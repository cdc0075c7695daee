/** The public face of this module: what other modules use of it. */
export { takeNextNo, takeNextNos, takeSegmentNo } from './numbering.service.ts';
