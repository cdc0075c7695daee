import {
  availableBalance,
  type BalanceFlowSearchPayload,
  BalanceFlowType,
  ChargeBillStatus,
  DEFAULT_CURRENCY,
  estimatedBalance,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsChargeBill as t } from '#modules/fms/charge-bill/index.ts';
import { feeKinds, unbilledFeeOf, valueIn } from '#modules/fms/fee/index.ts';
import {
  fmsCustomerBalance as cbal,
  fmsBalanceFlow as fl,
  rateBetween,
  receivableCustomer,
  receivableScope,
} from '#modules/fms/ledger/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';

/** Balance flows as a scoped list: belonging to their customer. */
export const balanceFlowList = defineScopedList('fmsBalanceFlow', {
  owner: fl.createdBy,
  customer: fl.customerId,
});
/** Customer balances as a scoped list (the customers of the caller's scope). */
export const balanceList = defineScopedList('fmsCustomerBalance', { customer: cbal.customerId });

/** Σ of the customer's fees not yet on a bill (estimated and confirmed), in `currency`. */
export async function unbilledFees(db: Db, ctx: AuthedContext, customerId: string, currency: string) {
  const rate =
    currency === DEFAULT_CURRENCY ? '1' : await rateBetween(db, ctx, currency, DEFAULT_CURRENCY, ctx.now);
  const isLocal = currency === DEFAULT_CURRENCY;
  // one statement over every fee kind: the order's credit check reads this on each order
  const parts = feeKinds().map(
    ({ fees: f }) =>
      sql`select ${valueIn(f, currency, rate, isLocal)} as v from ${f} where ${unbilledFeeOf(f, customerId)}`,
  );
  const result = await db.execute(
    sql`select coalesce(sum(v), 0)::text as total from (${sql.join(parts, sql` union all `)}) fees`,
  );
  return new Decimal((result as unknown as { rows: { total: string }[] }).rows[0]?.total ?? 0);
}

/** Σ of the customer's receipts registered and not yet confirmed, in `currency` at today's rates. */
async function unconfirmedCharges(db: Db, ctx: AuthedContext, customerId: string, currency: string) {
  const rows = await db
    .select({ currency: t.currency, total: sql<string>`sum(${t.value})::text` })
    .from(t)
    .where(and(eq(t.customerId, customerId), eq(t.status, ChargeBillStatus.registered)))
    .groupBy(t.currency);
  let sum = new Decimal(0);
  for (const r of rows) {
    const rate = await rateBetween(db, ctx, r.currency, currency, ctx.now);
    sum = sum.plus(new Decimal(r.total).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  }
  return sum;
}

/** The money position of a customer (DESIGN §9), read in `db` (a transaction sees its own writes). */
export async function balancePosition(db: Db, ctx: AuthedContext, customerId: string) {
  const [c] = await db
    .select({
      currency: customer.settlementCurrency,
      creditLine: customer.creditLine,
      creditControl: customer.creditControl,
      warnTips: customer.warnTips,
      initialBalance: customer.initialBalance,
      balance: cbal.balance,
      balanceCurrency: cbal.currency,
    })
    .from(customer)
    .leftJoin(cbal, eq(cbal.customerId, customer.id))
    .where(eq(customer.id, customerId));
  const currency = c?.balanceCurrency ?? c?.currency ?? DEFAULT_CURRENCY;
  // before the first money write the balance is the initial balance (its flow is written then)
  const balance = new Decimal(c?.balance ?? c?.initialBalance ?? 0);
  const charges = await unconfirmedCharges(db, ctx, customerId, currency);
  const fees = await unbilledFees(db, ctx, customerId, currency);
  const estimated = estimatedBalance(balance, charges, fees);
  const creditLine = new Decimal(c?.creditLine ?? 0);
  return {
    customerId,
    currency,
    balance: balance.toFixed(2),
    unconfirmedCharges: charges.toFixed(2),
    unbilledFees: fees.toFixed(2),
    estimatedBalance: estimated.toFixed(2),
    creditLine: creditLine.toFixed(2),
    available: availableBalance(estimated, creditLine).toFixed(2),
    creditControl: c?.creditControl ?? 'off',
    warnTips: c?.warnTips ?? null,
  };
}

/** `fms/balance/detail` (a customer user: its own). */
export async function balanceDetail(ctx: AuthedContext, input: { customerId?: string }) {
  const customerId = await receivableCustomer(ctx, input.customerId);
  return balancePosition(ctx.db, ctx, customerId);
}

/** `fms/balance/search`: the customers' balances of the caller's data scope. */
export async function searchBalances(
  ctx: AuthedContext,
  input: { page: number; size: number; criteria: { customerId?: string; negative?: boolean } },
) {
  const c = input.criteria;
  const rows = await ctx.db
    .select({
      customerId: customer.id,
      customerCode: customer.code,
      customerName: customer.name,
      currency: sql<string>`coalesce(${cbal.currency}, ${customer.settlementCurrency}, 'RMB')`,
      balance: sql<string>`coalesce(${cbal.balance}, ${customer.initialBalance}, 0)::numeric(18,2)::text`,
      creditLine: sql<string>`coalesce(${customer.creditLine}, 0)::numeric(18,2)::text`,
      updatedAt: cbal.updatedAt,
      count: sql`count(*) over ()`,
    })
    .from(customer)
    .leftJoin(cbal, eq(cbal.customerId, customer.id))
    .where(
      and(
        await receivableScope(ctx, balanceList, customer.id),
        c.customerId ? eq(customer.id, c.customerId) : undefined,
        c.negative ? sql`coalesce(${cbal.balance}, ${customer.initialBalance}, 0) < 0` : undefined,
      ),
    )
    .orderBy(customer.code)
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    rows.map(({ count: _, ...r }) => r),
    rowCount(rows[0]?.count),
    input,
  );
}

