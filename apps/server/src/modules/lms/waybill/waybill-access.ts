import {
  type BusinessLogAction,
  LANGUAGES,
  type Message,
  type MessageKey,
  type RuleFailure,
  renderRuleMessage,
  type TrackSource,
  type TrackStatus,
} from '@freightdesk/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import type { BusinessLogEntry } from '#modules/settings/business-log/index.ts';
import { bulkInsert } from '#platform/db/bulk-insert.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { dataScopeWhere, inDataScope } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { lmsWaybill, lmsWaybillTrack } from './waybill.schema.ts';

/** Business-log entity name of a freight waybill. */
export const WAYBILL_ENTITY = 'lmsWaybill';

/**
 * The customer a waybill or pick-up task is made for: a customer user's own, or the one staff chose
 * (required, must exist; `label` names the field in the refusals).
 */
export async function ownOrChosenCustomer(
  ctx: AuthedContext,
  chosen: string | undefined,
  label: Message,
): Promise<string> {
  if (isCustomerUser(ctx)) {
    if (!ctx.auth.customerId) throw new BizError('noPermission');
    return ctx.auth.customerId;
  }
  if (!chosen) throw new BizError('required', [{ label }]);
  const [row] = await ctx.db.select({ id: customer.id }).from(customer).where(eq(customer.id, chosen));
  if (!row) throw new BizError('notExist', [{ label }]);
  return chosen;
}

/** Business-log rows of an action on waybills, one a waybill; `changes` gives each one's before/after. */
export function waybillLogRows<W extends { id: string; customerId: string | null }>(
  rows: readonly W[],
  action: BusinessLogAction,
  changes: (w: W) => Pick<BusinessLogEntry, 'before' | 'after'>,
): BusinessLogEntry[] {
  return rows.map((w) => ({
    entity: WAYBILL_ENTITY,
    entityId: w.id,
    action,
    customerId: w.customerId,
    ...changes(w),
  }));
}
const NO_CUSTOMER = '00000000-0000-0000-0000-000000000000';

export const isCustomerUser = (ctx: AuthedContext) => ctx.auth.userType === 'customer';

/** The waybills a caller may reach: a customer user only its own customer's, staff all. */
export function waybillScope(ctx: AuthedContext): SQL | undefined {
  if (!isCustomerUser(ctx)) return undefined;
  return eq(lmsWaybill.customerId, ctx.auth.customerId ?? NO_CUSTOMER);
}

/** Freight waybills as a scoped list: owned by their creator, belonging to their customer. */
export const waybillList = defineScopedList('lmsWaybill', {
  owner: lmsWaybill.createdBy,
  customer: lmsWaybill.customerId,
});

/** The staff data scope on waybills for the request (undefined: every waybill). */
export const waybillDataScope = (ctx: AuthedContext) => dataScopeWhere(ctx, waybillList);

/** Refuses a waybill outside the caller's data scope as "data does not exist". */
export async function assertWaybillInScope(ctx: AuthedContext, id: string): Promise<void> {
  if (!(await inDataScope(ctx, waybillList, lmsWaybill.id, id))) throw dataNotExist();
}

export type WaybillRow = typeof lmsWaybill.$inferSelect;

/**
 * Locks the waybills for a change (SELECT … FOR UPDATE, in id order so concurrent batches do not
 * deadlock). Any id missing or out of the caller's reach refuses the whole batch ("data does not exist").
 */
export async function lockWaybills(
  tx: Db,
  ctx: AuthedContext,
  ids: readonly string[],
): Promise<WaybillRow[]> {
  const unique = [...new Set(ids)].sort();
  const rows = await tx
    .select()
    .from(lmsWaybill)
    .where(and(inArray(lmsWaybill.id, unique), waybillScope(ctx)))
    .orderBy(lmsWaybill.id)
    .for('update');
  if (rows.length !== unique.length) throw dataNotExist();
  return rows;
}

/** The ids of waybills named by number within the caller's reach; a number not found refuses the call. */
export async function waybillIdsByNos(ctx: AuthedContext, nos: readonly string[]): Promise<string[]> {
  const unique = [...new Set(nos)];
  const rows = await ctx.db
    .select({ id: lmsWaybill.id })
    .from(lmsWaybill)
    .where(and(inArray(lmsWaybill.waybillNo, unique), waybillScope(ctx)));
  if (rows.length !== unique.length) throw dataNotExist();
  return rows.map((x) => x.id);
}

/**
 * The refusal of one waybill of a batch: the rule's own message for a single waybill, else the
 * message prefixed with the waybill number so the user knows which one stopped the batch.
 */
export function refusal(failure: RuleFailure, waybillNo: string, batchSize: number): BizError {
  if (batchSize <= 1) return new BizError(failure.key, failure.params);
  const label = Object.fromEntries(LANGUAGES.map((l) => [l, renderRuleMessage(l, failure)])) as Record<
    (typeof LANGUAGES)[number],
    string
  >;
  return new BizError('lmsWaybillRefused', [waybillNo, { label }]);
}

export type TrackEntry = {
  waybillId: string;
  messageKey?: MessageKey;
  messageParams?: unknown[];
  description?: string;
  location?: string | null;
  status?: TrackStatus | null;
  source: TrackSource;
  action?: string;
  time?: Date;
};

/** Writes track rows in the caller's transaction, stamped with the request time unless given. */
export async function writeTracks(tx: Db, ctx: AuthedContext, entries: readonly TrackEntry[]): Promise<void> {
  await bulkInsert(
    tx,
    lmsWaybillTrack,
    entries.map((e) => ({
      waybillId: e.waybillId,
      time: e.time ?? ctx.now,
      messageKey: e.messageKey ?? null,
      messageParams: e.messageParams ?? null,
      description: e.description ?? null,
      location: e.location ?? null,
      status: e.status ?? null,
      source: e.source,
      action: e.action ?? null,
      createdBy: ctx.auth.userId,
      createdAt: ctx.now,
    })),
  );
}
