import { and, eq } from 'drizzle-orm';
import type { Tx } from '#platform/db/db.ts';
import type { DemoRow } from '#platform/module.ts';
import { fmsCashAccountTable as acc } from './cash-account.schema.ts';

/** The demo company's two cash accounts: a bank account in RMB and one in US dollars, with their opening balances. */
export const DEMO_CASH_ACCOUNTS: DemoRow[] = [
  {
    name: '招商银行基本户 CMB main account',
    currency: 'RMB',
    type: 'bank',
    settlementObject: 'FreightDesk Shenzhen Ltd.',
    bankType: 'domestic',
    bank: '招商银行深圳分行 China Merchants Bank Shenzhen',
    cardNo: '755900012345678',
    openingBalance: '200000.00',
    enabled: true,
    remark: '人民币收款 RMB receipts',
  },
  {
    name: 'HSBC USD account',
    currency: 'USD',
    type: 'bank',
    settlementObject: 'FreightDesk Hong Kong Ltd.',
    bankType: 'overseas',
    bank: 'HSBC Hong Kong',
    cardNo: '808123456838',
    openingBalance: '20000.00',
    enabled: true,
    remark: null,
  },
];

/** The demo RMB account the demo receipts are paid into (none when the demo rows are missing). */
export async function demoReceivingAccount(tx: Tx): Promise<string | undefined> {
  const [a] = await tx
    .select({ id: acc.id })
    .from(acc)
    .where(and(eq(acc.currency, 'RMB'), eq(acc.cardNo, '755900012345678')));
  return (a?.id as string | undefined) ?? undefined;
}

/** The demo USD account. */
export async function demoUsdAccount(tx: Tx): Promise<string | undefined> {
  const [a] = await tx.select({ id: acc.id }).from(acc).where(eq(acc.cardNo, '808123456838'));
  return (a?.id as string | undefined) ?? undefined;
}
