import { PARCEL_API, PDS_IMPORT_API, WAYBILL_API } from '@freightdesk/domain';
import type { JobStart } from '#web/components/progress/progress-api.ts';
import { uploadFiles } from '#web/components/upload/file-api.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download } from '#web/shell/request/http.ts';

const API = PDS_IMPORT_API;

/** The batch order calls: template, upload + compare (job), confirm, submit (job), merged labels. */
export const batchOrderApi = {
  template: () =>
    download(API.template.url, { method: 'GET', fallbackName: 'parcel-batch-order-template.xlsx' }),
  compare: async (file: File, customerId?: string): Promise<JobStart> => {
    const [stored] = await uploadFiles([file], { isTemp: true, from: 'pdsImportWaybill' });
    return callEndpoint(API.comparePrice, { fileId: stored!.id, customerId });
  },
  confirm: (importId: string, rows: { row: number; productId: string; channelId?: string | null }[]) =>
    callEndpoint(API.confirmPrice, { importId, rows }),
  submit: (importId: string): Promise<JobStart> => callEndpoint(API.submit, { importId }),
  print: (ids: string[]) =>
    download(PARCEL_API.print.url, {
      method: 'POST',
      data: { ids, format: 'pdf' },
      fallbackName: 'labels.pdf',
    }),
  customers: (keyword: string) =>
    callEndpoint(WAYBILL_API.orderCustomers, { keyword: keyword || undefined }, { autocomplete: true }),
};
