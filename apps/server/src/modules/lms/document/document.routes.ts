import {
  documentAuditPayload,
  documentIdsQuery,
  documentSearchAnswer,
  documentSearchPayload,
  makeDocumentAnswer,
  makeDocumentPayload,
  Permission,
  uploadCenterConfirmPayload,
  uploadCenterMatchPayload,
  uploadMatchAnswer,
  uploadOutcomeAnswer,
  WAYBILL_FIELD_LABELS,
} from '@freightdesk/domain';
import { z } from 'zod';
import { statusChangeAnswer } from '#modules/lms/waybill/index.ts';
import { noPermission } from '#platform/http/errors.ts';
import { type AuthedContext, FILE_ANSWER, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { isCustomerUser, waybillList } from '../waybill/index.ts';
import { auditDocuments, makeDocument, searchDocuments } from './document-audit.service.ts';
import { isAllowCustomerLabel, printDocument } from './document-print.service.ts';
import { confirmUploads, matchUploads } from './upload-center.service.ts';

const P = Permission;

/** Make document and document audit are staff work. */
function staffOnly(ctx: AuthedContext): AuthedContext {
  if (isCustomerUser(ctx)) throw noPermission();
  return ctx;
}

/** Documents: label / invoice PDFs, upload centre, make document, document audit. */
export const documentRoutes = [
  route({
    method: 'GET',
    url: '/lms/document/label',
    output: FILE_ANSWER,
    input: documentIdsQuery,
    permission: P.lmsWaybillPrint,
    summary: 'Labels (PDF, 100×150 mm, one page per piece, code-128) of up to 500 waybills',
    handler: (c, q) => printDocument(c, 'label', q),
  }),
  route({
    method: 'GET',
    url: '/lms/document/invoice',
    output: FILE_ANSWER,
    input: documentIdsQuery,
    permission: P.lmsWaybillPrint,
    summary: 'Commercial invoices (PDF, A4, one page per waybill) of up to 500 waybills',
    handler: (c, q) => printDocument(c, 'invoice', q),
  }),
  route({
    method: 'GET',
    url: '/lms/document/makeDocument/isAllowCustomerLabel',
    output: z.boolean(),
    permission: P.lmsWaybillPrint,
    summary: 'Whether customers may print labels (system setting document.isAllowCustomerLabel)',
    handler: (c) => isAllowCustomerLabel(c),
  }),
  route({
    method: 'POST',
    url: '/lms/document/uploadCenter/match',
    output: z.array(uploadMatchAnswer),
    input: uploadCenterMatchPayload,
    permission: P.lmsUploadCenter,
    summary: 'Upload centre: the waybill each file name (waybill or customer number) matches',
    handler: (c, b) => matchUploads(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/document/uploadCenter/confirm',
    output: z.array(uploadOutcomeAnswer),
    input: uploadCenterConfirmPayload,
    permission: P.lmsUploadCenter,
    summary: 'Upload centre: attach stored uploads as customer invoices, a result per file',
    handler: (c, b) => confirmUploads(c, b),
  }),
  scopedRoute(waybillList, {
    method: 'POST',
    url: '/lms/document/search',
    output: documentSearchAnswer,
    input: documentSearchPayload,
    permission: [P.lmsMakeDocument, P.lmsDocumentAudit],
    summary: 'Received waybills needing documents, by audit tab, with tab counts',
    handler: (c, b) => searchDocuments(staffOnly(c), b),
  }),
  route({
    method: 'POST',
    url: '/lms/document/makeDocument',
    output: makeDocumentAnswer,
    input: makeDocumentPayload,
    labels: WAYBILL_FIELD_LABELS,
    permission: P.lmsMakeDocument,
    summary: 'Make document: the make-document invoice (and commodities)',
    handler: (c, b) => makeDocument(staffOnly(c), b),
  }),
  route({
    method: 'POST',
    url: '/lms/document/audit',
    output: statusChangeAnswer,
    input: documentAuditPayload,
    permission: P.lmsDocumentAudit,
    summary: 'Document audit: pass (auditDocument) or deny with a reason (denyDocument)',
    handler: (c, b) => auditDocuments(staffOnly(c), b),
  }),
];
