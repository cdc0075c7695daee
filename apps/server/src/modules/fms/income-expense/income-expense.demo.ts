import { eq, inArray } from 'drizzle-orm';
import { demoReceivingAccount, demoUsdAccount } from '#modules/fms/cash-account/index.ts';
import { fmsSubjectTable, subjectColumns as sc } from '#modules/fms/subject/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { systemContext } from '#platform/http/system-context.ts';
import { cancelIncomeExpense, makeIncomeExpense } from './income-expense.service.ts';

const STEP = 'demo:incomeExpense';
const DAY = 86_400_000;

/**
 * The demo treasurer's income and expense, once per database, through the service: the warehouse
 * rent and duties collected (operating), a subsidy received in US dollars and a fine paid back to a
 * user (non-operating), and an expense recorded twice and cancelled.
 */
export async function seedIncomeExpenseDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const [rmb, usd] = [await demoReceivingAccount(tx), await demoUsdAccount(tx)];
  const subjects = await tx
    .select({ id: sc.id, code: sc.code })
    .from(fmsSubjectTable)
    .where(inArray(fmsSubjectTable.code, ['WHRENT', 'DUTYIN', 'SUBSIDY', 'FINES']));
  const id = (code: string) => subjects.find((s) => s.code === code)?.id;
  const [ops] = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'admin'));
  if (rmb && usd && subjects.length === 4) {
    const at = (days: number) => systemContext(tx, { now: new Date(Date.now() - days * DAY) });
    const base = { needInvoice: false, certificateFileIds: [] };
    await makeIncomeExpense(at(20), 'operating', {
      ...base,
      subjectId: id('WHRENT')!,
      accountId: rmb,
      value: '18000.00',
      counterparty: '深圳福永物流园 Fuyong Logistics Park',
      needInvoice: true,
      remark: '11月仓库租金 November rent',
    });
    await makeIncomeExpense(at(9), 'operating', {
      ...base,
      subjectId: id('DUTYIN')!,
      accountId: rmb,
      value: '2360.50',
      counterparty: 'C0001',
    });
    await makeIncomeExpense(at(6), 'nonOperating', {
      ...base,
      subjectId: id('SUBSIDY')!,
      accountId: usd,
      value: '500.00',
      counterparty: 'Shenzhen Commerce Bureau',
    });
    await makeIncomeExpense(at(4), 'nonOperating', {
      ...base,
      subjectId: id('FINES')!,
      accountId: rmb,
      value: '200.00',
      reimbursementUserId: ops?.id,
      remark: '超速罚款 Speeding fine',
    });
    const twice = await makeIncomeExpense(at(3), 'operating', {
      ...base,
      subjectId: id('WHRENT')!,
      accountId: rmb,
      value: '18000.00',
      remark: '重复录入 Entered twice',
    });
    await cancelIncomeExpense(at(3), 'operating', { id: twice.id });
  }
  await tx.insert(seedStep).values({ name: STEP });
}
