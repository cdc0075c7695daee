import { PRINT_CENTER_API, PRINT_TASK_STATUSES } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';

/** The print centre's task list: its status tab and page in the URL (`?tab=failed&page=2`), 20 rows a page. */
export const PRINT_TASK_VIEW: ListView = {
  queryKey: ['lmsDocument', 'printTasks'],
  url: PRINT_CENTER_API.search.url,
  pageSize: 20,
  criteria: {},
  tabs: ['all', ...PRINT_TASK_STATUSES],
  toBody: ({ tab }) => (tab && tab !== 'all' ? { status: tab } : {}),
};
