import { PACKAGE_API, Permission } from '@freightdesk/domain';
import { FileResponse } from '#platform/http/file-response.ts';
import { type ApiRoute, type AuthedContext, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { waybillList } from '../waybill/index.ts';
import { packageWaybills, removePackageWaybills, searchPackages } from './package.service.ts';
import { renderPackageLabel } from './package-label.ts';

/** `GET lms/package/label?packageNo=`: the package label PDF, shown inline like the waybill label. */
async function printPackageLabel(ctx: AuthedContext, input: { packageNo: string }) {
  const waybills = await packageWaybills(ctx, input);
  const pdf = await renderPackageLabel(input.packageNo, waybills);
  return new FileResponse(`package-${input.packageNo}.pdf`, 'application/pdf', pdf, 'inline');
}

/** Packages / pallets (`PACKAGE_API`): list, the waybills of one, removing waybills, the label. */
export const packageRoutes: ApiRoute[] = [
  scopedRoute(waybillList, {
    contract: PACKAGE_API.search,
    permission: Permission.lmsPackage,
    handler: (c, b) => searchPackages(c, b),
  }),
  scopedRoute(waybillList, {
    contract: PACKAGE_API.waybills,
    permission: Permission.lmsPackage,
    handler: (c, q) => packageWaybills(c, q),
  }),
  route({
    contract: PACKAGE_API.removeWaybills,
    permission: Permission.lmsPackageUpdate,
    handler: (c, b) => removePackageWaybills(c, b),
  }),
  scopedRoute(waybillList, {
    contract: PACKAGE_API.label,
    permission: Permission.lmsPackagePrint,
    handler: (c, q) => printPackageLabel(c, q),
  }),
];
