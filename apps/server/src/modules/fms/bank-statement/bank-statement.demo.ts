import type { StatementLine } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { desc, eq } from 'drizzle-orm';
import { fmsAccountFlow as flow } from '#modules/fms/account-flow/index.ts';
import { demoReceivingAccount } from '#modules/fms/cash-account/index.ts';
import { fmsSubjectTable } from '#modules/fms/subject/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { systemContext } from '#platform/http/system-context.ts';
import { fmsBankMatchRuleTable } from './bank-statement.schema.ts';
import { smartCategory } from './smart-category.service.ts';
import { addStatement } from './statement-import.service.ts';

const STEP = 'demo:bankStatement';
const DAY = 86_400_000;

/**
 * The demo treasurer's bank statement of the RMB account, once per database: a line for each of the
 * account's last flows, a bank fee, and a receipt nobody has registered; the rules then match the
 * flows, book the fee under a demo subject and leave the unknown receipt for charge claim.
 */
export async function seedBankStatementDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const rmb = await demoReceivingAccount(tx);
  const [fee] = await tx
    .select({ id: fmsSubjectTable.id })
    .from(fmsSubjectTable)
    .where(eq(fmsSubjectTable.code, 'BANKFEE'));
  if (rmb && fee) {
    await tx.insert(fmsBankMatchRuleTable).values({
      name: '银行手续费 Bank charges',
      sort: 10,
      enabled: true,
      direction: 'out',
      summaryPattern: '手续费',
      action: 'book',
      subjectId: fee.id,
      dayWindow: 7,
    } as never);
    const ctx = systemContext(tx, { now: new Date(Date.now() - DAY) });
    const flows = await tx
      .select({
        value: flow.value,
        flowTime: flow.flowTime,
        objectCode: flow.objectCode,
        relatedNo: flow.relatedNo,
      })
      .from(flow)
      .where(eq(flow.accountId, rmb))
      .orderBy(desc(flow.seq))
      .limit(3);
    const line = (row: number, at: Date, value: string, more: Partial<StatementLine>): StatementLine => ({
      row,
      tradeTime: at,
      value,
      counterpartyName: null,
      counterpartyCard: null,
      summary: null,
      bankRef: `DEMO${row}`,
      ...more,
    });
    const lines = [
      ...flows.map((f, i) =>
        line(i + 2, new Date(f.flowTime.getTime() + 3_600_000), new Decimal(f.value).toFixed(2), {
          counterpartyName: f.objectCode,
          summary: f.relatedNo,
        }),
      ),
      line(5, new Date(Date.now() - 2 * DAY), '-25.00', { summary: '短信手续费 SMS fee' }),
      line(6, new Date(Date.now() - 2 * DAY), '1880.00', {
        counterpartyName: '深圳前海贸易 Qianhai Trading',
        counterpartyCard: '6222 0200 1234 5678',
        summary: '货款 Payment',
      }),
    ];
    const { statementId } = await addStatement(tx, ctx, {
      accountId: rmb,
      fileId: null,
      fileName: '招商银行流水 CMB statement.csv',
      lines,
    });
    await smartCategory(ctx, { statementId });
  }
  await tx.insert(seedStep).values({ name: STEP });
}
