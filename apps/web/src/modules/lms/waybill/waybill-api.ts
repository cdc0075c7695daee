import {
  type AppendTrackInput,
  type CommodityUpdateInput,
  type EndpointOutput,
  type FindByIdFlag,
  WAYBILL_API,
  type WaybillActionPayload,
  type WaybillDetail,
  type WaybillFileUploadInput,
  type WaybillFlagPayload,
  type WaybillOrderInput,
  type WaybillReceivePayload,
  type WaybillSearchCriteria,
} from '@freightdesk/domain';
import { callEndpoint, type EndpointCallOptions } from '#web/shell/request/endpoint.ts';

/**
 * The freight waybill API (`WAYBILL_API`, `/api/lms/waybill/…`), shared by every waybill screen:
 * list, drawer, order, scanning, documents. Screens add their own calls in their folder only when
 * no other screen needs them.
 */

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
export type ReceiveResult = EndpointOutput<typeof WAYBILL_API.receive>;

/** Tab-count criteria with the data scope code beside them. */
export type ScopedCriteria = Partial<WaybillSearchCriteria> & { permissionScope?: string | undefined };

/** Query keys: everything under `['lmsWaybill']` is refreshed after a write. */
export const waybillKeys = {
  all: ['lmsWaybill'] as const,
  search: (body: WaybillSearchBody) => ['lmsWaybill', 'search', body] as const,
  statusGroup: (criteria: ScopedCriteria) => ['lmsWaybill', 'statusGroup', criteria] as const,
  detail: (id: string, flags: readonly FindByIdFlag[]) => ['lmsWaybill', 'detail', id, flags] as const,
};

/** The `findById` query: the id and each flag of `flags` sent as `flag=true`. */
export const findByIdParams = (id: string, flags: readonly FindByIdFlag[]) => ({
  id,
  ...(Object.fromEntries(flags.map((f) => [f, true])) as Partial<Record<FindByIdFlag, true>>),
});

/**
 * The detail with the sub-lists of `flags`. The contract's schema names the sections; the domain's
 * `WaybillDetail` spells out every column the server's detail statement reads.
 */
export const findWaybillById = <T extends WaybillDetail = WaybillDetail>(
  id: string,
  flags: readonly FindByIdFlag[] = [],
  opts?: EndpointCallOptions,
) => callEndpoint(WAYBILL_API.findById, findByIdParams(id, flags), opts) as Promise<T>;

export const waybillApi = {
  /** The list rows carry the list's columns (`WaybillListRow`); the contract only fixes the id. */
  search: (body: WaybillSearchBody) => callEndpoint(WAYBILL_API.search, body) as Promise<WaybillPage>,
  /** Tab counts `{groupKey: count}` (every group present, plus `workOrder`); quiet: a background counter. */
  statusGroup: (criteria: ScopedCriteria) => callEndpoint(WAYBILL_API.statusGroup, criteria, { quiet: true }),
  findById: (id: string, flags: readonly FindByIdFlag[] = []) => findWaybillById(id, flags),
  order: (input: WaybillOrderInput) => callEndpoint(WAYBILL_API.order, input),
  action: (input: WaybillActionPayload) => callEndpoint(WAYBILL_API.action, input),
  flag: (input: WaybillFlagPayload) => callEndpoint(WAYBILL_API.flag, input),
  receive: (input: WaybillReceivePayload) => callEndpoint(WAYBILL_API.receive, input),
  deleteBatch: (ids: readonly string[]) => callEndpoint(WAYBILL_API.deleteBatch, { ids: [...ids] }),
  appendTrack: (input: AppendTrackInput) => callEndpoint(WAYBILL_API.appendTrack, input),
  commodityUpdate: (input: CommodityUpdateInput) => callEndpoint(WAYBILL_API.commodityUpdate, input),
  uploadFile: (input: WaybillFileUploadInput) => callEndpoint(WAYBILL_API.uploadFile, input),
  deleteFile: (fileId: string) => callEndpoint(WAYBILL_API.deleteFile, { fileId }),
};
