/** The public face of this module: the agent balance and its flows, for the payment bills. */
export { fmsAgentBalance, fmsAgentBalanceFlow, fmsAgentBill, fmsAgentBillFee } from './agent-bill.schema.ts';
export { agentBillList } from './agent-bill-read.service.ts';
export { agentOf, type LockedAgentBalance, lockAgentBalance, postAgentFlow } from './agent-ledger.ts';
