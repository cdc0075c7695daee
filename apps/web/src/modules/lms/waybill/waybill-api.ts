import type {
  AppendTrackInput,
  CommodityUpdateInput,
  FindByIdFlag,
  WaybillActionPayload,
  WaybillDetail,
  WaybillFileUploadInput,
  WaybillFlagPayload,
  WaybillOrderInput,
  WaybillReceivePayload,
  WaybillSearchCriteria,
} from '@freightdesk/domain';
import { get, post } from '#web/shell/request/http.ts';

/**
 * The freight waybill API (`/api/lms/waybill/…`), shared by every waybill screen: list, drawer,
 * order, scanning, documents. Screens add their own calls in their folder only when no other
 * screen needs them.
 */
const url = (action: string) => `/lms/waybill/${action}`;

/** A row of the waybill list: the waybill columns plus `customerCode` and `customerName`. */
export type WaybillListRow = Record<string, unknown> & {
  id: string;
  waybillNo: string;
  status: string;
  customerCode?: string;
  customerName?: string;
};
export type WaybillPage = { records: WaybillListRow[]; total: number; page: number; size: number };
export type WaybillSort = {
  field: 'orderTime' | 'receiveTime' | 'sendTime' | 'waybillNo';
  order: 'asc' | 'desc';
};
export type WaybillSearchBody = {
  page: number;
  size: number;
  criteria: Partial<WaybillSearchCriteria>;
  sort?: WaybillSort[];
  /** Data scope code (staff; none: every granted scope). */
  permissionScope?: string | undefined;
};

/** What `receive` answers: the received weights and the receive warnings (already in the caller's language). */
export type ReceiveResult = {
  id: string;
  waybillNo: string;
  status: string;
  pieceCount: number;
  receiveActualWeight: string;
  receiveVolumeWeight: string;
  receivableRealChargeWeight: string;
  warnings: string[];
} & Record<string, unknown>;

/** Tab-count criteria with the data scope code beside them. */
export type ScopedCriteria = Partial<WaybillSearchCriteria> & { permissionScope?: string | undefined };

/** Query keys: everything under `['lmsWaybill']` is refreshed after a write. */
export const waybillKeys = {
  all: ['lmsWaybill'] as const,
  search: (body: WaybillSearchBody) => ['lmsWaybill', 'search', body] as const,
  statusGroup: (criteria: ScopedCriteria) => ['lmsWaybill', 'statusGroup', criteria] as const,
  detail: (id: string, flags: readonly FindByIdFlag[]) => ['lmsWaybill', 'detail', id, flags] as const,
};

export const waybillApi = {
  search: (body: WaybillSearchBody) => post<WaybillPage>(url('search'), body),
  /** Tab counts `{groupKey: count}` (every group present, plus `workOrder`); quiet: a background counter. */
  statusGroup: (criteria: ScopedCriteria) =>
    post<Record<string, number>>(url('statusGroup'), criteria, { quiet: true }),
  /** The detail with the sub-lists of `flags` (each sent as `flag=true`). */
  findById: (id: string, flags: readonly FindByIdFlag[] = []) =>
    get<WaybillDetail>(url('findById'), { id, ...Object.fromEntries(flags.map((f) => [f, true])) }),
  order: (input: WaybillOrderInput) => post<{ id: string; waybillNo: string }>(url('order'), input),
  action: (input: WaybillActionPayload) =>
    post<{ updated: number; statuses: { id: string; status: string }[] }>(url('action'), input),
  flag: (input: WaybillFlagPayload) => post<{ updated: number }>(url('flag'), input),
  receive: (input: WaybillReceivePayload) => post<ReceiveResult>(url('receive'), input),
  deleteBatch: (ids: readonly string[]) => post<{ deleted: number }>(url('deleteBatch'), { ids }),
  appendTrack: (input: AppendTrackInput) => post<unknown>(url('appendTrack'), input),
  commodityUpdate: (input: CommodityUpdateInput) => post<unknown>(url('commodityUpdate'), input),
  uploadFile: (input: WaybillFileUploadInput) => post<unknown>(url('uploadFile'), input),
  deleteFile: (fileId: string) => post<unknown>(url('deleteFile'), { fileId }),
};
