import {
  matches,
  NO_DEAL_LIST_MAX,
  type NoDealCustomerRow,
  type NoDealListAnswer,
  type RuleFacts,
  ruleFieldsOf,
  ruleInForce,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customer } from '#modules/crm/customer/index.ts';
import { balancePosition } from '#modules/fms/balance/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { checkedCondition, loadRules, ruleOf, type StoredRule } from '#modules/settings/rule/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { type NoDealRuleOwn, noDealRuleKind } from './no-deal-rule.kind.ts';

/** The customer list's data scope (the customer entity declares the same list: by creator and by customer). */
export const customerList = defineScopedList('customer', {
  owner: customer.createdBy,
  customer: customer.id,
});

export type NoDealRule = StoredRule<NoDealRuleOwn>;
const DAY_MS = 86_400_000;
/** Candidates read per rule before the condition filters them. */
const CANDIDATES_MAX = 5 * NO_DEAL_LIST_MAX;

/** Each customer's last order time (one grouped read over the customer/order-time index). */
const lastOrders = (db: Db) =>
  db
    .select({ customerId: lmsWaybill.customerId, at: sql<Date>`max(${lmsWaybill.orderTime})`.as('at') })
    .from(lmsWaybill)
    .groupBy(lmsWaybill.customerId)
    .as('last_order');

/**
 * The customers a no-deal rule lists at `now`: enabled customers (within `scope`, when given) whose
 * last order — or their creation, when they never ordered — is more than `days` days ago, and whose
 * facts (id, level, and arrears when the condition reads it) satisfy the condition; longest silent first.
 */
export async function noDealCustomers(
  db: Db,
  ctx: AuthedContext,
  rule: NoDealRule,
  scope: Awaited<ReturnType<typeof dataScopeWhere>>,
): Promise<{ rows: NoDealCustomerRow[]; truncated: boolean }> {
  const now = ctx.now;
  const cutoff = new Date(now.getTime() - rule.own.days * DAY_MS);
  const last = lastOrders(db);
  const sales = alias(appUser, 'sales');
  const since = sql<Date>`coalesce(${last.at}, ${customer.createdAt})`;
  const candidates = await db
    .select({
      id: customer.id,
      code: customer.code,
      name: customer.name,
      level: customer.level,
      salesUserId: customer.salesUserId,
      salesName: sales.name,
      lastOrderTime: last.at,
      since: since.mapWith((v) => new Date(v as string)),
    })
    .from(customer)
    .leftJoin(last, eq(last.customerId, customer.id))
    .leftJoin(sales, eq(sales.id, customer.salesUserId))
    .where(and(eq(customer.enabled, true), lt(since, cutoff), scope))
    .orderBy(asc(since), asc(customer.code))
    .limit(CANDIDATES_MAX);
  const readsArrears = ruleFieldsOf(rule.condition).has('isArrears');
  const rows: NoDealCustomerRow[] = [];
  for (const c of candidates) {
    const facts: RuleFacts = {
      customerId: c.id,
      customerLevel: c.level,
      isArrears: readsArrears ? await inArrears(db, ctx, c.id) : null,
    };
    if (!matches(rule.condition, facts)) continue;
    if (rows.length === NO_DEAL_LIST_MAX) return { rows, truncated: true };
    const lastAt = c.lastOrderTime ? new Date(c.lastOrderTime) : null;
    rows.push({
      ruleId: rule.id,
      ruleName: rule.name,
      days: rule.own.days,
      customerId: c.id,
      customerCode: c.code,
      customerName: c.name,
      lastOrderTime: lastAt?.toISOString() ?? null,
      daysSince: Math.floor((now.getTime() - c.since.getTime()) / DAY_MS),
      salesUserId: c.salesUserId,
      salesName: c.salesName,
    });
  }
  return { rows, truncated: candidates.length === CANDIDATES_MAX };
}

async function inArrears(db: Db, ctx: AuthedContext, customerId: string): Promise<boolean | null> {
  try {
    return new Decimal((await balancePosition(db, ctx, customerId)).available).lt(0);
  } catch (e) {
    if (e instanceof BizError) return null;
    throw e;
  }
}

/** The enabled no-deal rules in force at `now` (or the one asked: refused when it does not exist). */
export async function rulesInForce(db: Db, now: Date, ruleId?: string): Promise<NoDealRule[]> {
  const rules = (await loadRules(db, noDealRuleKind)).filter((r) => ruleInForce(r, now));
  const chosen = ruleId ? rules.filter((r) => r.id === ruleId) : rules;
  return chosen.sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
}

/** `basic/noDealRule/customers`: the no-deal customers of each rule in force, within the customer list's scope. */
export async function listNoDeal(ctx: AuthedContext, input: { ruleId?: string }): Promise<NoDealListAnswer> {
  const scope = await dataScopeWhere(ctx, customerList);
  const out: NoDealListAnswer = { rows: [], truncated: false };
  for (const rule of await rulesInForce(ctx.db, ctx.now, input.ruleId)) {
    const got = await noDealCustomers(ctx.db, ctx, rule, scope);
    out.rows.push(...got.rows);
    out.truncated ||= got.truncated;
  }
  return out;
}

/** `basic/noDealRule/dryRun`: the customers a rule (saved, or being edited) lists now, whatever its state. */
export async function dryRunNoDeal(
  ctx: AuthedContext,
  input: { id?: string; rule?: Record<string, unknown> },
): Promise<NoDealListAnswer> {
  let values = input.rule;
  if (!values) {
    const [row] = await ctx.db
      .select()
      .from(noDealRuleKind.table)
      .where(eq(noDealRuleKind.table.id, input.id!));
    if (!row) throw new BizError('notExist', [{ label: noDealRuleKind.entity.title }]);
    values = row as Record<string, unknown>;
  }
  checkedCondition(values.condition);
  const rule = ruleOf(noDealRuleKind, { ...values, id: input.id ?? values.id ?? 'draft' });
  if (!(rule.own.days >= 1)) throw new BizError('invalidValue', []);
  return noDealCustomers(ctx.db, ctx, rule, await dataScopeWhere(ctx, customerList));
}
