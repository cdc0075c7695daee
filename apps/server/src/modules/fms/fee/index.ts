/** The public face of this module: what other modules use of it. */
export { lmsWaybillFee } from './fee.schema.ts';
export { waybillCustomerFees } from './fee.service.ts';
export { feeList } from './fee-access.ts';
export { FEE_CALCULATING_ACTIONS, recalculateFeesOnChange } from './fee-calculate.service.ts';
export { agentPricesOfChannels, type ChannelAgentPrice } from './fee-channel-quote.ts';
export { confirmWaybillFees, deleteWaybillFees } from './fee-confirm-waybills.ts';
export {
  type FeeKindSource,
  type FeeLedgerTable,
  feeKinds,
  feeLines,
  registerFeeKind,
  unbilledFeeOf,
  valueIn,
} from './fee-kind-registry.ts';
export { addManualFee } from './fee-manual.service.ts';
