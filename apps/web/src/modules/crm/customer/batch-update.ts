import type { BatchUpdateValues } from './customer-api.ts';

/** A yes/no field of the batch-update form: left unchanged, or set to yes or no. */
export type TriState = 'unchanged' | 'yes' | 'no';

/** The batch-update form: selects left empty and yes/no fields left "unchanged" change nothing. */
export type BatchUpdateForm = {
  level?: NonNullable<BatchUpdateValues['level']>;
  settlementMode?: NonNullable<BatchUpdateValues['settlementMode']>;
  detainStatus?: TriState;
  autoArrearsDetain?: TriState;
  chargeBillAutoConfirm?: TriState;
  enableSysCodes?: BatchUpdateValues['enableSysCodes'];
  features?: BatchUpdateValues['features'];
};

export const BATCH_BOOL_FIELDS = ['detainStatus', 'autoArrearsDetain', 'chargeBillAutoConfirm'] as const;

/**
 * The `values` of `batchUpdate` from the form: only what the user set. Multi-selects count as set
 * once touched (an emptied list clears the systems or features on every selected customer).
 */
export function batchUpdateValues(form: BatchUpdateForm, touched: ReadonlySet<string>): BatchUpdateValues {
  const values: BatchUpdateValues = {};
  if (form.level) values.level = form.level;
  if (form.settlementMode) values.settlementMode = form.settlementMode;
  for (const key of BATCH_BOOL_FIELDS) {
    const v = form[key];
    if (v === 'yes' || v === 'no') values[key] = v === 'yes';
  }
  if (touched.has('enableSysCodes')) values.enableSysCodes = form.enableSysCodes ?? [];
  if (touched.has('features')) values.features = form.features ?? [];
  return values;
}
