import { PACKAGE_API, type PackageRemovePayload } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download } from '#web/shell/request/http.ts';
import { type PackageFormValues, packageCriteria } from './package-criteria.ts';

/** The package / pallet API (`lms/package/*`). */
export const packageApi = {
  waybills: (packageNo: string) => callEndpoint(PACKAGE_API.waybills, { packageNo }),
  remove: (body: PackageRemovePayload) => callEndpoint(PACKAGE_API.removeWaybills, body),
  label: (packageNo: string) =>
    download(PACKAGE_API.label.url, {
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
  url: PACKAGE_API.search.url,
  pageSize: 20,
  criteria: { numbers: 'text', packageTime: 'range' },
  toCriteria: (values) => packageCriteria(values as PackageFormValues),
};
