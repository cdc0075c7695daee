import type { DetainType, FlagAction, FlagSource } from '@freightdesk/domain';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { WaybillRow } from './waybill-access.ts';
import type { CheckedOrder } from './waybill-order-check.ts';

/**
 * What other modules do when waybills are placed or received, without this module importing them
 * (the credit module checks the customer's credit at order and detains a waybill received while the
 * customer is in arrears). Modules register in their manifest file.
 *
 * An order check runs in the placing transaction before anything is written: it throws a BizError to
 * refuse the orders, or answers warnings per order (same index) that the order answer carries.
 */
type OrderCheck = (tx: Db, ctx: AuthedContext, orders: readonly CheckedOrder[]) => Promise<string[][]>;
/** Runs in the receiving transaction after the waybills' status moved (the rows are locked). */
type WaybillsReceived = (tx: Db, ctx: AuthedContext, waybills: readonly WaybillRow[]) => Promise<void>;

/**
 * One flag change of one waybill, whatever made it (list action, scan, arrears, work order): the
 * detain and delay records and the customer's notices are written from these. `detainTypes` are the
 * types a detain added or a cancel detain took off.
 */
export type FlagChange = {
  waybill: Pick<WaybillRow, 'id' | 'waybillNo' | 'customerId'>;
  action: FlagAction;
  detainTypes: readonly DetainType[];
  reason: string | null;
  source: FlagSource;
};
/** Runs in the flag change's transaction after the waybills were updated. */
type FlagsChanged = (tx: Db, ctx: AuthedContext, changes: readonly FlagChange[]) => Promise<void>;

const orderChecks: OrderCheck[] = [];
const flagHooks: FlagsChanged[] = [];
const receivedHooks: WaybillsReceived[] = [];

export function onOrderCheck(hook: OrderCheck): void {
  if (!orderChecks.includes(hook)) orderChecks.push(hook);
}
export function onWaybillsReceived(hook: WaybillsReceived): void {
  if (!receivedHooks.includes(hook)) receivedHooks.push(hook);
}

export function onWaybillFlagsChanged(hook: FlagsChanged): void {
  if (!flagHooks.includes(hook)) flagHooks.push(hook);
}

/** The waybills' flags changed: every registered module records it (called by every flag writer). */
export async function waybillFlagsChanged(tx: Db, ctx: AuthedContext, changes: readonly FlagChange[]) {
  if (!changes.length) return;
  for (const hook of flagHooks) await hook(tx, ctx, changes);
}

/** The warnings of every registered order check, per order (a check may refuse by throwing). */
export async function runOrderChecks(
  tx: Db,
  ctx: AuthedContext,
  orders: readonly CheckedOrder[],
): Promise<string[][]> {
  const warnings = orders.map(() => [] as string[]);
  for (const check of orderChecks) {
    const found = await check(tx, ctx, orders);
    for (const [i, list] of found.entries()) warnings[i]?.push(...list);
  }
  return warnings;
}

export async function waybillsReceived(tx: Db, ctx: AuthedContext, waybills: readonly WaybillRow[]) {
  for (const hook of receivedHooks) await hook(tx, ctx, waybills);
}
