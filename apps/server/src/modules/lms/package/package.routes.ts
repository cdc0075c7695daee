import {
  Permission,
  packageNoQuery,
  packageRemovePayload,
  packageRowAnswer,
  packageSearchPayload,
  packageWaybillAnswer,
  searchResultOf,
} from '@freightdesk/domain';
import { z } from 'zod';
import { FileResponse } from '#platform/http/file-response.ts';
import { type ApiRoute, type AuthedContext, FILE_ANSWER, route } from '#platform/http/route.ts';
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

/** Packages / pallets (LMS → Scanning): list, the waybills of one, removing waybills, the label. */
export const packageRoutes: ApiRoute[] = [
  scopedRoute(waybillList, {
    method: 'POST',
    url: '/lms/package/search',
    output: searchResultOf(packageRowAnswer),
    input: packageSearchPayload,
    permission: Permission.lmsPackage,
    summary:
      'Packages: number, waybill count, pieces, weight, first/last package scan, state; page and total',
    handler: (c, b) => searchPackages(c, b),
  }),
  scopedRoute(waybillList, {
    method: 'GET',
    url: '/lms/package/waybills',
    output: z.array(packageWaybillAnswer),
    input: packageNoQuery,
    permission: Permission.lmsPackage,
    summary: 'The waybills of one package, in packing order',
    handler: (c, q) => packageWaybills(c, q),
  }),
  route({
    method: 'POST',
    url: '/lms/package/removeWaybills',
    output: z.object({ removed: z.number().int() }),
    input: packageRemovePayload,
    permission: Permission.lmsPackageUpdate,
    summary: 'Takes waybills still in the warehouse out of their package (status unchanged, logged)',
    handler: (c, b) => removePackageWaybills(c, b),
  }),
  scopedRoute(waybillList, {
    method: 'GET',
    url: '/lms/package/label',
    output: FILE_ANSWER,
    input: packageNoQuery,
    permission: Permission.lmsPackagePrint,
    summary: 'The package label PDF (100×150 mm: barcode, totals, waybill numbers)',
    handler: (c, q) => printPackageLabel(c, q),
  }),
];
