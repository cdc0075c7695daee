import {
  END_SHIP_MANIFEST_API,
  type EndpointInput,
  type EndpointOutput,
  PARCEL_API,
  type ParcelSearchCriteria,
} from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download } from '#web/shell/request/http.ts';

/** The parcel API (`PARCEL_API`, `/api/pds/pdsWaybill/…`) as the parcel screens call it. */

export type ParcelRow = EndpointOutput<typeof PARCEL_API.search>['records'][number];
export type ParcelDetail = EndpointOutput<typeof PARCEL_API.findById>;
export type ParcelTrack = EndpointOutput<typeof PARCEL_API.queryTracks>[number];
export type ParcelPrice = EndpointOutput<typeof PARCEL_API.calPrice>[number];
export type ParcelPriceBody = EndpointInput<typeof PARCEL_API.calPrice>;
export type ParcelOrderBody = EndpointInput<typeof PARCEL_API.order>;
export type ParcelCounts = EndpointOutput<typeof PARCEL_API.statusGroup>;
/** The drawer's sub-lists (`findById` flags). */
export type ParcelTabFlag = 'pieces' | 'commodities' | 'tracks' | 'files';

export const parcelKeys = {
  all: ['pdsParcel'] as const,
  statusGroup: (criteria: unknown) => ['pdsParcel', 'statusGroup', criteria] as const,
  detail: (id: string, flag?: ParcelTabFlag) => ['pdsParcel', 'detail', id, flag ?? 'info'] as const,
};

export const parcelApi = {
  statusGroup: (criteria: Partial<ParcelSearchCriteria>, permissionScope?: string) =>
    callEndpoint(PARCEL_API.statusGroup, {
      criteria: criteria as ParcelSearchCriteria,
      ...(permissionScope ? { permissionScope } : {}),
    }),
  startExport: (criteria: Partial<ParcelSearchCriteria>) =>
    callEndpoint(PARCEL_API.export, { criteria: criteria as ParcelSearchCriteria }),
  detail: (id: string, flag?: ParcelTabFlag) =>
    callEndpoint(PARCEL_API.findById, { id, ...(flag ? { [flag]: true } : {}) } as EndpointInput<
      typeof PARCEL_API.findById
    >),
  cancel: (ids: string[]) => callEndpoint(PARCEL_API.cancel, { ids }),
  shipConfirm: (ids: string[]) => callEndpoint(PARCEL_API.shipConfirm, { ids }),
  print: (ids: string[]) =>
    download(PARCEL_API.print.url, {
      method: 'POST',
      data: { ids, format: 'pdf' },
      fallbackName: 'labels.pdf',
    }),
  queryTracks: (id: string) => callEndpoint(PARCEL_API.queryTracks, { id }),
  uploadFile: (body: EndpointInput<typeof PARCEL_API.uploadFile>) =>
    callEndpoint(PARCEL_API.uploadFile, body),
  deleteFile: (fileId: string) => callEndpoint(PARCEL_API.deleteFile, { fileId }),
  calPrice: (body: ParcelPriceBody) => callEndpoint(PARCEL_API.calPrice, body),
  order: (body: ParcelOrderBody) => callEndpoint(PARCEL_API.order, body),
  createManifest: (ids: string[]) => callEndpoint(END_SHIP_MANIFEST_API.create, { ids }),
};
