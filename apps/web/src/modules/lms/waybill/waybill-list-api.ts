import type { BatchUpdateValues, WaybillSearchCriteria, WaybillStatus } from '@freightdesk/domain';
import type { JobStart } from '#web/components/progress/progress-api.ts';
import { get, post } from '#web/shell/request/http.ts';
import type { WaybillSort } from './waybill-api.ts';

/** Calls of the waybill list and batch-update screens (export, copy, batch update, lookups). */

export type PickerOption = { id: string; code: string; name: string };
export type PickerOptions = { products: PickerOption[]; channels: PickerOption[] };

/** A waybill found by number for the batch-update preview. */
export type FoundWaybill = {
  id: string;
  waybillNo: string;
  customerNo: string | null;
  customerCode: string | null;
  productName: string | null;
  status: WaybillStatus;
  destination: string;
  orderTime: string;
} & Record<string, unknown>;

export const waybillListKeys = {
  pickerOptions: ['lmsWaybill', 'pickerOptions'] as const,
};

export const waybillListApi = {
  pickerOptions: () => get<PickerOptions>('/lms/waybill/pickerOptions', {}, { quiet: true }),
  startExport: (body: { criteria: Partial<WaybillSearchCriteria>; sort?: WaybillSort[] }) =>
    post<JobStart>('/lms/waybill/export', body),
  copy: (ids: readonly string[]) =>
    post<{ waybills: { id: string; waybillNo: string; copiedFrom: string }[] }>('/lms/waybill/copy', { ids }),
  findByNos: (numbers: string) =>
    post<{ records: FoundWaybill[]; missing: string[] }>('/lms/waybill/findByNos', { numbers }),
  batchUpdate: (body: { ids: string[]; values: Partial<BatchUpdateValues> }) =>
    post<{ updated: number }>('/lms/waybill/batchUpdate', body),
};
