import type {
  PackageRemovePayload,
  PackageRow,
  PackageSearchPayload,
  PackageWaybillRow,
  SearchResult,
} from '@freightdesk/domain';
import { download, get, post } from '#web/shell/request/http.ts';

/** The package / pallet API (`lms/package/*`). */
export const packageApi = {
  search: (body: PackageSearchPayload) => post<SearchResult<PackageRow>>('/lms/package/search', body),
  waybills: (packageNo: string) => get<PackageWaybillRow[]>('/lms/package/waybills', { packageNo }),
  remove: (body: PackageRemovePayload) => post<{ removed: number }>('/lms/package/removeWaybills', body),
  label: (packageNo: string) =>
    download('/lms/package/label', {
      method: 'GET',
      params: { packageNo },
      fallbackName: `package-${packageNo}.pdf`,
    }),
};

export const packageKeys = {
  all: ['lmsPackage'] as const,
  search: (body: PackageSearchPayload) => ['lmsPackage', 'search', body] as const,
  waybills: (packageNo: string) => ['lmsPackage', 'waybills', packageNo] as const,
};
