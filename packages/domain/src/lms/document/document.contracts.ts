import { z } from 'zod';
import { fileAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { statusChangeAnswer } from '../waybill/index.ts';
import {
  documentAuditPayload,
  documentIdsQuery,
  documentSearchAnswer,
  documentSearchPayload,
  makeDocumentAnswer,
  makeDocumentPayload,
  PRINT_DOCUMENT_TYPES,
  type PrintDocumentType,
  uploadCenterConfirmPayload,
  uploadCenterMatchPayload,
  uploadMatchAnswer,
  uploadOutcomeAnswer,
} from './documents.ts';

const base = '/lms/document';

const PDF_SUMMARIES: Record<PrintDocumentType, string> = {
  label: 'Labels (PDF, 100×150 mm, one page per piece, code-128) of up to 500 waybills',
  invoice: 'Commercial invoices (PDF, A4, one page per waybill) of up to 500 waybills',
};

function pdfEndpoint(type: PrintDocumentType) {
  return defineEndpoint({
    method: 'GET',
    url: `${base}/${type}`,
    input: documentIdsQuery,
    output: fileAnswer,
    summary: PDF_SUMMARIES[type],
  });
}

/** The document endpoints: label / invoice PDFs (`DOCUMENT_API.pdf[type]`), upload centre, make document, audit. */
export const DOCUMENT_API = {
  pdf: Object.fromEntries(PRINT_DOCUMENT_TYPES.map((type) => [type, pdfEndpoint(type)])) as Record<
    PrintDocumentType,
    ReturnType<typeof pdfEndpoint>
  >,
  isAllowCustomerLabel: defineEndpoint({
    method: 'GET',
    url: `${base}/makeDocument/isAllowCustomerLabel`,
    output: z.boolean(),
    summary: 'Whether customers may print labels (system setting document.isAllowCustomerLabel)',
  }),
  uploadMatch: defineEndpoint({
    method: 'POST',
    url: `${base}/uploadCenter/match`,
    input: uploadCenterMatchPayload,
    output: z.array(uploadMatchAnswer),
    summary: 'Upload centre: the waybill each file name (waybill or customer number) matches',
  }),
  uploadConfirm: defineEndpoint({
    method: 'POST',
    url: `${base}/uploadCenter/confirm`,
    input: uploadCenterConfirmPayload,
    output: z.array(uploadOutcomeAnswer),
    summary: 'Upload centre: attach stored uploads as customer invoices, a result per file',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: documentSearchPayload,
    output: documentSearchAnswer,
    summary: 'Received waybills needing documents, by audit tab, with tab counts',
  }),
  makeDocument: defineEndpoint({
    method: 'POST',
    url: `${base}/makeDocument`,
    input: makeDocumentPayload,
    output: makeDocumentAnswer,
    summary: 'Make document: the make-document invoice (and commodities)',
  }),
  audit: defineEndpoint({
    method: 'POST',
    url: `${base}/audit`,
    input: documentAuditPayload,
    output: statusChangeAnswer,
    summary: 'Document audit: pass (auditDocument) or deny with a reason (denyDocument)',
  }),
};
