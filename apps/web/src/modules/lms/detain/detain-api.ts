import { DETAIN_API, type DetainType } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The detain management API (`/api/lms/detain/…`). */
export const detainApi = {
  detain: (waybillNos: readonly string[], detainType: DetainType, reason: string) =>
    callEndpoint(DETAIN_API.detain, { waybillNos: [...waybillNos], detainType, reason }),
  release: (ids: readonly string[]) => callEndpoint(DETAIN_API.release, { ids: [...ids] }),
  records: (waybillId: string) => callEndpoint(DETAIN_API.records, { waybillId }),
};

export const detainKeys = { all: ['lmsDetain'] as const };

type Criteria = {
  waybillNo?: string;
  customerId?: string;
  detainType?: string;
  detainTime?: [string, string];
};

/** Numbers typed one a line (or separated by commas or spaces), blanks dropped. */
export function splitNumbers(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** The detained list: criteria in the URL, 20 rows a page. */
export const DETAIN_VIEW: ListView = {
  queryKey: detainKeys.all,
  url: DETAIN_API.search.url,
  pageSize: 20,
  criteria: { waybillNo: 'text', customerId: 'text', detainType: 'text', detainTime: 'range' },
  toBody: ({ values }) => {
    const c = values as Criteria;
    return {
      criteria: {
        waybillNo: c.waybillNo?.trim() || undefined,
        customerId: c.customerId || undefined,
        detainType: c.detainType || undefined,
        detainTime: dayRangeInstants(c.detainTime),
      },
    };
  },
};
