import { PDS_IMPORT_API, Permission } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { startJob } from '#platform/jobs/job-runner.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { importList } from './import-waybill-access.ts';
import { comparePrice, confirmPrice, importTemplate } from './import-waybill-compare.service.ts';
import { importDetail, submitImport } from './import-waybill-submit.service.ts';

const P = Permission.pdsBatchOrder;

/** The parcel batch order (`PDS_IMPORT_API`): template, compare, confirm, submit (jobs), detail. */
export const importWaybillRoutes: ApiRoute[] = [
  route({ contract: PDS_IMPORT_API.template, permission: P, handler: (c) => importTemplate(c) }),
  route({
    contract: PDS_IMPORT_API.comparePrice,
    permission: P,
    handler: (c, b) =>
      startJob(c, { type: 'import', subject: 'pdsImportWaybill' }, (job) => comparePrice(c, b, job)),
  }),
  scopedRoute(importList, {
    contract: PDS_IMPORT_API.confirmPrice,
    permission: P,
    handler: (c, b) => confirmPrice(c, b),
  }),
  scopedRoute(importList, {
    contract: PDS_IMPORT_API.submit,
    permission: P,
    handler: (c, b) =>
      startJob(c, { type: 'confirmImport', subject: 'pdsImportWaybill' }, (job) => submitImport(c, b, job)),
  }),
  scopedRoute(importList, {
    contract: PDS_IMPORT_API.detail,
    permission: P,
    handler: (c, q) => importDetail(c, q),
  }),
];
