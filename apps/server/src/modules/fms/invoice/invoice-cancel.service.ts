import { and, eq } from 'drizzle-orm';
import { receivableScope, staffOnly } from '#modules/fms/ledger/index.ts';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { fmsInvoiceBill as ib, fmsInvoice as inv } from './invoice.schema.ts';
import { INVOICE_ENTITY } from './invoice-issue.service.ts';
import { invoiceList } from './invoice-read.service.ts';

/**
 * `fms/invoice/cancel`: one transaction that locks the invoice, refuses one already cancelled or
 * issued in a locked month, marks it cancelled with the reason and frees its bills.
 */
export async function cancelInvoice(ctx: AuthedContext, input: { id: string; reason: string }) {
  staffOnly(ctx);
  const scope = await receivableScope(ctx, invoiceList, inv.customerId);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(inv)
      .where(and(eq(inv.id, input.id), eq(inv.kind, 'customer'), scope))
      .for('update');
    if (!row) throw dataNotExist();
    if (row.status === 'cancelled') throw new BizError('invoiceAlreadyCancelled', [row.invoiceNo]);
    await assertMonthsOpen(tx, [row.issueTime, ctx.now]);
    await tx
      .update(inv)
      .set({
        status: 'cancelled',
        cancelTime: ctx.now,
        cancelledBy: actorOf(ctx).createdBy,
        cancelReason: input.reason,
      })
      .where(eq(inv.id, row.id));
    await tx.update(ib).set({ live: false }).where(eq(ib.invoiceId, row.id));
    await writeBusinessLog(tx, ctx, [
      {
        entity: INVOICE_ENTITY,
        entityId: row.id,
        action: 'cancel',
        customerId: row.customerId,
        before: { status: row.status },
        after: { status: 'cancelled', cancelReason: input.reason },
      },
    ]);
    return null;
  });
}
