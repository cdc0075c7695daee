import { LANGUAGES, type Message, type NoDealCustomerRow } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { notify } from '#modules/platform/notify/index.ts';
import { ruleOf } from '#modules/settings/rule/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import type { TaskContext } from '#platform/tasks/task.service.ts';
import { customerList, type NoDealRule, noDealCustomers, rulesInForce } from './no-deal.service.ts';
import { noDealRuleKind } from './no-deal-rule.kind.ts';

export const NO_DEAL_DAILY_TASK = 'settings.noDeal.daily';
export const NO_DEAL_EVERY_S = 86_400;
export const NO_DEAL_LINK = '/setting/control/no-deal-rule';

const inAllLanguages = (text: (lang: (typeof LANGUAGES)[number]) => string): Message =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, text(lang)])) as Message;

/** The event key of one customer listed by one rule on one (UTC) day: it is notified once that day. */
export const noDealKey = (ruleId: string, customerId: string, now: Date) =>
  `noDeal:${ruleId}:${customerId}:${now.toISOString().slice(0, 10)}`;

/** Tells the customer's sales follow person (a site message, and the channels they subscribed to). */
async function notifySales(db: Db, rule: NoDealRule, row: NoDealCustomerRow, now: Date): Promise<boolean> {
  if (!row.salesUserId) return false;
  const lastOrder = (lang: (typeof LANGUAGES)[number]) =>
    row.lastOrderTime ? row.lastOrderTime.slice(0, 10) : translate(lang, 'noDealNeverOrdered', []);
  await db.transaction((tx) =>
    notify(
      tx,
      {
        recipients: [row.salesUserId!],
        kind: 'noDealCustomer',
        title: inAllLanguages((lang) =>
          translate(lang, 'noDealNotifyTitle', [row.customerName, row.daysSince]),
        ),
        content: inAllLanguages((lang) =>
          translate(lang, 'noDealNotifyContent', [rule.name, row.customerName, lastOrder(lang)]),
        ),
        link: NO_DEAL_LINK,
        key: noDealKey(rule.id, row.customerId, now),
      },
      now,
    ),
  );
  return true;
}

/** Notifies the sales follow person of each customer a rule lists; answers how many customers had one. */
export async function notifyRule(
  db: Db,
  ctx: AuthedContext,
  rule: NoDealRule,
  scope: Awaited<ReturnType<typeof dataScopeWhere>>,
): Promise<number> {
  const { rows } = await noDealCustomers(db, ctx, rule, scope);
  let notified = 0;
  for (const row of rows) if (await notifySales(db, rule, row, ctx.now)) notified++;
  return notified;
}

/**
 * The daily task: every no-deal rule in force that says notify, over every customer. Idempotent: a
 * customer is notified once per rule and day (the notification's event key), however often it runs.
 */
export async function runNoDealDaily(db: Db, _payload: unknown, { system }: TaskContext): Promise<number> {
  const ctx = system();
  let notified = 0;
  for (const rule of await rulesInForce(db, ctx.now)) {
    if (rule.own.notify) notified += await notifyRule(db, ctx, rule, undefined);
  }
  return notified;
}

/** `basic/noDealRule/notifyNow`: the rule's customers within the caller's scope, now (still once a day). */
export async function notifyNow(ctx: AuthedContext, input: { id: string }): Promise<{ notified: number }> {
  const [row] = await ctx.db.select().from(noDealRuleKind.table).where(eq(noDealRuleKind.table.id, input.id));
  if (!row) throw new BizError('notExist', [{ label: noDealRuleKind.entity.title }]);
  const rule = ruleOf(noDealRuleKind, row as Record<string, unknown>);
  const notified = await notifyRule(ctx.db, ctx, rule, await dataScopeWhere(ctx, customerList));
  return { notified };
}
