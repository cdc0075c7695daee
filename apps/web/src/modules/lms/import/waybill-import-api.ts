import { WAYBILL_IMPORT_API } from '@freightdesk/domain';
import type { ImportApi } from '#web/components/import/import-types.ts';
import { uploadFiles } from '#web/components/upload/file-api.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download } from '#web/shell/request/http.ts';

const API = WAYBILL_IMPORT_API;

/**
 * The waybill import behind the shared import dialog: the template, then the file uploaded to
 * `common/file/upload` and previewed by its id, then the confirmation (both server jobs).
 */
export const waybillImportApi: ImportApi = {
  template: () =>
    download(API.template.url, { method: API.template.method, fallbackName: 'waybill-import-template.xlsx' }),
  preview: async (file: File) => {
    const [stored] = await uploadFiles([file], { isTemp: true, from: 'lmsWaybillImport' });
    return callEndpoint(API.preview, { fileId: stored!.id });
  },
  confirm: (importId, mode) => callEndpoint(API.confirmImport, { importId, mode }),
};
