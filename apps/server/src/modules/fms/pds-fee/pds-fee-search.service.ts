import {
  MONEY_SCALE,
  type PdsFeeCriteria,
  type PdsFeePage,
  type PdsFeeRow,
  type PdsFeeSearchPayload,
  type PdsFeeSortField,
  type PdsFeeSummary,
  parseWaybillNos,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { customer } from '#modules/crm/customer/index.ts';
import { pdsWaybillFee as f, pdsWaybill as w } from '#modules/pds/parcel/index.ts';
import { productTable } from '#modules/settings/index.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { rowCount } from '#platform/http/search.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { pdsFeeList } from './pds-fee-access.ts';

/**
 * Search of the parcel fee list (`fms/pdsFee/search`): customer fee rows of parcels joined to their
 * parcel, as one statement answering the page, the total and the sums per currency (the matching
 * rows are gathered once in a CTE; the page alone is joined to the customer and the product).
 */

const range = (col: PgColumn, r: [Date, Date] | undefined) =>
  r
    ? sql`${col} >= ${r[0].toISOString()}::timestamptz and ${col} < ${r[1].toISOString()}::timestamptz`
    : undefined;

/** Parcel waybill numbers or track numbers (the main one or a piece's). */
function numbersFilter(c: PdsFeeCriteria): SQL | undefined {
  if (!c.numbers?.trim()) return undefined;
  const parsed = parseWaybillNos(c.numbers);
  if (!parsed.ok) throw new BizError(parsed.key, parsed.params);
  const nos = sql`${sql.param(parsed.nos)}::text[]`;
  return sql`(${w.waybillNo} = any(${nos}) or ${w.trackNo} = any(${nos}) or ${w.subTrackNos} && ${nos})`;
}

/** The conditions on customer fee rows joined to their parcel; deleted rows never match. */
export function pdsFeeConditions(c: PdsFeeCriteria, dataScope?: SQL): SQL[] {
  const conds = [
    sql`${f.kind} = 'customer'`,
    sql`not ${f.isDeleted}`,
    dataScope,
    numbersFilter(c),
    c.customerId ? sql`${w.customerId} = ${c.customerId}` : undefined,
    c.status?.length ? sql`${f.status} = any(${sql.param(c.status)}::smallint[])` : undefined,
    c.currency ? sql`${f.currency} = ${c.currency}` : undefined,
    c.productId ? sql`${w.productId} = ${c.productId}` : undefined,
    range(f.belongTime, c.belongTime),
  ];
  return conds.filter((x): x is SQL => x !== undefined);
}

const SORT_COLUMNS: Record<PdsFeeSortField, PgColumn> = {
  belongTime: f.belongTime,
  createdAt: f.createdAt,
  waybillNo: w.waybillNo,
  value: f.value,
};

type Sorts = PdsFeeSearchPayload['sort'];
const sortsOf = (sort: Sorts) =>
  sort.length ? sort : [{ field: 'createdAt' as const, order: 'desc' as const }];

/** ORDER BY over the `matched` CTE's sort aliases (`s_<field>`), the fee id last for a stable page. */
function orderBy(sort: Sorts, prefix: string): SQL {
  const terms = sortsOf(sort).map((s) => `${prefix}"s_${s.field}" ${s.order} nulls last`);
  return sql.raw([...terms, `${prefix}"id" desc`].join(', '));
}

/** The statement: one row holding the total and the sums, joined to the page's rows (none past the end). */
export function pdsFeeStatement(input: PdsFeeSearchPayload, dataScope?: SQL): SQL {
  const sortCols = sql.join(
    [...new Set(sortsOf(input.sort).map((o) => o.field))].map(
      (k) => sql`${SORT_COLUMNS[k]} as ${sql.identifier(`s_${k}`)}`,
    ),
    sql`, `,
  );
  const offset = (input.page - 1) * input.size;
  return sql`with matched as materialized (
      select ${f.id} as "id", ${f.currency} as "currency", ${f.value} as "value", ${sortCols}
      from ${f} join ${w} on ${w.id} = ${f.waybillId}
      where ${sql.join(pdsFeeConditions(input.criteria, dataScope), sql` and `)}),
    sums as (
      select (select count(*) from matched)::int as "total",
        coalesce((select json_agg(json_build_object('currency', c."currency", 'total', c."sum"::text,
          'count', c."count") order by c."currency") from (select "currency", sum("value") as "sum",
          count(*)::int as "count" from matched group by "currency") c), '[]'::json) as "byCurrency")
    select sums.*, page.* from sums left join lateral (
      select ${f.id} as "id", ${f.waybillId} as "waybillId", ${w.waybillNo} as "waybillNo",
        ${w.trackNo} as "trackNo", ${w.customerId} as "customerId", ${customer.code} as "customerCode",
        ${customer.name} as "customerName", ${w.productId} as "productId", ${productTable.name} as "productName",
        ${f.subjectName} as "subjectName", ${f.value}::text as "feeValue", ${f.currency} as "feeCurrency",
        ${f.exchangeRate}::text as "exchangeRate", ${f.conversionValue}::text as "conversionValue",
        ${f.status} as "status", ${f.billNo} as "billNo", ${f.belongTime} as "belongTime",
        ${f.createdAt} as "createdAt"
      from (select * from matched order by ${orderBy(input.sort, '')} limit ${input.size} offset ${offset}) m
      join ${f} on ${f.id} = m."id" join ${w} on ${w.id} = ${f.waybillId}
      left join ${customer} on ${customer.id} = ${w.customerId}
      left join ${productTable} on ${productTable.id} = ${w.productId}
      order by ${orderBy(input.sort, 'm.')}) page on true`;
}

const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();
const money = (v: unknown) => new Decimal(String(v ?? 0)).toFixed(MONEY_SCALE);
const text = (v: unknown) => (v as string | null) ?? null;

/** A statement row as the list shows it. */
export function pdsFeeRowOut(r: Record<string, unknown>): PdsFeeRow {
  return {
    id: String(r.id),
    waybillId: String(r.waybillId),
    waybillNo: String(r.waybillNo),
    trackNo: text(r.trackNo),
    customerId: String(r.customerId),
    customerCode: text(r.customerCode),
    customerName: text(r.customerName),
    productId: String(r.productId),
    productName: text(r.productName),
    subjectName: String(r.subjectName),
    value: money(r.feeValue),
    currency: String(r.feeCurrency),
    exchangeRate: new Decimal(String(r.exchangeRate)).toString(),
    conversionValue: money(r.conversionValue),
    status: Number(r.status) as PdsFeeRow['status'],
    billNo: text(r.billNo),
    belongTime: iso(r.belongTime),
    createdAt: iso(r.createdAt)!,
  };
}

type RawRow = Record<string, unknown> & { total: number; byCurrency: unknown };

/** Runs the statement in the caller's data scope: the page's rows and the summary of every match. */
export async function runPdsFeeSearch(
  ctx: AuthedContext,
  input: PdsFeeSearchPayload,
): Promise<{ rows: Record<string, unknown>[]; summary: PdsFeeSummary }> {
  const statement = pdsFeeStatement(input, await dataScopeWhere(ctx, pdsFeeList));
  const rows = ((await ctx.db.execute(statement)) as unknown as { rows: RawRow[] }).rows;
  const first = rows[0];
  const byCurrency = (
    typeof first?.byCurrency === 'string' ? JSON.parse(first.byCurrency) : (first?.byCurrency ?? [])
  ) as { currency: string; total: string; count: number }[];
  return {
    rows: rows.filter((r) => r.id !== null && r.id !== undefined),
    summary: {
      byCurrency: byCurrency.map((c) => ({
        currency: c.currency,
        total: money(c.total),
        count: Number(c.count),
      })),
      count: rowCount(first?.total),
    },
  };
}

/** A page of the parcel fee list with the total and the sums and counts per currency of every match. */
export async function searchPdsFees(ctx: AuthedContext, input: PdsFeeSearchPayload): Promise<PdsFeePage> {
  staffOnly(ctx);
  const { rows, summary } = await runPdsFeeSearch(ctx, input);
  return {
    records: rows.map(pdsFeeRowOut),
    total: summary.count,
    page: input.page,
    size: input.size,
    summary,
  };
}
