import type { Db } from '#platform/db/db.ts';

/** What a bill's cancel guard reads: the bill, locked by the cancel (a customer's statement bill or an agent bill). */
export type CancelledBill = { id: string; billNo: string; kind: 'statement' | 'agent' };
type BillCancelGuard = (tx: Db, bill: CancelledBill) => Promise<void>;
const cancelGuards: BillCancelGuard[] = [];

/** Invoices, payment bills and the like: refuse a bill's cancel by throwing (same transaction, the bill locked). */
export function onBillCancel(guard: BillCancelGuard): void {
  if (!cancelGuards.includes(guard)) cancelGuards.push(guard);
}

/** Runs the cancel guards of a bill about to be cancelled. */
export async function guardBillCancel(tx: Db, bill: CancelledBill): Promise<void> {
  for (const guard of cancelGuards) await guard(tx, bill);
}
