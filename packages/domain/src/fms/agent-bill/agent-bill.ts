import Decimal from 'decimal.js';
import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { searchPayload } from '../../platform/schemas.ts';
import { BALANCE_FLOW_TYPE_LABELS } from '../balance/index.ts';
import { billFeeAnswer } from '../bill/index.ts';
import { AGE_BUCKET_KEYS, AGE_MODES } from '../bill-age/index.ts';

/**
 * Agent bills (spec back-office §2 "agent settlement: bill, age, ledger", DESIGN §9 "agents mirror
 * all of this"): an agent's confirmed unbilled agent fees with belong time in [from, to), in the
 * agent's settlement currency (else the fees' one currency). The agent balance is what the company
 * owes the agent: a bill adds its total, its cancel takes it back. docs/finance.md "Agent settlement".
 */
export const AgentFlowType = {
  bill: 0,
  billCancel: 1,
  /** A payment bill paid: the company owes the agent less (−value). */
  payment: 2,
  /** A payment's cancel-pay (+value). */
  paymentCancel: 3,
  init: 10,
} as const;
export type AgentFlowTypeValue = (typeof AgentFlowType)[keyof typeof AgentFlowType];
/**
 * The flow types: bills and their cancels, payments (payment bills paid) and their cancels; every
 * flow counts in the balance.
 */
export const AGENT_FLOW_TYPE_VALUES = Object.values(AgentFlowType) as number[];
export const AGENT_FLOW_TYPE_LABELS: Record<AgentFlowTypeValue, Message> = {
  0: BALANCE_FLOW_TYPE_LABELS[0],
  1: BALANCE_FLOW_TYPE_LABELS[1],
  2: { 'zh-CN': '付款', 'en-US': 'Payment', 'vi-VN': 'Chi tiền' },
  3: { 'zh-CN': '付款取消', 'en-US': 'Payment cancelled', 'vi-VN': 'Hủy chi tiền' },
  10: BALANCE_FLOW_TYPE_LABELS[10],
};
/** Number rule of agent bill numbers (seeded: AB + yyMM + 5 digits, monthly). */
export const AGENT_BILL_NUMBER_RULE = 'fmsAgentBillNo';

/**
 * The currency of an agent bill: the agent's settlement currency, else the one currency of its fees
 * (`null` when they are in several: the bill is refused; `undefined` when there are none).
 */
export function agentBillCurrency(
  settlementCurrency: string | null | undefined,
  feeCurrencies: readonly string[],
): string | null | undefined {
  if (settlementCurrency) return settlementCurrency;
  const distinct = [...new Set(feeCurrencies)];
  if (distinct.length > 1) return null;
  return distinct[0];
}

/** The agent ledger's closing: opening + billed − bill cancels (+ later payment types), exact. */
export function agentClosing(opening: Decimal.Value, flows: readonly { value: Decimal.Value }[]): Decimal {
  return flows.reduce<Decimal>((sum, f) => sum.plus(f.value), new Decimal(opening));
}

const uuid = z.uuid();
const day = z.coerce.date();
const requestKey = z.string().trim().min(8).max(64).optional();
const periodOk = (v: { from: Date; to: Date }) => v.from.getTime() < v.to.getTime();

export const agentBillPeriodPayload = z
  .object({ agentId: uuid.optional(), from: day, to: day })
  .refine(periodOk, { message: 'from < to', path: ['to'] });
export type AgentBillPeriodPayload = z.output<typeof agentBillPeriodPayload>;
export const agentBillPreviewAnswer = z.object({
  agentId: z.string(),
  feeCount: z.number().int(),
  total: z.string(),
  currency: z.string(),
});
export const agentBillMakePayload = z
  .object({
    agentId: uuid.optional(),
    from: day,
    to: day,
    remark: z.string().trim().max(500).optional(),
    requestKey,
  })
  .refine(periodOk, { message: 'from < to', path: ['to'] });
export type AgentBillMakePayload = z.output<typeof agentBillMakePayload>;
export const agentBillMakeAnswer = z.object({
  id: z.string(),
  billNo: z.string(),
  feeCount: z.number().int(),
  total: z.string(),
  currency: z.string(),
});

export const agentBillSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      agentId: uuid.optional(),
      status: z.array(z.number().int()).max(3).optional(),
      billNo: z.string().trim().max(50).optional(),
      cancelled: z.boolean().optional(),
      billTime: z.tuple([day, day]).optional(),
    })
    .default({}),
});
export type AgentBillSearchPayload = z.output<typeof agentBillSearchPayload>;
export const agentBillRecordAnswer = z.object({
  id: z.string(),
  billNo: z.string(),
  agentId: z.string(),
  agentCode: z.string(),
  agentName: z.string(),
  billTime: timestampAnswer,
  periodFrom: z.string(),
  periodTo: z.string(),
  feeCount: z.number().int(),
  total: z.string(),
  totalLocal: z.string(),
  writtenOff: z.string(),
  unwritten: z.string(),
  currency: z.string(),
  status: z.number().int(),
  remark: z.string().nullable(),
  cancelTime: timestampAnswer.nullable(),
  createdByName: z.string().nullable(),
});
export type AgentBillRecord = z.output<typeof agentBillRecordAnswer>;
export const agentBillDetailAnswer = agentBillRecordAnswer.extend({
  rate: z.string(),
  localCurrency: z.string(),
  fees: z.array(billFeeAnswer),
});

/** `fms/agentBillAge/search`: per agent, the unwritten amount of its open bills by age bucket. */
export const agentBillAgePayload = z.object({
  criteria: z
    .object({ mode: z.enum(AGE_MODES).default('day'), agentId: uuid.optional() })
    .default({ mode: 'day' }),
});
export type AgentBillAgePayload = z.output<typeof agentBillAgePayload>;
export const agentBillAgeRowAnswer = z.object({
  agentId: z.string(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  billCount: z.number().int(),
  buckets: z.record(z.string(), z.string()),
  total: z.string(),
});
export const agentBillAgeAnswer = z.object({
  mode: z.enum(AGE_MODES),
  records: z.array(agentBillAgeRowAnswer),
});
export type AgentBillAgeRow = z.output<typeof agentBillAgeRowAnswer>;
/** Without an agent: refused ("Please choose an agent"), after the data scope is checked. */
export const agentBillAgeBillsPayload = z.object({
  agentId: uuid.optional(),
  mode: z.enum(AGE_MODES).default('day'),
  bucket: z.enum(AGE_BUCKET_KEYS as [string, ...string[]]).optional(),
});

/** `fms/agentLedger/search`: one agent over `[from, to)` (default: this month up to now). */
export const agentLedgerPayload = z.object({
  agentId: uuid,
  from: day.optional(),
  to: day.optional(),
});
export type AgentLedgerPayload = z.output<typeof agentLedgerPayload>;
export const agentFlowRecordAnswer = z.object({
  id: z.string(),
  type: z.number().int(),
  value: z.string(),
  balance: z.string(),
  currency: z.string(),
  relatedNo: z.string().nullable(),
  createdAt: timestampAnswer,
  createdByName: z.string().nullable(),
});
export type AgentFlowRecord = z.output<typeof agentFlowRecordAnswer>;
export const agentLedgerAnswer = z.object({
  agentId: z.string(),
  currency: z.string(),
  opening: z.string(),
  billed: z.string(),
  billCancelled: z.string(),
  closing: z.string(),
  balance: z.string(),
  bills: z.array(agentBillRecordAnswer),
  rows: z.array(agentFlowRecordAnswer),
});
export type AgentLedger = z.output<typeof agentLedgerAnswer>;
