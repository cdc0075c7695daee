import { z } from 'zod';
import { fileAnswer, jobStartAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';

export const importPreviewPayload = z.object({ fileId: z.uuid() });
export const importConfirmPayload = z.object({
  importId: z.uuid(),
  /** Accepted for the shared import dialog; waybills are always added (a taken customer number is an error). */
  mode: z.coerce.number().int().min(0).max(1).optional(),
});

const base = '/lms/importLmsWaybill';

/** The waybill Excel import (`/api/lms/importLmsWaybill/…`): template, preview and confirmation (jobs). */
export const WAYBILL_IMPORT_API = {
  template: defineEndpoint({
    method: 'GET',
    url: `${base}/template`,
    output: fileAnswer,
    summary: 'Waybill import template (xlsx, headers in the caller’s language)',
  }),
  preview: defineEndpoint({
    method: 'POST',
    url: `${base}/preview`,
    input: importPreviewPayload,
    output: jobStartAnswer,
    summary: 'Preview an uploaded xlsx (job → {importId, total, rows, errors}; nothing written)',
  }),
  confirmImport: defineEndpoint({
    method: 'POST',
    url: `${base}/confirmImport`,
    input: importConfirmPayload,
    output: jobStartAnswer,
    summary: 'Place every previewed waybill in one transaction (job → {inserted})',
  }),
};
