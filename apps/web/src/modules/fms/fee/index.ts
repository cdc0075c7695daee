/** The public face of this module: what other modules use of it. */
export { FeeBelongTimeItem, FeeStatusCurrencyProductItems } from './FeeCriteriaItems.tsx';
export { feeStatusColour } from './fee-criteria.ts';
export { subjectLabel } from './fee-form.ts';
export { FeeSums, feeLineColumns, feePartyColumn, feeTimeColumn } from './fee-list-columns.tsx';
export { type FeeListAction, FeeListToolbar, useFeeList } from './use-fee-list.tsx';
export { WaybillFeeTools } from './WaybillFeeTools.tsx';
