import type { PackageRemovePayload, PackageWaybillRow } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { download, get, post } from '#web/shell/request/http.ts';
import { type PackageFormValues, packageCriteria } from './package-criteria.ts';

/** The package / pallet API (`lms/package/*`). */
export const packageApi = {
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
  waybills: (packageNo: string) => ['lmsPackage', 'waybills', packageNo] as const,
};

/** The packages screen: its criteria in the URL, 20 rows a page. */
export const PACKAGE_VIEW: ListView = {
  queryKey: packageKeys.all,
  url: '/lms/package/search',
  pageSize: 20,
  criteria: { numbers: 'text', packageTime: 'range' },
  toCriteria: (values) => packageCriteria(values as PackageFormValues),
};
