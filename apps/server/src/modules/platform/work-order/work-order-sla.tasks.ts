import {
  LANGUAGES,
  type Message,
  message,
  Permission,
  type SlaBreach,
  slaBreaches,
  WORK_ORDER_STATUS,
} from '@freightdesk/domain';
import { and, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { organization } from '#modules/oa/organization/index.ts';
import { rolePermission } from '#modules/oa/role/index.ts';
import { addTodo, notify } from '#modules/platform/notify/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { TaskContext } from '#platform/tasks/task.service.ts';
import { workOrder } from './work-order.schema.ts';
import { workOrderSlaNotice } from './work-order-sla.schema.ts';

/** The SLA check: every few minutes, open orders past a due time are flagged and their people told once. */
export const WORK_ORDER_SLA_TASK = 'platform.workOrder.slaCheck';
export const WORK_ORDER_SLA_EVERY_S = 300;

type Order = typeof workOrder.$inferSelect;

const BREACH_KEYS = {
  firstResponse: 'workOrderSlaFirstResponse',
  resolution: 'workOrderSlaResolution',
} as const;

/** The overdue title in the three languages ("Work order WO… is overdue (resolution)"). */
function overdueTitle(code: string, breach: SlaBreach): Message {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      message(lang, 'workOrderOverdueTitle', [code, message(lang, BREACH_KEYS[breach])]),
    ]),
  ) as Message;
}

const enabledStaff = and(eq(appUser.userType, 'staff'), eq(appUser.enabled, true));

/** Staff users of a department holding the work-order assign permission. */
async function assignersOf(db: Db, departmentId: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .innerJoin(rolePermission, eq(rolePermission.roleId, appUser.roleId))
    .where(
      and(
        enabledStaff,
        eq(rolePermission.permission, Permission.workOrderAssign),
        departmentId ? eq(appUser.departmentId, departmentId) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The team lead of an assignee: the user named as their department's leader (by name, code or
 * username), else the department's users who may assign work orders. No assignee: every assigner.
 */
export async function teamLeadsOf(db: Db, assigneeId: string | null): Promise<string[]> {
  if (!assigneeId) return assignersOf(db, null);
  const [me] = await db
    .select({ departmentId: appUser.departmentId, leader: organization.leader })
    .from(appUser)
    .leftJoin(organization, eq(organization.id, appUser.departmentId))
    .where(eq(appUser.id, assigneeId));
  if (!me?.departmentId) return [];
  const leader = me.leader?.trim();
  if (leader) {
    const named = await db
      .select({ id: appUser.id })
      .from(appUser)
      .where(
        and(
          enabledStaff,
          eq(appUser.departmentId, me.departmentId),
          or(eq(appUser.name, leader), eq(appUser.code, leader), eq(appUser.username, leader)),
        ),
      );
    if (named.length) return named.map((r) => r.id);
  }
  return assignersOf(db, me.departmentId);
}

/** One order's new breaches: a notice row each (unique), the flag, the messages and to-dos. */
async function flagOrder(db: Db, order: Order, breaches: readonly SlaBreach[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    let told = 0;
    for (const breach of breaches) {
      const dueAt = breach === 'firstResponse' ? order.firstResponseDueAt! : order.resolutionDueAt!;
      const [fresh] = await tx
        .insert(workOrderSlaNotice)
        .values({ workOrderId: order.id, target: breach, dueAt, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: workOrderSlaNotice.id });
      if (!fresh) continue;
      told++;
      const recipients = [
        ...new Set([
          ...(order.assigneeId ? [order.assigneeId] : []),
          ...(await teamLeadsOf(tx, order.assigneeId)),
        ]),
      ];
      const title = overdueTitle(order.code, breach);
      const link = `/oa/work-order?id=${order.id}`;
      const key = `${order.id}:${breach}:${dueAt.toISOString()}`;
      await notify(tx, { recipients, kind: 'workOrderOverdue', title, link, key }, now);
      for (const userId of recipients)
        await addTodo(
          tx,
          { userId, kind: 'slaOverdue', title, link, refType: 'workOrder', refId: order.id, dueAt },
          now,
        );
    }
    await tx.update(workOrder).set({ isOverdue: true }).where(eq(workOrder.id, order.id));
    return told;
  });
}

/** The scheduled check (idempotent: a breach is told once, by its notice row). */
export async function checkWorkOrderSla(db: Db, _payload: unknown, { now }: TaskContext): Promise<number> {
  const due = await db
    .select()
    .from(workOrder)
    .where(
      and(
        ne(workOrder.status, WORK_ORDER_STATUS.closed),
        eq(workOrder.isPending, false),
        or(
          and(isNull(workOrder.firstFollowTime), lt(workOrder.firstResponseDueAt, now)),
          lt(workOrder.resolutionDueAt, now),
        ),
      ),
    )
    .limit(1000);
  const known = due.length
    ? await db
        .select()
        .from(workOrderSlaNotice)
        .where(
          inArray(
            workOrderSlaNotice.workOrderId,
            due.map((o) => o.id),
          ),
        )
    : [];
  const told = new Set(known.map((n) => `${n.workOrderId}:${n.target}:${n.dueAt.toISOString()}`));
  let count = 0;
  for (const order of due) {
    const fresh = slaBreaches(order, now).filter((b) => {
      const dueAt = b === 'firstResponse' ? order.firstResponseDueAt : order.resolutionDueAt;
      return !told.has(`${order.id}:${b}:${dueAt!.toISOString()}`);
    });
    if (fresh.length || !order.isOverdue) count += await flagOrder(db, order, fresh, now);
  }
  return count;
}
