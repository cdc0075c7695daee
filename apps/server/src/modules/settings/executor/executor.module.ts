import {
  onWaybillsPlaced,
  onWaybillsReceived,
  onWaybillsStatusChanged,
  type WaybillStatusChange,
} from '#modules/lms/waybill/index.ts';
import { ruleKindRoutes } from '#modules/settings/rule/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { executorKind } from './executor.kind.ts';
import { executorRules } from './executor.rules.ts';
import { executorTable } from './executor.schema.ts';
import { executorNotifyTask, executorWebhookTask, setExecutorWebhookSender } from './executor.tasks.ts';
import { EXECUTOR_NOTIFY_TASK, EXECUTOR_WEBHOOK_TASK, runExecutors } from './executor-run.service.ts';
import { sendThroughWebhooks } from './executor-webhook.ts';

setExecutorWebhookSender(sendThroughWebhooks);

const ids = (changes: readonly WaybillStatusChange[], when: (c: WaybillStatusChange) => boolean) =>
  changes.filter(when).map((c) => c.waybill.id);

/** The status-action events: sent, exception, weight changed, any status change. */
async function onStatusChanged(tx: Db, ctx: AuthedContext, changes: readonly WaybillStatusChange[]) {
  await runExecutors(
    tx,
    ctx,
    'sent',
    ids(changes, (c) => c.action === 'send'),
  );
  await runExecutors(
    tx,
    ctx,
    'exception',
    ids(changes, (c) => c.waybill.status === 'exception' && c.from !== 'exception'),
  );
  await runExecutors(
    tx,
    ctx,
    'weightChanged',
    ids(changes, (c) => c.action === 'updateWeight'),
  );
  await runExecutors(
    tx,
    ctx,
    'statusChanged',
    ids(changes, (c) => c.waybill.status !== c.from),
  );
}

onWaybillsPlaced((tx, ctx, placed) =>
  runExecutors(
    tx,
    ctx,
    'orderCreated',
    placed.map((p) => p.id),
  ),
);
onWaybillsReceived((tx, ctx, waybills) =>
  runExecutors(
    tx,
    ctx,
    'received',
    waybills.map((w) => w.id),
  ),
);
onWaybillsStatusChanged(onStatusChanged);

/** Executors (settings centre › control): events → actions on waybills (docs/rules.md "Executors"). */
export const executorModule: ModuleManifest = {
  name: 'settings/executor',
  tables: { executorTable },
  entities: { executor: { table: executorTable, rules: executorRules } },
  routes: ruleKindRoutes(executorKind),
  tasks: { [EXECUTOR_NOTIFY_TASK]: executorNotifyTask, [EXECUTOR_WEBHOOK_TASK]: executorWebhookTask },
};
