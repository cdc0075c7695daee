import {
  type FeeKind,
  LMS_FEE_PERMISSIONS,
  type LmsFeeCriteria,
  type LmsFeePage,
  type LmsFeeRow,
  type LmsFeeSearchPayload,
  type LmsFeeSortField,
  type LmsFeeTotals,
  MONEY_SCALE,
  parseWaybillNos,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { customer } from '#modules/crm/customer/index.ts';
import { lmsWaybillFee as f } from '#modules/fms/fee/fee.schema.ts';
import { feeList } from '#modules/fms/fee/fee-access.ts';
import { lmsWaybill as w } from '#modules/lms/waybill/index.ts';
import { agentTable } from '#modules/settings/index.ts';
import { BizError, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, rowCount } from '#platform/http/search.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';

/**
 * Search of the fee lists (`fms/lmsFee/{kind}/search`): fee rows of one kind joined to their
 * waybill, as one statement answering the page, the total and the sums per currency (the matching
 * rows are gathered once in a CTE; the page alone is joined to the full fee row and the party).
 */

/** Only staff reach the fee lists; customers see their fees in the waybill drawer. */
export function staffOnly(ctx: AuthedContext): void {
  if (ctx.auth.userType !== 'staff') throw noPermission();
}

/** The caller must hold the permission of the kind's screen (`list`, `export`, `check`). */
export function requireFeePermission(
  ctx: AuthedContext,
  kind: FeeKind,
  action: keyof (typeof LMS_FEE_PERMISSIONS)['customer'],
): void {
  staffOnly(ctx);
  if (!ctx.auth.permissions.has(LMS_FEE_PERMISSIONS[kind][action])) throw noPermission();
}

const range = (col: PgColumn, r: [Date, Date] | undefined) =>
  r
    ? sql`${col} >= ${r[0].toISOString()}::timestamptz and ${col} < ${r[1].toISOString()}::timestamptz`
    : undefined;

function numbersFilter(c: LmsFeeCriteria): SQL | undefined {
  if (!c.numbers?.trim()) return undefined;
  const parsed = parseWaybillNos(c.numbers);
  if (!parsed.ok) throw new BizError(parsed.key, parsed.params);
  const col = c.numberType === 'customerNo' ? w.customerNo : w.waybillNo;
  return sql`${col} = any(${sql.param(parsed.nos)}::text[])`;
}

/** The conditions on fee rows of `kind` joined to their waybill. */
export function feeConditions(kind: FeeKind, c: LmsFeeCriteria, dataScope?: SQL): SQL[] {
  const calError = sql`coalesce(${f.calErrorMsg}, '') <> ''`;
  const conds = [
    sql`${f.kind} = ${kind}`,
    dataScope,
    sql`not ${f.isDeleted}`,
    numbersFilter(c),
    c.partyId ? sql`${f.partyId} = ${c.partyId}` : undefined,
    c.subjectName ? sql`${f.subjectName} ilike ${likePattern(c.subjectName)}` : undefined,
    c.status?.length ? sql`${f.status} = any(${sql.param(c.status)}::smallint[])` : undefined,
    c.currency ? sql`${f.currency} = ${c.currency}` : undefined,
    c.productId ? sql`${w.productId} = ${c.productId}` : undefined,
    c.channelId ? sql`${w.channelId} = ${c.channelId}` : undefined,
    c.destination ? sql`${w.destination} = ${c.destination}` : undefined,
    c.isManual === undefined ? undefined : sql`${f.isManual} = ${c.isManual}`,
    c.isCheck === undefined ? undefined : sql`${f.isCheck} = ${c.isCheck}`,
    c.hasCalError === undefined ? undefined : c.hasCalError ? calError : sql`not (${calError})`,
    range(w.receiveTime, c.receiveTime),
    range(f.belongTime, c.belongTime),
  ];
  return conds.filter((x): x is SQL => x !== undefined);
}

export const whereOf = (conds: SQL[]) => sql`where ${sql.join(conds, sql` and `)}`;

const SORT_COLUMNS: Record<LmsFeeSortField, PgColumn> = {
  receiveTime: w.receiveTime,
  belongTime: f.belongTime,
  waybillNo: w.waybillNo,
  createdAt: f.createdAt,
  value: f.value,
};

const sortsOf = (input: Pick<LmsFeeSearchPayload, 'sort'>) =>
  input.sort.length ? input.sort : [{ field: 'createdAt' as const, order: 'desc' as const }];

/** ORDER BY over the `matched` CTE's sort aliases (`s_<field>`), the fee id last for a stable page. */
function orderBy(input: Pick<LmsFeeSearchPayload, 'sort'>, prefix: string): SQL {
  const terms = sortsOf(input).map((s) => `${prefix}"s_${s.field}" ${s.order} nulls last`);
  return sql.raw([...terms, `${prefix}"id" desc`].join(', '));
}

const WAYBILL_SORTS: readonly LmsFeeSortField[] = ['receiveTime', 'waybillNo'];

/**
 * The fee rows of the criteria, joined to their waybill only when a criterion or the sort needs it
 * (an unfiltered list of millions of fee rows then never touches the waybill table).
 */
export function matchedFees(
  kind: FeeKind,
  input: Pick<LmsFeeSearchPayload, 'criteria' | 'sort'>,
  dataScope?: SQL,
): SQL {
  const c = input.criteria;
  const sorts = sortsOf(input);
  const needsWaybill =
    Boolean(c.numbers?.trim() || c.receiveTime || c.productId || c.channelId || c.destination) ||
    sorts.some((s) => WAYBILL_SORTS.includes(s.field));
  return sql`from ${f} ${needsWaybill ? sql`join ${w} on ${w.id} = ${f.waybillId}` : sql``}
    ${whereOf(feeConditions(kind, c, dataScope))}`;
}

/** The party (customer or agent) table of a kind, for its code and name. */
const partyOf = (kind: FeeKind) => (kind === 'customer' ? customer : agentTable);

/**
 * The statement: one row holding `total` and the totals, joined to the page's fee rows (none when
 * the page is past the end, the totals still answered).
 */
export function feeSearchStatement(kind: FeeKind, input: LmsFeeSearchPayload, dataScope?: SQL): SQL {
  const sortCols = sql.join(
    [...new Set(sortsOf(input).map((o) => o.field))].map(
      (k) => sql`${SORT_COLUMNS[k]} as ${sql.identifier(`s_${k}`)}`,
    ),
    sql`, `,
  );
  const party = partyOf(kind);
  const offset = (input.page - 1) * input.size;
  return sql`with matched as materialized (
      select ${f.id} as "id", ${f.currency} as "currency", ${f.value} as "value",
        ${f.conversionValue} as "conversionValue", ${sortCols}
      ${matchedFees(kind, input, dataScope)}),
    sums as (
      select (select count(*) from matched)::int as "total",
        coalesce((select sum("conversionValue") from matched), 0)::text as "conversionTotal",
        coalesce((select json_agg(json_build_object('currency', c."currency", 'total', c."sum"::text)
          order by c."currency") from (select "currency", sum("value") as "sum" from matched
          group by "currency") c), '[]'::json) as "byCurrency")
    select sums.*, page.* from sums left join lateral (
      select ${f.id} as "id", ${f.waybillId} as "waybillId", ${w.waybillNo} as "waybillNo",
        ${w.customerNo} as "customerNo", ${w.receiveTime} as "receiveTime", ${f.partyId} as "partyId",
        ${party.code} as "partyCode", ${party.name} as "partyName", ${f.subjectName} as "subjectName",
        ${f.value}::text as "feeValue", ${f.currency} as "feeCurrency", ${f.exchangeRate}::text as "exchangeRate",
        ${f.conversionValue}::text as "feeConversionValue", ${f.exchangeLoss}::text as "exchangeLoss",
        ${f.exchangeLossRate}::text as "exchangeLossRate", ${f.formula} as "formula", ${f.status} as "status",
        ${f.isManual} as "isManual", ${f.isCheck} as "isCheck", ${f.calErrorMsg} as "calErrorMsg",
        ${f.belongTime} as "belongTime", ${f.billNo} as "billNo", ${f.createdAt} as "createdAt",
        ${f.createdByName} as "createdByName"
      from (select * from matched order by ${orderBy(input, '')} limit ${input.size} offset ${offset}) m
      join ${f} on ${f.id} = m."id" join ${w} on ${w.id} = ${f.waybillId}
      left join ${party} on ${party.id} = ${f.partyId}
      order by ${orderBy(input, 'm.')}) page on true`;
}

type RawRow = Record<string, unknown> & { total: number; conversionTotal: string; byCurrency: unknown };

const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();

/** A statement row as the list shows it. */
export function feeRowOut(r: Record<string, unknown>): LmsFeeRow {
  return {
    id: String(r.id),
    waybillId: String(r.waybillId),
    waybillNo: String(r.waybillNo),
    customerNo: (r.customerNo as string | null) ?? null,
    receiveTime: iso(r.receiveTime),
    partyId: (r.partyId as string | null) ?? null,
    partyCode: (r.partyCode as string | null) ?? null,
    partyName: (r.partyName as string | null) ?? null,
    subjectName: String(r.subjectName),
    value: String(r.feeValue),
    currency: String(r.feeCurrency),
    exchangeRate: String(r.exchangeRate),
    conversionValue: String(r.feeConversionValue),
    exchangeLoss: String(r.exchangeLoss ?? '0.00'),
    exchangeLossRate: r.exchangeLossRate == null ? null : new Decimal(String(r.exchangeLossRate)).toString(),
    formula: (r.formula as string | null) ?? null,
    status: Number(r.status) as LmsFeeRow['status'],
    isManual: Boolean(r.isManual),
    isCheck: Boolean(r.isCheck),
    calErrorMsg: (r.calErrorMsg as string | null) ?? null,
    belongTime: iso(r.belongTime),
    billNo: (r.billNo as string | null) ?? null,
    createdAt: iso(r.createdAt)!,
    createdByName: (r.createdByName as string | null) ?? null,
  };
}

const money = (v: unknown) => new Decimal(String(v ?? 0)).toFixed(MONEY_SCALE);

/** Runs the statement: the page's rows (fee rows only) and the one-row totals. */
export async function runFeeSearch(
  ctx: AuthedContext,
  kind: FeeKind,
  input: LmsFeeSearchPayload,
): Promise<{ rows: Record<string, unknown>[]; total: number; totals: LmsFeeTotals }> {
  const statement = feeSearchStatement(kind, input, await dataScopeWhere(ctx, feeList));
  const rows = ((await ctx.db.execute(statement)) as unknown as { rows: RawRow[] }).rows;
  const first = rows[0];
  const byCurrency = (
    typeof first?.byCurrency === 'string' ? JSON.parse(first.byCurrency) : (first?.byCurrency ?? [])
  ) as { currency: string; total: string }[];
  return {
    rows: rows.filter((r) => r.id !== null && r.id !== undefined),
    total: rowCount(first?.total),
    totals: {
      byCurrency: byCurrency.map((c) => ({ currency: c.currency, total: money(c.total) })),
      conversionTotal: money(first?.conversionTotal),
    },
  };
}

/** A page of the fee list of `kind` with the total and the sums per currency of every matching row. */
export async function searchFees(
  ctx: AuthedContext,
  kind: FeeKind,
  input: LmsFeeSearchPayload,
): Promise<LmsFeePage> {
  requireFeePermission(ctx, kind, 'list');
  const { rows, total, totals } = await runFeeSearch(ctx, kind, input);
  return { records: rows.map(feeRowOut), total, page: input.page, size: input.size, totals };
}
