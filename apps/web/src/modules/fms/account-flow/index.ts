/** What other modules use of the account flows: the cash accounts to pick, money texts, the flows' key. */
export { accountFlowKeys, periodOf } from './account-flow-api.ts';
export {
  CASH_ACCOUNTS_KEY,
  type CashAccountChoice,
  cashAccountChoices,
  useCashAccounts,
} from './cash-accounts.ts';
export { MoneyText } from './MoneyText.tsx';
