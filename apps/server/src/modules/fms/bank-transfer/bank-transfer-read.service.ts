import type { bankTransferSearchPayload } from '@freightdesk/domain';
import { and, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { fmsCashAccountTable } from '#modules/fms/cash-account/index.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { fmsBankTransfer as bt } from './bank-transfer.schema.ts';

const fromAcc = alias(fmsCashAccountTable, 'from_account');
const toAcc = alias(fmsCashAccountTable, 'to_account');

/** `fms/bankTransfer/search`: newest first (staff only); cancelled ones stay listed with their cancel time. */
export async function searchTransfers(ctx: AuthedContext, input: z.output<typeof bankTransferSearchPayload>) {
  staffOnly(ctx);
  const c = input.criteria;
  const rows = await ctx.db
    .select({
      transfer: bt,
      fromAccountName: sql<string>`${fromAcc.name}`,
      toAccountName: sql<string>`${toAcc.name}`,
      count: sql`count(*) over ()`,
    })
    .from(bt)
    .innerJoin(fromAcc, eq(fromAcc.id, bt.fromAccountId))
    .innerJoin(toAcc, eq(toAcc.id, bt.toAccountId))
    .where(
      and(
        c.accountId ? or(eq(bt.fromAccountId, c.accountId), eq(bt.toAccountId, c.accountId)) : undefined,
        c.transferNo ? ilike(bt.transferNo, likePattern(c.transferNo)) : undefined,
        c.cancelled === undefined
          ? undefined
          : c.cancelled
            ? isNotNull(bt.cancelTime)
            : isNull(bt.cancelTime),
      ),
    )
    .orderBy(desc(bt.createdAt), desc(bt.transferNo))
    .limit(input.size)
    .offset(pageOffset(input));
  const records = rows.map(({ transfer: t, fromAccountName, toAccountName }) => ({
    id: t.id,
    transferNo: t.transferNo,
    fromAccountId: t.fromAccountId,
    fromAccountName,
    fromCurrency: t.fromCurrency,
    value: t.value,
    toAccountId: t.toAccountId,
    toAccountName,
    toCurrency: t.toCurrency,
    rate: t.rate,
    bookRate: t.bookRate,
    toValue: t.toValue,
    exchangeGainLoss: t.exchangeGainLoss,
    transferTime: t.transferTime,
    remark: t.remark,
    cancelTime: t.cancelTime,
    createdByName: t.createdByName,
  }));
  return pageOf(records, rowCount(rows[0]?.count), input);
}
