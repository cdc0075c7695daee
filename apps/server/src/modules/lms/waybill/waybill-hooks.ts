import type {
  DetainType,
  FlagAction,
  FlagSource,
  WaybillAction,
  WaybillFileType,
  WaybillStatus,
} from '@freightdesk/domain';
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
/** A placed order: its new waybill's id, number and customer, and the checked order it came from. */
export type PlacedOrder = { id: string; waybillNo: string; customerId: string; checked: CheckedOrder };
/** Runs at the end of `placeOrders`, in its transaction, with the waybills it placed. */
type WaybillsPlaced = (tx: Db, ctx: AuthedContext, placed: readonly PlacedOrder[]) => Promise<void>;

/** The points of a waybill's way where registered checks run (interceptors): receive and send. */
export type WaybillCheckPoint = 'receive' | 'send';
/**
 * Runs in the transaction of a receive or send after the waybills moved (locked, with their new
 * weights): throws a BizError to refuse (the transaction rolls back), or answers warnings per waybill.
 * `force`: the caller confirmed what asks for confirmation (business code 2000).
 */
type WaybillCheck = (
  tx: Db,
  ctx: AuthedContext,
  point: WaybillCheckPoint,
  waybills: readonly WaybillRow[],
  options: { force: boolean },
) => Promise<string[][]>;

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

/** A waybill after a status action (locked, with its new status), the status it had before, and the action. */
export type WaybillStatusChange = { waybill: WaybillRow; from: WaybillStatus; action?: WaybillAction };
/** Runs in the transaction of any status action, after it (also actions that keep the status). */
type WaybillsStatusChanged = (
  tx: Db,
  ctx: AuthedContext,
  changes: readonly WaybillStatusChange[],
) => Promise<void>;

/** Runs in the upload's transaction after files of one type were attached to a locked waybill. */
type FilesUploaded = (
  tx: Db,
  ctx: AuthedContext,
  waybill: WaybillRow,
  type: WaybillFileType,
) => Promise<void>;
const filesHooks: FilesUploaded[] = [];
/** A module acting on uploads (the label fetched after the customer invoice) registers here. */
export function onWaybillFilesUploaded(hook: FilesUploaded): void {
  if (!filesHooks.includes(hook)) filesHooks.push(hook);
}
export async function waybillFilesUploaded(tx: Db, ctx: AuthedContext, w: WaybillRow, type: WaybillFileType) {
  for (const hook of filesHooks) await hook(tx, ctx, w, type);
}

/**
 * A waybill whose channel staff set or cleared (locked, as it was before; `to` null: cleared or the
 * waybill deleted). The limits module gives back and takes channel capacity here and refuses (by
 * throwing a BizError) a channel whose limits the waybill does not fit.
 */
export type WaybillChannelChange = { waybill: WaybillRow; from: string | null; to: string | null };
/** Runs in the change's transaction after the waybills were updated (before they are deleted). */
type ChannelsChanged = (
  tx: Db,
  ctx: AuthedContext,
  changes: readonly WaybillChannelChange[],
) => Promise<void>;
const channelHooks: ChannelsChanged[] = [];
export function onWaybillChannelsChanged(hook: ChannelsChanged): void {
  if (!channelHooks.includes(hook)) channelHooks.push(hook);
}
export async function waybillChannelsChanged(
  tx: Db,
  ctx: AuthedContext,
  changes: readonly WaybillChannelChange[],
) {
  if (!changes.length) return;
  for (const hook of channelHooks) await hook(tx, ctx, changes);
}

/**
 * Runs in the receive transaction after the received pieces and weights were saved (the service
 * limits re-check the received measures; a BizError refuses the receive).
 */
type WaybillsMeasured = (tx: Db, ctx: AuthedContext, waybills: readonly WaybillRow[]) => Promise<void>;
const measuredHooks: WaybillsMeasured[] = [];
export function onWaybillsMeasured(hook: WaybillsMeasured): void {
  if (!measuredHooks.includes(hook)) measuredHooks.push(hook);
}
export async function waybillsMeasured(tx: Db, ctx: AuthedContext, waybills: readonly WaybillRow[]) {
  for (const hook of measuredHooks) await hook(tx, ctx, waybills);
}

/** The work orders of a waybill in the caller's reach (the detail's `workOrder` flag). */
type WaybillWorkOrders = (ctx: AuthedContext, waybillId: string) => Promise<unknown[]>;

const orderChecks: OrderCheck[] = [];
const waybillChecks: WaybillCheck[] = [];
const flagHooks: FlagsChanged[] = [];
let workOrdersReader: WaybillWorkOrders | null = null;
const receivedHooks: WaybillsReceived[] = [];
const placedHooks: WaybillsPlaced[] = [];
const statusHooks: WaybillsStatusChanged[] = [];

export function onOrderCheck(hook: OrderCheck): void {
  if (!orderChecks.includes(hook)) orderChecks.push(hook);
}
export function onWaybillsPlaced(hook: WaybillsPlaced): void {
  if (!placedHooks.includes(hook)) placedHooks.push(hook);
}
export function onWaybillCheck(hook: WaybillCheck): void {
  if (!waybillChecks.includes(hook)) waybillChecks.push(hook);
}
export function onWaybillsReceived(hook: WaybillsReceived): void {
  if (!receivedHooks.includes(hook)) receivedHooks.push(hook);
}
export function onWaybillsStatusChanged(hook: WaybillsStatusChanged): void {
  if (!statusHooks.includes(hook)) statusHooks.push(hook);
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

export async function waybillsPlaced(tx: Db, ctx: AuthedContext, placed: readonly PlacedOrder[]) {
  for (const hook of placedHooks) await hook(tx, ctx, placed);
}

/** The warnings of every registered receive / send check, per waybill (a check may refuse by throwing). */
export async function runWaybillChecks(
  tx: Db,
  ctx: AuthedContext,
  point: WaybillCheckPoint,
  waybills: readonly WaybillRow[],
  options: { force: boolean },
): Promise<string[][]> {
  const warnings = waybills.map(() => [] as string[]);
  for (const check of waybillChecks) {
    const found = await check(tx, ctx, point, waybills, options);
    for (const [i, list] of found.entries()) warnings[i]?.push(...list);
  }
  return warnings;
}

export async function waybillsReceived(tx: Db, ctx: AuthedContext, waybills: readonly WaybillRow[]) {
  for (const hook of receivedHooks) await hook(tx, ctx, waybills);
}

export async function waybillsStatusChanged(
  tx: Db,
  ctx: AuthedContext,
  changes: readonly WaybillStatusChange[],
) {
  for (const hook of statusHooks) await hook(tx, ctx, changes);
}

/** The work-order module registers how the detail reads a waybill's work orders. */
export function onWaybillWorkOrders(reader: WaybillWorkOrders): void {
  workOrdersReader = reader;
}

export async function waybillWorkOrders(ctx: AuthedContext, waybillId: string): Promise<unknown[]> {
  return workOrdersReader ? workOrdersReader(ctx, waybillId) : [];
}
