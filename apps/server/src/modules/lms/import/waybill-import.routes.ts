import { Permission, PICK_UP_TASK_LABELS, WAYBILL_IMPORT_API } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { startJob } from '#platform/jobs/job-runner.ts';
import {
  confirmWaybillImport,
  previewWaybillImport,
  waybillImportTemplate,
} from './waybill-import.service.ts';

/** Waybill Excel import (`/api/lms/importLmsWaybill/…`): template, preview and confirmation (jobs). */
export const waybillImportRoutes: ApiRoute[] = [
  route({
    contract: WAYBILL_IMPORT_API.template,
    permission: Permission.lmsWaybillImport,
    handler: (c) => waybillImportTemplate(c),
  }),
  route({
    contract: WAYBILL_IMPORT_API.preview,
    labels: PICK_UP_TASK_LABELS,
    permission: Permission.lmsWaybillImport,
    handler: (c, b) =>
      startJob(c, { type: 'import', subject: 'lmsWaybill' }, (job) => previewWaybillImport(c, b, job)),
  }),
  route({
    contract: WAYBILL_IMPORT_API.confirmImport,
    labels: PICK_UP_TASK_LABELS,
    permission: Permission.lmsWaybillImport,
    handler: (c, b) =>
      startJob(c, { type: 'confirmImport', subject: 'lmsWaybill' }, (job) => confirmWaybillImport(c, b, job)),
  }),
];
