import { BILL_RUN_MODES, type BillRunMode, billRunKey, lastClosedPeriod } from '@freightdesk/domain';
import { inArray } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { makeBillIn } from '#modules/fms/bill/index.ts';
import { lockBalance } from '#modules/fms/ledger/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import { enqueueTask, type TaskContext } from '#platform/tasks/task.service.ts';

/** Task types and the daily schedule of the bill runs. */
export const BILL_RUN_TASK = 'fms.billRun';
export const BILL_RUN_CUSTOMER_TASK = 'fms.billRun.customer';
export const BILL_RUN_EVERY_S = 86_400;

type CustomerRun = { customerId: string; from: string; to: string; mode: BillRunMode };

/**
 * The daily run: one task per customer billed by period (cash, weekly, half-monthly, monthly), for
 * its last closed period, keyed by customer and period — a period enqueued twice is billed once.
 */
export async function runBills(db: Db, _payload: unknown, { now }: TaskContext) {
  const rows = await db
    .select({ id: customer.id, mode: customer.settlementMode })
    .from(customer)
    .where(inArray(customer.settlementMode, [...BILL_RUN_MODES]));
  for (const c of rows) {
    const mode = c.mode as BillRunMode;
    const period = lastClosedPeriod(mode, now);
    const payload: CustomerRun = {
      customerId: c.id,
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      mode,
    };
    await enqueueTask(db, { type: BILL_RUN_CUSTOMER_TASK, key: billRunKey(c.id, period), payload }, now);
  }
  return rows.length;
}

/** Bill errors that mean "nothing to bill" for a run: skipped, not retried. */
const NOTHING_TO_BILL = new Set(['billNoFees', 'billTotalNotPositive']);

/**
 * One customer's bill of one period (`makeBillIn`, in a transaction that locks the balance first).
 * A customer with nothing to bill is skipped; a task run again after its bill was made finds its
 * fees billed already and is skipped the same way.
 */
export async function runCustomerBill(db: Db, payload: CustomerRun, { system }: TaskContext) {
  const ctx = system();
  try {
    return await db.transaction(async (tx) => {
      await lockBalance(tx, ctx, payload.customerId);
      return makeBillIn(tx, ctx, {
        customerId: payload.customerId,
        from: new Date(payload.from),
        to: new Date(payload.to),
        remark: `${payload.mode} ${payload.from.slice(0, 10)} – ${payload.to.slice(0, 10)}`,
      });
    });
  } catch (err) {
    if (err instanceof BizError && NOTHING_TO_BILL.has(err.key)) return null;
    throw err;
  }
}