const flowColumns = {
  id: fl.id,
  customerId: fl.customerId,
  customerCode: customer.code,
  type: fl.type,
  value: fl.value,
  balance: fl.balance,
  currency: fl.currency,
  relatedNo: fl.relatedNo,
  remark: fl.remark,
  createdAt: fl.createdAt,
  createdByName: fl.createdByName,
};

/** `fms/balanceFlow/search`: newest first (a customer user: its own). */
export async function searchBalanceFlows(ctx: AuthedContext, input: BalanceFlowSearchPayload) {
  const c = input.criteria;
  const where = and(
    await receivableScope(ctx, balanceFlowList, fl.customerId),
    c.customerId ? eq(fl.customerId, c.customerId) : undefined,
    c.type?.length ? inArray(fl.type, c.type as never[]) : undefined,
    c.relatedNo ? ilike(fl.relatedNo, likePattern(c.relatedNo)) : undefined,
    c.createdAt ? and(gte(fl.createdAt, c.createdAt[0]), lt(fl.createdAt, c.createdAt[1])) : undefined,
  );
  const [records, [count]] = await Promise.all([
    ctx.db
      .select(flowColumns)
      .from(fl)
      .innerJoin(customer, eq(customer.id, fl.customerId))
      .where(where)
      .orderBy(desc(fl.seq))
      .limit(input.size)
      .offset(pageOffset(input)),
    ctx.db.select({ n: sql`count(*)` }).from(fl).where(where),
  ]);
  return pageOf(records, rowCount(count?.n), input);
}

/** Flow types summed per ledger column. */
const LEDGER_COLUMNS = {
  billed: BalanceFlowType.bill,
  billCancelled: BalanceFlowType.billCancel,
  received: BalanceFlowType.charge,
  receiptCancelled: BalanceFlowType.chargeCancel,
  refunded: BalanceFlowType.refund,
  refundCancelled: BalanceFlowType.refundCancel,
  writtenOff: BalanceFlowType.writeOff,
} as const;

/** `fms/customerLedger/search`: opening, the period's movements by type and closing, with its rows. */
export async function customerLedger(
  ctx: AuthedContext,
  period: { customerId?: string; from?: Date; to?: Date },
) {
  const input = {
    from: period.from ?? new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), 1)),
    to: period.to ?? new Date(ctx.now.getTime() + 1),
  };
  const customerId = await receivableCustomer(ctx, period.customerId);
  const position = await balancePosition(ctx.db, ctx, customerId);
  const [before] = await ctx.db
    .select({ balance: fl.balance })
    .from(fl)
    .where(and(eq(fl.customerId, customerId), lt(fl.createdAt, input.from)))
    .orderBy(desc(fl.seq))
    .limit(1);
  const inPeriod = and(
    eq(fl.customerId, customerId),
    gte(fl.createdAt, input.from),
    lt(fl.createdAt, input.to),
  );
  const sums = await ctx.db
    .select({ type: fl.type, total: sql<string>`sum(${fl.value})::text` })
    .from(fl)
    .where(inPeriod)
    .groupBy(fl.type);
  const sumOf = (type: number) => new Decimal(sums.find((s) => s.type === type)?.total ?? 0);
  const opening = new Decimal(before?.balance ?? 0).plus(
    before ? 0 : sumOf(BalanceFlowType.init), // the initial balance opens the first period
  );
  const columns = Object.fromEntries(
    Object.entries(LEDGER_COLUMNS).map(([k, type]) => [k, sumOf(type).toFixed(2)]),
  ) as Record<keyof typeof LEDGER_COLUMNS, string>;
  const [last] = await ctx.db
    .select({ balance: fl.balance })
    .from(fl)
    .where(inPeriod)
    .orderBy(desc(fl.seq))
    .limit(1);
  const rows = await ctx.db
    .select(flowColumns)
    .from(fl)
    .innerJoin(customer, eq(customer.id, fl.customerId))
    .where(inPeriod)
    .orderBy(fl.seq)
    .limit(1000);
  return {
    customerId,
    currency: position.currency,
    opening: opening.toFixed(2),
    ...columns,
    closing: (last ? new Decimal(last.balance) : opening).toFixed(2),
    rows,
  };
}
