import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/**
 * What other finance modules do inside a money write, without the writer importing them: the
 * write-off module writes off a confirmed receipt automatically, the point module earns points on a write-off, the credit module releases or
 * applies the arrears detain when a balance changed. Modules register in their manifest file.
 */
type ChargeConfirmed = (tx: Db, ctx: AuthedContext, customerId: string, chargeId: string) => Promise<void>;
type BalanceChanged = (tx: Db, ctx: AuthedContext, customerId: string) => Promise<void>;

/** The write-off just made or cancelled: its id, number and amount (settlement currency, text). */
export type WriteOffFact = { id: string; code: string; value: string };
type WriteOffHook = (tx: Db, ctx: AuthedContext, customerId: string, writeOff: WriteOffFact) => Promise<void>;

const confirmedHooks: ChargeConfirmed[] = [];
const writeOffHooks: WriteOffHook[] = [];
const writeOffCancelHooks: WriteOffHook[] = [];
const changedHooks: BalanceChanged[] = [];

export function onChargeConfirmed(hook: ChargeConfirmed): void {
  if (!confirmedHooks.includes(hook)) confirmedHooks.push(hook);
}
export function onBalanceChanged(hook: BalanceChanged): void {
  if (!changedHooks.includes(hook)) changedHooks.push(hook);
}

/** Points and the like: run at the end of a write-off (same transaction, balance row locked). */
export function onWriteOff(hook: WriteOffHook): void {
  if (!writeOffHooks.includes(hook)) writeOffHooks.push(hook);
}
/** Run at the end of a write-off's cancel (same transaction, balance row locked). */
export function onWriteOffCancel(hook: WriteOffHook): void {
  if (!writeOffCancelHooks.includes(hook)) writeOffCancelHooks.push(hook);
}

/** Runs the hooks of a write-off just made. */
export async function writeOffMade(tx: Db, ctx: AuthedContext, customerId: string, writeOff: WriteOffFact) {
  for (const hook of writeOffHooks) await hook(tx, ctx, customerId, writeOff);
}
/** Runs the hooks of a write-off just cancelled. */
export async function writeOffCancelled(
  tx: Db,
  ctx: AuthedContext,
  customerId: string,
  writeOff: WriteOffFact,
) {
  for (const hook of writeOffCancelHooks) await hook(tx, ctx, customerId, writeOff);
}

/** Runs the hooks of a receipt just confirmed (same transaction, balance row locked). */
export async function chargeConfirmed(tx: Db, ctx: AuthedContext, customerId: string, chargeId: string) {
  for (const hook of confirmedHooks) await hook(tx, ctx, customerId, chargeId);
}

/** Runs the hooks of a balance that moved (same transaction, balance row locked). */
export async function afterBalanceChange(tx: Db, ctx: AuthedContext, customerId: string) {
  for (const hook of changedHooks) await hook(tx, ctx, customerId);
}
