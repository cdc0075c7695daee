import type { StatementLineCriteria, statementLineSearchPayload } from '@freightdesk/domain';
import { and, asc, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fmsAccountFlow as flow } from '#modules/fms/account-flow/index.ts';
import { fmsCashAccountTable as acc, cashAccountColumns as col } from '#modules/fms/cash-account/index.ts';
import { fmsChargeBill as charge } from '#modules/fms/charge-bill/index.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { fmsStatementLine as line } from './bank-statement.schema.ts';

function linesWhere(c: StatementLineCriteria) {
  const keyword = c.keyword ? likePattern(c.keyword) : undefined;
  return and(
    c.accountId ? eq(line.accountId, c.accountId) : undefined,
    c.statementId ? eq(line.statementId, c.statementId) : undefined,
    c.status === 'matched'
      ? isNotNull(line.matchKind)
      : c.status === 'unmatched'
        ? isNull(line.matchKind)
        : undefined,
    c.direction === 'in' ? gt(line.value, '0') : c.direction === 'out' ? lt(line.value, '0') : undefined,
    keyword
      ? or(
          ilike(line.counterpartyName, keyword),
          ilike(line.counterpartyCard, keyword),
          ilike(line.summary, keyword),
          ilike(line.bankRef, keyword),
        )
      : undefined,
    c.from ? gte(line.tradeTime, c.from) : undefined,
    c.to ? lt(line.tradeTime, c.to) : undefined,
  );
}

const money = (v: unknown) => (v === null || v === undefined ? '0.00' : String(v));

/**
 * `statementLines`: newest first (staff only), with the totals of every line the criteria select
 * whatever their match status (the status tab narrows the rows, not the totals).
 */
export async function searchStatementLines(
  ctx: AuthedContext,
  input: z.output<typeof statementLineSearchPayload>,
) {
  staffOnly(ctx);
  const where = linesWhere(input.criteria);
  const totalsWhere = linesWhere({ ...input.criteria, status: undefined });
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({
        l: line,
        accountName: col.name,
        currency: col.currency,
        flowNo: flow.relatedNo,
        flowSource: flow.source,
        chargeNo: charge.chargeNo,
        count: sql`count(*) over ()`,
      })
      .from(line)
      .innerJoin(acc, eq(acc.id, line.accountId))
      .leftJoin(flow, eq(flow.id, line.flowId))
      .leftJoin(charge, eq(charge.id, line.chargeId))
      .where(where)
      .orderBy(desc(line.tradeTime), asc(line.row))
      .limit(input.size)
      .offset(pageOffset(input)),
    ctx.db
      .select({
        in: sql`sum(${line.value}) filter (where ${line.value} > 0)`,
        out: sql`sum(${line.value}) filter (where ${line.value} < 0)`,
        matched: sql`sum(${line.value}) filter (where ${line.matchKind} is not null)`,
        unmatched: sql`sum(${line.value}) filter (where ${line.matchKind} is null)`,
      })
      .from(line)
      .where(totalsWhere),
  ]);
  const records = rows.map(({ l, accountName, currency, flowNo, flowSource, chargeNo }) => ({
    id: l.id,
    statementId: l.statementId,
    row: l.row,
    accountId: l.accountId,
    accountName,
    currency,
    tradeTime: l.tradeTime,
    value: l.value,
    counterpartyName: l.counterpartyName,
    counterpartyCard: l.counterpartyCard,
    summary: l.summary,
    bankRef: l.bankRef,
    matchKind: l.matchKind,
    matchNo: chargeNo ?? flowNo ?? null,
    matchSource: l.chargeId ? 'charge' : (flowSource ?? null),
    ruleName: l.ruleName,
    matchedAt: l.matchedAt,
    matchedByName: l.matchedByName,
  }));
  return {
    ...pageOf(records, rowCount(rows[0]?.count), input),
    totals: {
      in: money(totals?.in),
      out: money(totals?.out),
      matched: money(totals?.matched),
      unmatched: money(totals?.unmatched),
    },
  };
}
