import {
  type FeeKind,
  parseWaybillNos,
  statusesOfGroup,
  WAYBILL_FLAGS,
  WAYBILL_STATUS_GROUPS,
  type WaybillSearchCriteria,
  type WaybillSearchPayload,
  type WaybillStatus,
  type WaybillStatusGroup,
  WORK_ORDER_GROUP,
  waybillFeeColumnsFor,
} from '@freightdesk/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import { customer } from '#modules/crm/customer/index.ts';
import { productTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { rowCount } from '#platform/http/search.ts';
import { lmsWaybillFee } from '../../fms/fee/index.ts';
import { lmsWaybill as w } from './waybill.schema.ts';
import { isCustomerUser, waybillDataScope } from './waybill-access.ts';

/**
 * Waybill list search and status-group counts, as hand-written SQL so that one request is one
 * statement: the page with its total (`count(*) over ()` on the waybill table alone, the page then
 * joined to customer and product) and the tab counts (one grouped query). The bench runs the very
 * same statements bare (`searchStatement`, `statusGroupStatement`).
 */

/**
 * Who is searching: a customer id limits every criterion to that customer's waybills; `dataScope` is
 * a staff user's data scope predicate; `fees` asks for the finance columns the user may see (fee
 * totals of the page's waybills).
 */
export type SearchScope = {
  customerId: string | null;
  dataScope?: SQL;
  fees?: { customer: boolean; agent: boolean };
};

export const scopeOf = async (ctx: AuthedContext): Promise<SearchScope> => ({
  customerId: isCustomerUser(ctx) ? (ctx.auth.customerId ?? '00000000-0000-0000-0000-000000000000') : null,
  dataScope: await waybillDataScope(ctx),
  fees: waybillFeeColumnsFor(ctx.auth.userType, ctx.auth.permissions),
});

const LIST_COLUMNS: Record<string, PgColumn> = {
  id: w.id,
  waybillNo: w.waybillNo,
  customerNo: w.customerNo,
  trackNo: w.trackNo,
  status: w.status,
  customerId: w.customerId,
  productId: w.productId,
  destination: w.destination,
  pieceCount: w.pieceCount,
  orderActualWeight: w.orderActualWeight,
  orderChargeWeight: w.orderChargeWeight,
  receiveActualWeight: w.receiveActualWeight,
  receivableRealChargeWeight: w.receivableRealChargeWeight,
  orderTime: w.orderTime,
  receiveTime: w.receiveTime,
  sendTime: w.sendTime,
  deliverTime: w.deliverTime,
  openedWorkOrderCount: w.openedWorkOrderCount,
  detainTypes: w.detainTypes,
  // why the channel routes gave no channel (the waiting channel route list)
  routeFailure: w.routeFailure,
  ...Object.fromEntries(WAYBILL_FLAGS.map((f) => [f, w[f]])),
};

/**
 * The select list rendered to SQL text once: drizzle renders each column reference (casing, quoting)
 * on every build, which cost more CPU per request (~1 ms) than a 50-number search spends in PostgreSQL.
 */
const LIST_SELECT = sql.raw(
  new PgDialect({ casing: 'snake_case' }).sqlToQuery(
    sql.join(
      Object.entries(LIST_COLUMNS).map(([alias, col]) => sql`${col} as ${sql.identifier(alias)}`),
      sql`, `,
    ),
  ).sql,
);

const SORT_COLUMNS = {
  orderTime: w.orderTime,
  receiveTime: w.receiveTime,
  sendTime: w.sendTime,
  waybillNo: w.waybillNo,
} as const;

function numbersFilter(c: WaybillSearchCriteria): SQL | undefined {
  if (!c.numbers?.trim()) return undefined;
  const parsed = parseWaybillNos(c.numbers);
  if (!parsed.ok) throw new BizError(parsed.key, parsed.params);
  const list = sql`${sql.param(parsed.nos)}::text[]`;
  const on = (col: PgColumn) => sql`${col} = any(${list})`;
  switch (c.numberType) {
    case 'waybillNo':
      return on(w.waybillNo);
    case 'customerNo':
      return on(w.customerNo);
    case 'trackNo':
      return on(w.trackNo);
    default:
      return sql`(${on(w.waybillNo)} or ${on(w.customerNo)} or ${on(w.trackNo)})`;
  }
}

const range = (col: PgColumn, r: [Date, Date] | undefined) =>
  r
    ? sql`${col} >= ${r[0].toISOString()}::timestamptz and ${col} < ${r[1].toISOString()}::timestamptz`
    : undefined;

/** Every criterion but the status ones (the chosen statuses and the tab). */
function baseConditions(c: WaybillSearchCriteria, scope: SearchScope): SQL[] {
  const customerId = scope.customerId ?? c.customerId;
  const conds = [
    customerId ? sql`${w.customerId} = ${customerId}` : undefined,
    scope.dataScope,
    c.productId ? sql`${w.productId} = ${c.productId}` : undefined,
    c.destination ? sql`${w.destination} = ${c.destination}` : undefined,
    numbersFilter(c),
    range(w.orderTime, c.orderTime),
    range(w.receiveTime, c.receiveTime),
    range(w.sendTime, c.sendTime),
    ...(c.flags ?? []).map((f) => sql`${w[f]}`),
  ];
  return conds.filter((x): x is SQL => x !== undefined);
}

function statusConditions(c: WaybillSearchCriteria): SQL[] {
  const out: SQL[] = [];
  if (c.status?.length) out.push(sql`${w.status} = any(${sql.param(c.status)}::text[])`);
  if (c.statusGroup === WORK_ORDER_GROUP.key) out.push(sql`${w.openedWorkOrderCount} > 0`);
  else if (c.statusGroup)
    out.push(
      sql`${w.status} = any(${sql.param([...statusesOfGroup(c.statusGroup as WaybillStatusGroup)])}::text[])`,
    );
  return out;
}

const whereOf = (conds: SQL[]) => (conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``);

/** ORDER BY of the inner statement (columns) or of the outer one (the page's aliases). */
function orderBy(input: WaybillSearchPayload, outer: boolean): SQL {
  const sorts = input.sort.length ? input.sort : [{ field: 'orderTime' as const, order: 'desc' as const }];
  const term = (field: keyof typeof SORT_COLUMNS | 'id', dir: 'asc' | 'desc') =>
    sql`${outer ? sql.raw(`page."${field}"`) : field === 'id' ? w.id : SORT_COLUMNS[field]} ${sql.raw(dir)}`;
  return sql.join([...sorts.map((s) => term(s.field, s.order)), term('id', 'desc')], sql`, `);
}

/**
 * The finance columns: one lateral sum over the fee rows of each waybill of the page (never of the
 * whole result), converted to the base currency; nothing when the user sees none of them.
 */
function feeTotals(scope: SearchScope): { columns: SQL; join: SQL } {
  const { customer: c = false, agent: a = false } = scope.fees ?? {};
  if (!c && !a) return { columns: sql``, join: sql`` };
  const sum = (kind: FeeKind) =>
    sql`round(coalesce(sum(${lmsWaybillFee.conversionValue}) filter (where ${lmsWaybillFee.kind} = ${kind}), 0), 2)`;
  const columns = [
    c ? sql`${sum('customer')}::text as "customerFeeTotal"` : undefined,
    a ? sql`${sum('agent')}::text as "agentFeeTotal"` : undefined,
    c && a ? sql`(${sum('customer')} - ${sum('agent')})::text as "profit"` : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return {
    columns: sql`, fees.*`,
    join: sql`left join lateral (select ${sql.join(columns, sql`, `)} from ${lmsWaybillFee}
      where ${lmsWaybillFee.waybillId} = page."id" and not ${lmsWaybillFee.isDeleted}) fees on true`,
  };
}

/** The page statement: the filtered waybills with `total` on each row, then customer and product names. */
export function searchStatement(input: WaybillSearchPayload, scope: SearchScope): SQL {
  const conds = [...baseConditions(input.criteria, scope), ...statusConditions(input.criteria)];
  const offset = (input.page - 1) * input.size;
  const fees = feeTotals(scope);
  return sql`select page.*, ${customer.code} as "customerCode", ${customer.name} as "customerName",
      ${productTable.code} as "productCode", ${productTable.name} as "productName"${fees.columns}
    from (select ${LIST_SELECT}, (${w.recipient} ->> 'name') as "recipientName", count(*) over () as "total"
      from ${w} ${whereOf(conds)} order by ${orderBy(input, false)} limit ${input.size} offset ${offset}) page
    left join ${customer} on ${customer.id} = page."customerId"
    left join ${productTable} on ${productTable.id} = page."productId"
    ${fees.join}
    order by ${orderBy(input, true)}`;
}

/**
 * Counts of the status-group tabs: one grouped statement over the very criteria of the search (the
 * chosen statuses included) but the tab itself, so a tab's count is the total its list shows.
 */
export function statusGroupStatement(criteria: WaybillSearchCriteria, scope: SearchScope): SQL {
  const conds = [
    ...baseConditions(criteria, scope),
    ...statusConditions({ ...criteria, statusGroup: undefined }),
  ];
  return sql`select ${w.status} as "status", count(*)::int as "count",
      (count(*) filter (where ${w.openedWorkOrderCount} > 0))::int as "workOrder"
    from ${w} ${whereOf(conds)} group by ${w.status}`;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export type WaybillListRow = Record<string, unknown> & { id: string; total?: unknown };

/**
 * The waybill list: page (default 50) of the criteria, with the total from the same statement; a
 * page past the end asks for the total alone. Customer users only ever see their own customer's.
 */
export async function searchWaybills(ctx: AuthedContext, input: WaybillSearchPayload) {
  return runSearch(ctx.db, input, await scopeOf(ctx));
}

export async function runSearch(db: Db, input: WaybillSearchPayload, scope: SearchScope) {
  const rows = rowsOf<WaybillListRow>(await db.execute(searchStatement(input, scope)));
  let total = rowCount(rows[0]?.total);
  if (!rows.length && input.page > 1) {
    const conds = [...baseConditions(input.criteria, scope), ...statusConditions(input.criteria)];
    const [count] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${w} ${whereOf(conds)}`),
    );
    total = Number(count?.n ?? 0);
  }
  // the route failure names channels and limits: staff only
  const records = rows.map(({ total: _t, routeFailure, ...r }) =>
    scope.customerId ? r : { ...r, routeFailure },
  );
  return { records, total, page: input.page, size: input.size };
}

/** Status-group tab counts `{group: count}` plus `workOrder`, every group present. */
export async function statusGroupCounts(ctx: AuthedContext, criteria: WaybillSearchCriteria) {
  return runStatusGroup(ctx.db, criteria, await scopeOf(ctx));
}

export async function runStatusGroup(db: Db, criteria: WaybillSearchCriteria, scope: SearchScope) {
  const rows = rowsOf<{ status: WaybillStatus; count: number; workOrder: number }>(
    await db.execute(statusGroupStatement(criteria, scope)),
  );
  const counts: Record<string, number> = Object.fromEntries(WAYBILL_STATUS_GROUPS.map((g) => [g.key, 0]));
  counts[WORK_ORDER_GROUP.key] = 0;
  for (const r of rows) {
    const group = WAYBILL_STATUS_GROUPS.find((g) => (g.statuses as readonly string[]).includes(r.status));
    if (group) counts[group.key]! += Number(r.count);
    counts[WORK_ORDER_GROUP.key]! += Number(r.workOrder);
  }
  return counts;
}
