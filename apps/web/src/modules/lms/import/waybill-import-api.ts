import type { ImportApi } from '#web/components/import/import-types.ts';
import type { JobStart } from '#web/components/progress/progress-api.ts';
import { uploadFiles } from '#web/components/upload/file-api.ts';
import { download, post } from '#web/shell/request/http.ts';

const url = (action: string) => `lms/importLmsWaybill/${action}`;

/**
 * The waybill import behind the shared import dialog: the template, then the file uploaded to
 * `common/file/upload` and previewed by its id, then the confirmation (both server jobs).
 */
export const waybillImportApi: ImportApi = {
  template: () => download(url('template'), { method: 'GET', fallbackName: 'waybill-import-template.xlsx' }),
  preview: async (file: File) => {
    const [stored] = await uploadFiles([file], { isTemp: true, from: 'lmsWaybillImport' });
    return post<JobStart>(url('preview'), { fileId: stored!.id });
  },
  confirm: (importId, mode) => post<JobStart>(url('confirmImport'), { importId, mode }),
};
