import { ISSUE_API, type IssueType } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

export const issueKeys = { all: ['lmsIssue'] as const };

/** The issue API (`/api/lms/issue/…`). */
export const issueApi = {
  raise: (waybillNo: string, type: IssueType, description: string, workOrderId?: string) =>
    callEndpoint(ISSUE_API.raise, { waybillNo, type, description, workOrderId: workOrderId || undefined }),
  follow: (id: string, content: string) => callEndpoint(ISSUE_API.follow, { id, content }),
  close: (ids: readonly string[]) => callEndpoint(ISSUE_API.close, { ids: [...ids] }),
};

type Criteria = {
  waybillNo?: string;
  customerId?: string;
  type?: string;
  status?: string;
  createTime?: [string, string];
};

/** The issue list: criteria in the URL, 20 rows a page. */
export const ISSUE_VIEW: ListView = {
  queryKey: issueKeys.all,
  url: ISSUE_API.search.url,
  pageSize: 20,
  criteria: { waybillNo: 'text', customerId: 'text', type: 'text', status: 'text', createTime: 'range' },
  toBody: ({ values }) => {
    const c = values as Criteria;
    return {
      criteria: {
        waybillNo: c.waybillNo?.trim() || undefined,
        customerId: c.customerId || undefined,
        type: c.type || undefined,
        status: c.status === undefined || c.status === '' ? undefined : Number(c.status),
        createTime: dayRangeInstants(c.createTime),
      },
    };
  },
};
