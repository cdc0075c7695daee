import type { IncomeExpenseCriteria, IncomeExpenseKind } from '@freightdesk/domain';
import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { cashAccountColumns as ac, fmsCashAccountTable } from '#modules/fms/cash-account/index.ts';
import { fmsSubjectTable, subjectColumns as sc, subjectName } from '#modules/fms/subject/index.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { fmsIncomeExpense as ie } from './income-expense.schema.ts';

/** `fms/(non)operatingIncomeExpense/search`: entries of this kind, newest first (staff only). */
export async function searchIncomeExpense(
  ctx: AuthedContext,
  kind: IncomeExpenseKind,
  input: { page: number; size: number; criteria: IncomeExpenseCriteria },
) {
  staffOnly(ctx);
  const c = input.criteria;
  const rows = await ctx.db
    .select({
      e: ie,
      subjectCode: sc.code,
      subjectName: sc.name,
      subjectIsSystem: sc.isSystem,
      accountName: sql<string | null>`${ac.name}`,
      count: sql`count(*) over ()`,
    })
    .from(ie)
    .innerJoin(fmsSubjectTable, eq(fmsSubjectTable.id, ie.subjectId))
    .leftJoin(fmsCashAccountTable, eq(fmsCashAccountTable.id, ie.accountId))
    .where(
      and(
        eq(ie.kind, kind),
        c.code ? ilike(ie.code, likePattern(c.code)) : undefined,
        c.subjectId ? eq(ie.subjectId, c.subjectId) : undefined,
        c.accountId ? eq(ie.accountId, c.accountId) : undefined,
        c.direction ? eq(ie.direction, c.direction) : undefined,
        c.cancelled === undefined
          ? undefined
          : c.cancelled
            ? isNotNull(ie.cancelTime)
            : isNull(ie.cancelTime),
        c.from ? gte(ie.occurTime, c.from) : undefined,
        c.to ? lt(ie.occurTime, c.to) : undefined,
      ),
    )
    .orderBy(desc(ie.createdAt), desc(ie.code))
    .limit(input.size)
    .offset(pageOffset(input));
  const records = rows.map(({ e, subjectCode, subjectName: name, subjectIsSystem, accountName }) => ({
    id: e.id,
    code: e.code,
    kind: e.kind,
    direction: e.direction,
    subjectId: e.subjectId,
    subjectCode,
    subjectName: subjectName(subjectCode, name, subjectIsSystem, ctx.lang),
    accountId: e.accountId,
    accountName,
    currency: e.currency,
    value: e.value,
    localValue: e.localValue,
    occurTime: e.occurTime,
    counterparty: e.counterparty,
    counterpartyAccount: e.counterpartyAccount,
    needInvoice: e.needInvoice,
    invoiceNo: e.invoiceNo,
    relatedNo: e.relatedNo,
    certificateFileIds: e.certificateFileIds,
    reimbursementUserName: e.reimbursementUserName,
    remark: e.remark,
    bySystem: e.bySystem,
    cancelTime: e.cancelTime,
    createdByName: e.createdByName,
  }));
  return pageOf(records, rowCount(rows[0]?.count), input);
}

/** `…/subjects`: every subject of the kind, by code, a system subject's name in the caller's language. */
export async function incomeExpenseSubjects(ctx: AuthedContext, kind: IncomeExpenseKind) {
  staffOnly(ctx);
  const rows = await ctx.db
    .select({
      id: sc.id,
      code: sc.code,
      name: sc.name,
      direction: sc.direction,
      isSystem: sc.isSystem,
      enabled: sc.enabled,
    })
    .from(fmsSubjectTable)
    .where(eq(fmsSubjectTable.kind, kind))
    .orderBy(asc(sc.code));
  return rows.map((s) => ({
    ...s,
    kind,
    name: subjectName(s.code, s.name, s.isSystem, ctx.lang),
    enabled: s.enabled !== false,
  }));
}
