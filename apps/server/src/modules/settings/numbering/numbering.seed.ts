import type { Tx } from '#platform/db/db.ts';
import type { DemoRow } from '#platform/module.ts';
import { numberRuleTable } from './numbering.schema.ts';

/** Number rules every installation needs, and the demo number segments. */

/**
 * Number rules, restarting daily: waybill numbers (FD + yyMMdd + 6 digits), pick-up task numbers
 * (PU + yyMMdd + 4 digits), package numbers (PK + yyMMdd + 4 digits). Seeded in production too.
 */
export const SEED_NUMBER_RULES: DemoRow[] = [
  {
    code: 'lmsWaybillNo',
    name: '运单号 Waybill number',
    prefix: 'FD',
    datePattern: 'yyMMdd',
    sequenceLength: 6,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'lmsPickUpTaskNo',
    name: '提货任务号 Pick-up task number',
    prefix: 'PU',
    datePattern: 'yyMMdd',
    sequenceLength: 4,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'pdsWaybillNo',
    name: '小包单号 Parcel number',
    prefix: 'PD',
    datePattern: 'yyMMdd',
    sequenceLength: 6,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'pdsEndShipManifestNo',
    name: '尾程交接单号 End-ship manifest number',
    prefix: 'ESM',
    datePattern: 'yyMMdd',
    sequenceLength: 4,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'lmsPackageNo',
    name: '包号 Package / pallet number',
    prefix: 'PK',
    datePattern: 'yyMMdd',
    sequenceLength: 4,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'fmsPriceQuoteNo',
    name: '报价单号 Price quote number',
    prefix: 'PQ',
    datePattern: 'yyMMdd',
    sequenceLength: 5,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'fmsStatementBillNo',
    name: '对账单号 Statement bill number',
    prefix: 'BL',
    datePattern: 'yyMM',
    sequenceLength: 5,
    resetPeriod: 'month',
    currentSequence: 0,
  },
  {
    code: 'fmsChargeBillNo',
    name: '收款单号 Receipt number',
    prefix: 'SK',
    datePattern: 'yyMMdd',
    sequenceLength: 4,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'fmsWriteOffNo',
    name: '核销编号 Write-off code',
    prefix: 'WO',
    datePattern: 'yyMMdd',
    sequenceLength: 4,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'fmsBankTransferNo',
    name: '转账单号 Transfer number',
    prefix: 'ZZ',
    datePattern: 'yyMMdd',
    sequenceLength: 4,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'fmsAgentBillNo',
    name: '代理账单号 Agent bill number',
    prefix: 'AB',
    datePattern: 'yyMM',
    sequenceLength: 5,
    resetPeriod: 'month',
    currentSequence: 0,
  },
  {
    code: 'fmsPaymentBillNo',
    name: '付款单号 Payment number',
    prefix: 'FK',
    datePattern: 'yyMM',
    sequenceLength: 5,
    resetPeriod: 'month',
    currentSequence: 0,
  },
  {
    code: 'fmsIncomeExpenseNo',
    name: '收支单号 Income and expense number',
    prefix: 'SZ',
    datePattern: 'yyMMdd',
    sequenceLength: 4,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'platformWorkOrderNo',
    name: '工单号 Work order number',
    prefix: 'GD',
    datePattern: 'yyMMdd',
    sequenceLength: 4,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'fmsInvoiceNo',
    name: '发票号 Invoice number',
    prefix: 'FP',
    datePattern: 'yyMMdd',
    sequenceLength: 4,
    resetPeriod: 'day',
    currentSequence: 0,
  },
];

export const DEMO_NUMBER_SEGMENTS: DemoRow[] = [
  {
    code: 'upsTracking',
    name: 'UPS 追踪号段 UPS tracking',
    prefix: '1Z999AA1',
    startNo: '10000000',
    endNo: '19999999',
  },
];

/** Number rules every installation needs (waybill numbers); existing rules are kept. */
export async function seedNumberRules(tx: Tx): Promise<void> {
  await tx.insert(numberRuleTable).values(SEED_NUMBER_RULES).onConflictDoNothing();
}
