import { type WORK_ORDER_API, type WorkOrderAssignRule, workOrderTransition } from '@freightdesk/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { customer } from '#modules/crm/customer/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { workOrderAssignRule as rule, workOrder as wo } from './work-order.schema.ts';
import {
  lockWorkOrder,
  staffOnlyAction,
  WORK_ORDER_ENTITY,
  type WorkOrderRecord,
} from './work-order-access.ts';
import { announceAssigned } from './work-order-effects.ts';
import { emitWorkOrderEvent } from './work-order-events.ts';

type RuleRow = typeof rule.$inferSelect;

/** The enabled staff users among `ids`. */
async function enabledStaff(tx: Db, ids: readonly (string | null | undefined)[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (!wanted.length) return new Set();
  const rows = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(inArray(appUser.id, wanted), eq(appUser.userType, 'staff'), eq(appUser.enabled, true)));
  return new Set(rows.map((r) => r.id));
}

/** Refuses an assignee who is not an enabled staff user. */
export async function checkAssignee(tx: Db, userId: string): Promise<void> {
  if (!(await enabledStaff(tx, [userId])).has(userId)) throw new BizError('workOrderAssigneeInvalid');
}

const matches = (r: RuleRow, o: WorkOrderRecord) =>
  (r.mainType === null || r.mainType === o.mainType) &&
  (r.secondType === null || r.secondType === o.secondType) &&
  (r.urgencyLevel === null || r.urgencyLevel === o.urgencyLevel);

/** The customer's follow person: its first customer service, else the second, else its sales. */
async function followerOf(tx: Db, customerId: string | null): Promise<string[]> {
  if (!customerId) return [];
  const [c] = await tx
    .select({ s1: customer.service1UserId, s2: customer.service2UserId, sales: customer.salesUserId })
    .from(customer)
    .where(eq(customer.id, customerId));
  return c ? [c.s1, c.s2, c.sales].filter((i): i is string => !!i) : [];
}

/** Round robin: the team's next enabled user after the last pick; the turn is saved on the locked rule. */
async function nextInTeam(tx: Db, r: RuleRow): Promise<string | null> {
  const [locked] = await tx.select().from(rule).where(eq(rule.id, r.id)).for('update');
  if (!locked?.teamUserIds.length) return null;
  const team = locked.teamUserIds;
  const enabled = await enabledStaff(tx, team);
  for (let step = 1; step <= team.length; step++) {
    const turn = (locked.turn + step) % team.length;
    if (enabled.has(team[turn]!)) {
      await tx.update(rule).set({ turn }).where(eq(rule.id, r.id));
      return team[turn]!;
    }
  }
  return null;
}

/** The assignee the rules give a new order (tried in order; the first that yields a user wins). */
export async function pickAssignee(tx: Db, order: WorkOrderRecord): Promise<string | null> {
  const rules = await tx.select().from(rule).where(eq(rule.enabled, true)).orderBy(asc(rule.sort));
  for (const r of rules.filter((x) => matches(x, order))) {
    if (r.mode === 'roundRobin') {
      const picked = await nextInTeam(tx, r);
      if (picked) return picked;
      continue;
    }
    const candidates = r.mode === 'user' ? [r.userId] : await followerOf(tx, order.customerId);
    const enabled = await enabledStaff(tx, candidates);
    const picked = candidates.find((c) => c && enabled.has(c));
    if (picked) return picked;
  }
  return null;
}

/** Sets the assignee of a locked order (0 → 10), announces it and logs it. */
export async function setAssignee(
  tx: Db,
  ctx: AuthedContext,
  order: WorkOrderRecord,
  userId: string,
): Promise<WorkOrderRecord> {
  const t = workOrderTransition(order.status, 'assign', { side: 'staff', hasAssignee: !!order.assigneeId });
  if (!t.ok) throw new BizError(t.messageKey, [order.code]);
  const [row] = await tx
    .update(wo)
    .set({ assigneeId: userId, assignedAt: ctx.now, status: t.status, updatedAt: ctx.now })
    .where(eq(wo.id, order.id))
    .returning();
  await announceAssigned(tx, ctx, row!);
  await writeBusinessLog(tx, ctx, [
    {
      entity: WORK_ORDER_ENTITY,
      entityId: order.id,
      action: 'workOrderAssign',
      customerId: order.customerId,
      before: { assigneeId: order.assigneeId, status: order.status },
      after: { assigneeId: userId, status: t.status },
    },
  ]);
  await emitWorkOrderEvent(tx, ctx, { type: 'assigned', order: row!, before: order, byStaff: true });
  return row!;
}

/** `platform/workOrder/assign`: by hand, to an enabled staff user. */
export async function assignWorkOrder(ctx: AuthedContext, input: { id: string; userId: string }) {
  staffOnlyAction(ctx);
  return ctx.db.transaction(async (tx) => {
    const order = await lockWorkOrder(tx, ctx, input.id);
    await checkAssignee(tx, input.userId);
    const row = await setAssignee(tx, ctx, order, input.userId);
    return { id: row.id, status: row.status };
  });
}

const ruleAnswer = (r: RuleRow) => ({
  id: r.id,
  sort: r.sort,
  mainType: r.mainType,
  secondType: r.secondType,
  urgencyLevel: r.urgencyLevel,
  mode: r.mode,
  userId: r.userId,
  teamUserIds: r.teamUserIds,
  turn: r.turn,
  enabled: r.enabled,
});

async function listRules(db: Db) {
  const rows = await db.select().from(rule).orderBy(asc(rule.sort));
  return { rules: rows.map(ruleAnswer) };
}

/** `platform/workOrder/assignRule/fetch`. */
export async function fetchAssignRules(ctx: AuthedContext) {
  staffOnlyAction(ctx);
  return listRules(ctx.db);
}

/** `platform/workOrder/assignRule/save`: replaces the rules (a kept team keeps its turn). */
export async function saveAssignRules(
  ctx: AuthedContext,
  input: z.output<typeof WORK_ORDER_API.assignRuleSave.input>,
) {
  staffOnlyAction(ctx);
  for (const r of input.rules) checkRule(r);
  return ctx.db.transaction(async (tx) => {
    const old = await tx.select().from(rule).for('update');
    const turnOf = new Map(old.map((r) => [r.teamUserIds.join(','), r.turn]));
    await tx.delete(rule);
    if (input.rules.length)
      await tx.insert(rule).values(
        input.rules.map((r, sort) => ({
          ...r,
          sort,
          turn: r.mode === 'roundRobin' ? (turnOf.get(r.teamUserIds.join(',')) ?? -1) : -1,
          createdAt: ctx.now,
          ...actorOf(ctx),
        })),
      );
    await writeBusinessLog(tx, ctx, [
      {
        entity: WORK_ORDER_ENTITY,
        entityId: ctx.auth.userId,
        action: 'workOrderAssignRuleSave',
        after: { rules: input.rules.length },
      },
    ]);
    return listRules(tx);
  });
}

function checkRule(r: WorkOrderAssignRule): void {
  if (r.mode === 'user' && !r.userId) throw new BizError('workOrderAssignRuleUserRequired');
  if (r.mode === 'roundRobin' && !r.teamUserIds.length) throw new BizError('workOrderAssignRuleTeamEmpty');
}
