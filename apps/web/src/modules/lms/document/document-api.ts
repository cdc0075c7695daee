import {
  DOCUMENT_API,
  DOCUMENT_AUDIT_TABS,
  type DocumentAuditPayload,
  type EndpointInput,
  type EndpointOutput,
  type MakeDocumentPayload,
  PRINT_CENTER_API,
  type PrintDocumentType,
  type UploadCenterConfirmPayload,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download } from '#web/shell/request/http.ts';

/** The documents API: label / invoice PDFs, print centre, upload centre, make document, document audit. */

export type PrintTaskPage = EndpointOutput<typeof PRINT_CENTER_API.search>;
export type DocumentPage = EndpointOutput<typeof DOCUMENT_API.search>;

export const documentKeys = {
  all: ['lmsDocument'] as const,
  allowCustomerLabel: ['lmsDocument', 'allowCustomerLabel'] as const,
};

export const documentApi = {
  /** The label or invoice PDF of waybills (a blob). */
  pdf: (type: PrintDocumentType, ids: readonly string[]) =>
    download(DOCUMENT_API.pdf[type].url, {
      method: 'GET',
      params: { ids: ids.join(',') },
      fallbackName: `${type}.pdf`,
    }),
  isAllowCustomerLabel: () => callEndpoint(DOCUMENT_API.isAllowCustomerLabel),
  /** A print-centre task: freight waybills (`billType` 0, the default) or parcels (200: labels, PDF or ZPL). */
  createPrintTask: (body: EndpointInput<typeof PRINT_CENTER_API.create>) =>
    callEndpoint(PRINT_CENTER_API.create, body),
  downloadPrintTask: (id: string) =>
    download(PRINT_CENTER_API.download.url, { method: 'GET', params: { id }, fallbackName: 'print.pdf' }),
  retryPrintTask: (id: string) => callEndpoint(PRINT_CENTER_API.retry, { id }),
  matchUploads: (names: readonly string[]) => callEndpoint(DOCUMENT_API.uploadMatch, { names: [...names] }),
  confirmUploads: (body: UploadCenterConfirmPayload) => callEndpoint(DOCUMENT_API.uploadConfirm, body),
  makeDocument: (body: MakeDocumentPayload) => callEndpoint(DOCUMENT_API.makeDocument, body),
  audit: (body: DocumentAuditPayload) => callEndpoint(DOCUMENT_API.audit, body),
};

/** Make document / document audit: the numbers and audit tab in the URL, 50 rows a page. */
export const DOCUMENT_VIEW: ListView = {
  queryKey: documentKeys.all,
  url: DOCUMENT_API.search.url,
  pageSize: 50,
  criteria: { numbers: 'text' },
  tabs: DOCUMENT_AUDIT_TABS,
  toBody: ({ values, tab }) => ({ tab, ...values }),
};

/** Opens a PDF blob in a new browser tab (its viewer prints); falls back to saving it when blocked. */
export function openPdf(file: { blob: Blob; filename: string }): void {
  const url = URL.createObjectURL(file.blob);
  const tab = window.open(url, '_blank');
  if (!tab) saveFile(file, url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves a downloaded file under its name. */
export function saveFile(file: { blob: Blob; filename: string }, existingUrl?: string): void {
  const url = existingUrl ?? URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  document.body.append(a);
  a.click();
  a.remove();
  if (!existingUrl) setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
