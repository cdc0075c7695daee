/** The public face of this module: what other modules use of it. */
export { feeStatusColour } from './fee-criteria.ts';
export { subjectLabel } from './fee-form.ts';
export { WaybillFeeTools } from './WaybillFeeTools.tsx';
