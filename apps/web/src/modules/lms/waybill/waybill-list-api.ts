import {
  type BatchUpdateValues,
  type EndpointOutput,
  WAYBILL_API,
  type WaybillSearchCriteria,
} from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import type { WaybillSort } from './waybill-api.ts';

/** Calls of the waybill list and batch-update screens (export, copy, batch update, lookups). */

export type PickerOptions = EndpointOutput<typeof WAYBILL_API.pickerOptions>;
export type PickerOption = PickerOptions['products'][number];

/** A waybill found by number for the batch-update preview. */
export type FoundWaybill = EndpointOutput<typeof WAYBILL_API.findByNos>['records'][number];

export const waybillListKeys = {
  pickerOptions: ['lmsWaybill', 'pickerOptions'] as const,
};

export const waybillListApi = {
  pickerOptions: () => callEndpoint(WAYBILL_API.pickerOptions, undefined, { quiet: true }),
  startExport: (body: { criteria: Partial<WaybillSearchCriteria>; sort?: WaybillSort[] }) =>
    callEndpoint(WAYBILL_API.export, body),
  copy: (ids: readonly string[]) => callEndpoint(WAYBILL_API.copy, { ids: [...ids] }),
  findByNos: (numbers: string) => callEndpoint(WAYBILL_API.findByNos, { numbers }),
  batchUpdate: (body: { ids: string[]; values: Partial<BatchUpdateValues> }) =>
    callEndpoint(WAYBILL_API.batchUpdate, body),
};
