import { jobStartAnswer, Permission, PICK_UP_TASK_LABELS } from '@freightdesk/domain';
import { type ApiRoute, FILE_ANSWER, route } from '#platform/http/route.ts';
import { startJob } from '#platform/jobs/job-runner.ts';
import {
  confirmWaybillImport,
  importConfirmPayload,
  importPreviewPayload,
  previewWaybillImport,
  waybillImportTemplate,
} from './waybill-import.service.ts';

/** Waybill Excel import (`/api/lms/importLmsWaybill/…`): template, preview and confirmation (jobs). */
export const waybillImportRoutes: ApiRoute[] = [
  route({
    method: 'GET',
    url: '/lms/importLmsWaybill/template',
    output: FILE_ANSWER,
    permission: Permission.lmsWaybillImport,
    summary: 'Waybill import template (xlsx, headers in the caller’s language)',
    handler: (c) => waybillImportTemplate(c),
  }),
  route({
    method: 'POST',
    url: '/lms/importLmsWaybill/preview',
    output: jobStartAnswer,
    input: importPreviewPayload,
    labels: PICK_UP_TASK_LABELS,
    permission: Permission.lmsWaybillImport,
    summary: 'Preview an uploaded xlsx (job → {importId, total, rows, errors}; nothing written)',
    handler: (c, b) =>
      startJob(c, { type: 'import', subject: 'lmsWaybill' }, (job) => previewWaybillImport(c, b, job)),
  }),
  route({
    method: 'POST',
    url: '/lms/importLmsWaybill/confirmImport',
    output: jobStartAnswer,
    input: importConfirmPayload,
    labels: PICK_UP_TASK_LABELS,
    permission: Permission.lmsWaybillImport,
    summary: 'Place every previewed waybill in one transaction (job → {inserted})',
    handler: (c, b) =>
      startJob(c, { type: 'confirmImport', subject: 'lmsWaybill' }, (job) => confirmWaybillImport(c, b, job)),
  }),
];
