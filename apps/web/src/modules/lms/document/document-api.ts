import type {
  DocumentAuditPayload,
  DocumentRow,
  MakeDocumentPayload,
  PrintDocumentType,
  PrintTaskCreatePayload,
  PrintTaskView,
  UploadCenterConfirmPayload,
  UploadMatch,
  UploadOutcome,
} from '@freightdesk/domain';
import { DOCUMENT_AUDIT_TABS } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { download, get, post } from '#web/shell/request/http.ts';

/** The documents API: label / invoice PDFs, print centre, upload centre, make document, document audit. */

export type PrintTaskPage = {
  records: PrintTaskView[];
  total: number;
  page: number;
  size: number;
  counts: Record<string, number>;
};
export type DocumentPage = {
  records: DocumentRow[];
  total: number;
  page: number;
  size: number;
  counts: Record<string, number>;
};

export const documentKeys = {
  all: ['lmsDocument'] as const,
  allowCustomerLabel: ['lmsDocument', 'allowCustomerLabel'] as const,
};

export const documentApi = {
  /** The label or invoice PDF of waybills (a blob). */
  pdf: (type: PrintDocumentType, ids: readonly string[]) =>
    download(`/lms/document/${type}`, {
      method: 'GET',
      params: { ids: ids.join(',') },
      fallbackName: `${type}.pdf`,
    }),
  isAllowCustomerLabel: () => get<boolean>('/lms/document/makeDocument/isAllowCustomerLabel'),
  createPrintTask: (body: PrintTaskCreatePayload) =>
    post<PrintTaskView & { progressId: string }>('/tools/printCenter/create', body),
  downloadPrintTask: (id: string) =>
    download('/tools/printCenter/download', { method: 'GET', params: { id }, fallbackName: 'print.pdf' }),
  retryPrintTask: (id: string) =>
    post<PrintTaskView & { progressId: string }>('/tools/printCenter/retry', { id }),
  matchUploads: (names: readonly string[]) =>
    post<UploadMatch[]>('/lms/document/uploadCenter/match', { names }),
  confirmUploads: (body: UploadCenterConfirmPayload) =>
    post<UploadOutcome[]>('/lms/document/uploadCenter/confirm', body),
  makeDocument: (body: MakeDocumentPayload) => post<unknown>('/lms/document/makeDocument', body),
  audit: (body: DocumentAuditPayload) => post<{ updated: number }>('/lms/document/audit', body),
};

/** Make document / document audit: the numbers and audit tab in the URL, 50 rows a page. */
export const DOCUMENT_VIEW: ListView = {
  queryKey: documentKeys.all,
  url: '/lms/document/search',
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
