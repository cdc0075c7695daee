/** The public face of this module: the customer balance and its flows, used by every money write. */
export { fmsBalanceFlow, fmsCustomerBalance } from './ledger.schema.ts';
export { type FlowEntry, type LockedBalance, lockBalance, lockBalances, postFlow } from './ledger.ts';
export {
  afterBalanceChange,
  chargeConfirmed,
  onBalanceChanged,
  onChargeConfirmed,
  onWriteOff,
  onWriteOffCancel,
  type WriteOffFact,
  writeOffCancelled,
  writeOffMade,
} from './ledger-hooks.ts';
export {
  ownCustomerFilter,
  rateBetween,
  rateToLocal,
  receivableCustomer,
  receivableScope,
  staffOnly,
} from './receivable-access.ts';
