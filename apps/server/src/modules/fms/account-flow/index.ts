/** The public face of this module: what other modules use of it. */
export { fmsAccountBalance, fmsAccountFlow } from './account-flow.schema.ts';
export {
  type AccountFlowEntry,
  assertCanPay,
  assertEnabled,
  type LockedAccount,
  lockAccount,
  lockAccounts,
  postAccountFlow,
} from './account-ledger.ts';
