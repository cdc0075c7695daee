import {
  BizCode,
  type InterceptPoint,
  type InterceptType,
  type RuleFacts,
  runRules,
  severest,
} from '@freightdesk/domain';
import {
  type CheckedOrder,
  type PlacedOrder,
  WAYBILL_ENTITY,
  type WaybillCheckPoint,
  type WaybillRow,
} from '#modules/lms/waybill/index.ts';
import { type BusinessLogEntry, writeBusinessLog } from '#modules/settings/business-log/index.ts';
import {
  factsRead,
  loadRules,
  orderRuleFacts,
  type StoredRule,
  waybillRuleFacts,
} from '#modules/settings/rule/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { type InterceptorOwn, interceptorKind } from './interceptor.kind.ts';

export type Interceptor = StoredRule<InterceptorOwn>;

/** The enabled interceptors of a point (the run order sorts them and checks their validity). */
export async function pointInterceptors(db: Db, point: InterceptPoint): Promise<Interceptor[]> {
  return (await loadRules(db, interceptorKind)).filter((r) => r.own.points.includes(point));
}

/** The interceptors of a point that fire on a waybill's facts, in run order (priority, continue or stop). */
export function firedInterceptors(rules: readonly Interceptor[], facts: RuleFacts, now: Date): Interceptor[] {
  return runRules(rules, facts, now);
}

const tipsOf = (fired: readonly Interceptor[], type: InterceptType) =>
  fired
    .filter((r) => r.own.interceptType === type)
    .map((r) => r.own.tip)
    .join('; ');

const refusalData = (fired: readonly Interceptor[]) => ({
  interceptors: fired.map((r) => ({
    id: r.id,
    name: r.name,
    interceptType: r.own.interceptType,
    tip: r.own.tip,
  })),
});

/**
 * What the fired interceptors say, by severity (block beats confirm beats tip): a block refuses (code
 * -1) whatever force says, a confirm refuses with code 2000 unless `force`; otherwise the operation
 * goes on and every fired tip is a warning. `about` names the waybill in a batch's refusal.
 */
export function interceptVerdict(fired: readonly Interceptor[], force: boolean, about?: string): string[] {
  const worst = severest(fired.map((r) => r.own.interceptType));
  const named = (tips: string) => (about ? [`${about}: ${tips}`] : [tips]);
  if (worst === 'block')
    throw new BizError('interceptBlock', named(tipsOf(fired, 'block')), BizCode.failure, refusalData(fired));
  if (worst === 'confirm' && !force)
    throw new BizError(
      'interceptConfirm',
      named(tipsOf(fired, 'confirm')),
      BizCode.confirmNeeded,
      refusalData(fired),
    );
  return fired.map((r) => r.own.tip);
}

/** The business log rows of the interceptors fired on one waybill (action `intercept`). */
function logRows(
  waybill: { id: string; customerId: string },
  point: InterceptPoint,
  fired: readonly Interceptor[],
  forced: boolean,
): BusinessLogEntry[] {
  return fired.map((r) => ({
    entity: WAYBILL_ENTITY,
    entityId: waybill.id,
    action: 'intercept',
    customerId: waybill.customerId,
    after: {
      point,
      interceptor: r.name,
      interceptType: r.own.interceptType,
      tip: r.own.tip,
      ...(r.own.interceptType === 'confirm' ? { confirmed: forced } : {}),
    },
  }));
}

/** The interceptors fired at order, kept from the check to the placed waybill's log rows. */
const firedAtOrder = new WeakMap<CheckedOrder, { fired: Interceptor[]; forced: boolean }>();

/** What names an order of a batch (an import) in a refusal: its customer number, else its recipient. */
const orderName = (c: CheckedOrder) => c.order.customerNo || c.order.recipient.name;

/**
 * The order check (runs before the waybills exist, in the placing transaction): the facts of the
 * orders as they would be placed, the order interceptors per order. One refusal refuses the call; in
 * a batch (import: nobody there to confirm, so no force) it names the order.
 */
export async function interceptOrders(
  tx: Db,
  ctx: AuthedContext,
  orders: readonly CheckedOrder[],
): Promise<string[][]> {
  const rules = await pointInterceptors(tx, 'order');
  if (!rules.length) return orders.map(() => []);
  const facts = await orderRuleFacts(tx, ctx, orders, factsRead(rules));
  return orders.map((c, i) => {
    const fired = firedInterceptors(rules, facts[i]!, ctx.now);
    if (!fired.length) return [];
    const forced = c.order.force === true;
    const warnings = interceptVerdict(fired, forced, orders.length > 1 ? orderName(c) : undefined);
    firedAtOrder.set(c, { fired, forced });
    return warnings;
  });
}

/** After placing: the log rows of the interceptions at order, on the new waybills. */
export async function logOrderInterceptions(tx: Db, ctx: AuthedContext, placed: readonly PlacedOrder[]) {
  const rows = placed.flatMap((p) => {
    const hit = firedAtOrder.get(p.checked);
    return hit ? logRows({ id: p.id, customerId: p.checked.customerId }, 'order', hit.fired, hit.forced) : [];
  });
  if (rows.length) await writeBusinessLog(tx, ctx, rows);
}

/**
 * The receive and send check (in the operation's transaction, after the waybills moved, so a receive
 * sees its received weights): the point's interceptors per waybill; a refusal rolls the operation
 * back; the fired ones are logged on their waybills.
 */
export async function interceptWaybills(
  tx: Db,
  ctx: AuthedContext,
  point: WaybillCheckPoint,
  waybills: readonly WaybillRow[],
  options: { force: boolean },
): Promise<string[][]> {
  const rules = await pointInterceptors(tx, point);
  if (!rules.length) return waybills.map(() => []);
  const facts = await waybillRuleFacts(
    tx,
    ctx,
    waybills.map((w) => w.id),
    factsRead(rules),
  );
  const rows: BusinessLogEntry[] = [];
  const warnings = waybills.map((w) => {
    const f = facts.get(w.id);
    const fired = f ? firedInterceptors(rules, f.facts, ctx.now) : [];
    if (!fired.length) return [];
    const found = interceptVerdict(fired, options.force, waybills.length > 1 ? w.waybillNo : undefined);
    rows.push(...logRows(w, point, fired, options.force));
    return found;
  });
  if (rows.length) await writeBusinessLog(tx, ctx, rows);
  return warnings;
}
