import { eq } from 'drizzle-orm';
import { demoReceivingAccount, demoUsdAccount } from '#modules/fms/cash-account/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { systemContext } from '#platform/http/system-context.ts';
import { cancelTransfer, makeTransfer } from './bank-transfer.service.ts';

const STEP = 'demo:bankTransfer';
const DAY = 86_400_000;

/**
 * The demo treasurer's transfers, once per database, made through the service as staff would: US
 * dollars sold into the RMB account 12 days ago at a bank rate a little under the book rate (an
 * exchange loss), and a cancelled transfer back.
 */
export async function seedBankTransferDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const [rmb, usd] = [await demoReceivingAccount(tx), await demoUsdAccount(tx)];
  if (rmb && usd) {
    const at = (days: number) => systemContext(tx, { now: new Date(Date.now() - days * DAY) });
    await makeTransfer(at(12), {
      fromAccountId: usd,
      toAccountId: rmb,
      value: '3000.00',
      rate: '7.05',
      remark: '结汇 USD sold for RMB',
    });
    const back = await makeTransfer(at(8), {
      fromAccountId: rmb,
      toAccountId: usd,
      value: '1000.00',
      remark: '误转 Sent by mistake',
    });
    await cancelTransfer(at(7), { id: back.id });
  }
  await tx.insert(seedStep).values({ name: STEP });
}
