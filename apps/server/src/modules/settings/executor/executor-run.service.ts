import {
  EXECUTOR_FILL_FIELDS,
  type ExecutorAction,
  type ExecutorOwn,
  type ExecutorTrigger,
  runRules,
} from '@freightdesk/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { lmsWaybill, WAYBILL_ENTITY } from '#modules/lms/waybill/index.ts';
import { type BusinessLogEntry, writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { loadRules, type StoredRule, waybillRuleFacts } from '#modules/settings/rule/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { enqueueTask } from '#platform/tasks/task.service.ts';
import { executorKind } from './executor.kind.ts';
import { type ExecutorWaybill, fieldChange } from './executor-fill.service.ts';

export const EXECUTOR_NOTIFY_TASK = 'settings.executor.notify';
export const EXECUTOR_WEBHOOK_TASK = 'executorWebhook';

/** A queued notification of an executor: the action as it was when the event happened. */
export type ExecutorNotifyPayload = {
  executorId: string;
  waybillId: string;
  event: ExecutorTrigger;
  action: Extract<ExecutorAction, { type: 'notify' }>;
};
/** A queued webhook call of an executor (delivered by whoever registered as the sender). */
export type ExecutorWebhookPayload = {
  executorId: string;
  waybillId: string;
  event: ExecutorTrigger;
  url: string;
  headers: { name: string; value: string }[];
};

const FILL_COLUMNS = {
  ...Object.fromEntries(EXECUTOR_FILL_FIELDS.map((f) => [f, lmsWaybill[f]])),
  recipient: lmsWaybill.recipient,
};

type Target = ExecutorWaybill & { id: string; version: number; customerId: string };

async function targets(tx: Db, ids: readonly string[]): Promise<Map<string, Target>> {
  const rows = await tx
    .select({
      id: lmsWaybill.id,
      version: lmsWaybill.version,
      customerId: lmsWaybill.customerId,
      ...FILL_COLUMNS,
    })
    .from(lmsWaybill)
    .where(inArray(lmsWaybill.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r as unknown as Target]));
}

/** The durable key of one queued action: executor, waybill, event, the waybill's version, row. */
const keyOf = (rule: StoredRule<ExecutorOwn>, w: Target, event: ExecutorTrigger, row: number) =>
  `${rule.id}:${w.id}:${event}:${w.version}:${row}`;

/** Applies one matched executor to one waybill: field changes written now, notify and webhook queued. */
async function apply(
  tx: Db,
  ctx: AuthedContext,
  rule: StoredRule<ExecutorOwn>,
  w: Target,
  event: ExecutorTrigger,
): Promise<BusinessLogEntry> {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = { executor: rule.name, event };
  const queued: string[] = [];
  const skipped: string[] = [];
  let current: ExecutorWaybill = w;
  for (const [i, a] of rule.own.actions.entries()) {
    if (a.type === 'notify' || a.type === 'webhook') {
      const key = keyOf(rule, w, event, i + 1);
      const base = { executorId: rule.id, waybillId: w.id, event };
      await enqueueTask(
        tx,
        a.type === 'notify'
          ? {
              type: EXECUTOR_NOTIFY_TASK,
              key,
              payload: { ...base, action: a } satisfies ExecutorNotifyPayload,
            }
          : {
              type: EXECUTOR_WEBHOOK_TASK,
              key,
              payload: { ...base, url: a.url, headers: a.headers } satisfies ExecutorWebhookPayload,
            },
        ctx.now,
      );
      queued.push(a.type);
      continue;
    }
    const change = await fieldChange(tx, ctx, current, a);
    if (change.skipped) skipped.push(change.skipped);
    for (const [k, v] of Object.entries(change.set)) {
      if (!(k in before)) before[k] = current[k as keyof ExecutorWaybill];
      after[k] = v;
    }
    current = { ...current, ...change.set };
  }
  const set = Object.fromEntries(Object.keys(before).map((k) => [k, current[k as keyof ExecutorWaybill]]));
  if (Object.keys(set).length)
    await tx
      .update(lmsWaybill)
      .set({ ...set, version: sql`${lmsWaybill.version} + 1`, updatedAt: ctx.now })
      .where(eq(lmsWaybill.id, w.id));
  Object.assign(w, current);
  if (queued.length) after.queued = queued;
  if (skipped.length) after.skipped = skipped;
  return {
    entity: WAYBILL_ENTITY,
    entityId: w.id,
    action: 'executorRun',
    customerId: w.customerId,
    before,
    after,
  };
}

/**
 * Runs the enabled executors of an event over waybills, inside the writing transaction (`tx` sees
 * its rows): for each waybill, the executors with that event in run order (priority, continue or
 * stop), each matched one applied, with one business log row per executor and waybill.
 */
export async function runExecutors(
  tx: Db,
  ctx: AuthedContext,
  event: ExecutorTrigger,
  ids: readonly string[],
): Promise<void> {
  if (!ids.length) return;
  const rules = (await loadRules(tx, executorKind)).filter((r) => r.own.triggers.includes(event));
  if (!rules.length) return;
  const facts = await waybillRuleFacts(tx, ctx, ids);
  const rows = await targets(tx, ids);
  const log: BusinessLogEntry[] = [];
  for (const id of ids) {
    const f = facts.get(id);
    const w = rows.get(id);
    if (!f || !w) continue;
    for (const rule of runRules(rules, f.facts, ctx.now)) log.push(await apply(tx, ctx, rule, w, event));
  }
  if (log.length) await writeBusinessLog(tx, ctx, log);
}
