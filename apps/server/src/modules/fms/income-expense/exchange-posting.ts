import {
  EXCHANGE_GAIN_SUBJECT,
  EXCHANGE_LOSS_SUBJECT,
  INCOME_EXPENSE_NUMBER_RULE,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, isNull } from 'drizzle-orm';
import type { WriteOffFact } from '#modules/fms/ledger/index.ts';
import { fmsSubjectTable, subjectColumns as sc } from '#modules/fms/subject/index.ts';
import { fmsWriteOff } from '#modules/fms/write-off/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { fmsIncomeExpense as ie } from './income-expense.schema.ts';

/**
 * The company's exchange gains and losses posted to income and expense (issue 16): a book entry of
 * the system under the exchange-gain or exchange-loss subject, in the local currency, without an
 * account, related to the write-off or transfer that recorded it; cancelled with it.
 */
export async function postExchange(
  tx: Db,
  ctx: AuthedContext,
  related: { id: string; no: string },
  gainLoss: Decimal.Value,
  at: Date,
) {
  const amount = new Decimal(gainLoss);
  if (amount.isZero()) return;
  const code = amount.gt(0) ? EXCHANGE_GAIN_SUBJECT : EXCHANGE_LOSS_SUBJECT;
  const [subject] = await tx
    .select({ id: sc.id, direction: sc.direction })
    .from(fmsSubjectTable)
    .where(eq(fmsSubjectTable.code, code));
  if (!subject) return; // an installation without its system subjects: nothing to post to
  const value = amount.abs().toFixed(2);
  await tx.insert(ie).values({
    code: await takeNextNo(tx, INCOME_EXPENSE_NUMBER_RULE, ctx.now),
    kind: 'operating',
    direction: subject.direction,
    subjectId: subject.id,
    accountId: null,
    currency: 'RMB',
    value,
    rate: '1',
    localValue: value,
    occurTime: at,
    relatedNo: related.no,
    relatedId: related.id,
    bySystem: true,
    createdAt: ctx.now,
    ...actorOf(ctx),
  });
}

/** Cancels the live system entries of a write-off or transfer being cancelled. */
export async function cancelExchange(tx: Db, ctx: AuthedContext, relatedId: string) {
  await tx
    .update(ie)
    .set({ cancelTime: ctx.now, cancelledBy: actorOf(ctx).createdBy })
    .where(and(eq(ie.relatedId, relatedId), eq(ie.bySystem, true), isNull(ie.cancelTime)));
}

/** Write-off hooks: its recorded gain or loss posted, and cancelled with it. */
export async function postWriteOffExchange(tx: Db, ctx: AuthedContext, _customerId: string, w: WriteOffFact) {
  const [row] = await tx
    .select({ gainLoss: fmsWriteOff.exchangeGainLoss })
    .from(fmsWriteOff)
    .where(eq(fmsWriteOff.id, w.id));
  await postExchange(tx, ctx, { id: w.id, no: w.code }, row?.gainLoss ?? 0, ctx.now);
}
export async function cancelWriteOffExchange(
  tx: Db,
  ctx: AuthedContext,
  _customerId: string,
  w: WriteOffFact,
) {
  await cancelExchange(tx, ctx, w.id);
}
