import {
  type BatchUpdateField,
  type BatchUpdateValues,
  checkBatchUpdatable,
  type UserType,
  type WaybillStatus,
} from '@freightdesk/domain';

/** Pure rules of the batch-update screen: the values sent and the waybills left out. */

/**
 * The `values` of a batch update: only the chosen fields; an empty text clears the field, a
 * paperless switch never touched means "no".
 */
export function batchValues(
  chosen: readonly BatchUpdateField[],
  form: Partial<Record<BatchUpdateField, unknown>>,
): Partial<BatchUpdateValues> {
  const values: Record<string, unknown> = {};
  for (const field of chosen) {
    const v = form[field];
    if (field === 'isPaperLess') values[field] = v === true;
    else values[field] = v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v;
  }
  return values as Partial<BatchUpdateValues>;
}

/** Splits the previewed waybills into those the user may change and those left out (sent, or received for customers). */
export function splitUpdatable<T extends { waybillNo: string; status: WaybillStatus }>(
  rows: readonly T[],
  userType: UserType,
): { updatable: T[]; locked: T[] } {
  const updatable: T[] = [];
  const locked: T[] = [];
  for (const row of rows) (checkBatchUpdatable(row, userType) ? locked : updatable).push(row);
  return { updatable, locked };
}
