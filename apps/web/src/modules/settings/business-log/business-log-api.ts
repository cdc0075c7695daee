import { BUSINESS_LOG_API, type EndpointOutput, PAGE_SIZE } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** What a write changed: the values before and after (updates: only the changed fields). */
export type LogChanges = { before?: Record<string, unknown>; after?: Record<string, unknown> };

/** One business-log row as the search answers it. */
export type BusinessLogRow = EndpointOutput<typeof BUSINESS_LOG_API.search>['records'][number];

/** The search form's values: entity name, record id, action, user name, day range `[from, to]`. */
export type LogCriteria = {
  entity?: string;
  entityId?: string;
  action?: string;
  keyword?: string;
  createdAt?: [string, string];
};

export const businessLogKeys = {
  all: ['common', 'businessLog'] as const,
  search: (criteria: LogCriteria, page: number, size: number) =>
    ['common', 'businessLog', 'search', criteria, page, size] as const,
};

/** Day range (`YYYY-MM-DD`, either side empty) → the server's ISO instants, the whole last day included. */
export function dayRangeToInstants(
  range: readonly [string, string] | undefined,
): [string, string] | undefined {
  if (!range || (!range[0] && !range[1])) return undefined;
  const from = range[0] ? new Date(`${range[0]}T00:00:00`).toISOString() : '';
  const to = range[1] ? new Date(`${range[1]}T23:59:59.999`).toISOString() : '';
  return [from, to];
}

/** The criteria sent to the server: blanks dropped, the id trimmed, the day range as instants. */
export function searchCriteria(c: LogCriteria): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (c.entity) out.entity = c.entity;
  if (c.entityId?.trim()) out.entityId = c.entityId.trim();
  if (c.action) out.action = c.action;
  if (c.keyword?.trim()) out.keyword = c.keyword.trim();
  const range = dayRangeToInstants(c.createdAt);
  if (range) out.createdAt = range;
  return out;
}

export const searchBusinessLog = (criteria: LogCriteria, page: number, size = PAGE_SIZE) =>
  callEndpoint(BUSINESS_LOG_API.search, {
    page,
    size,
    criteria: searchCriteria(criteria),
  });

/** The business log screen: its criteria in the URL, 20 rows a page. */
export const BUSINESS_LOG_VIEW: ListView = {
  queryKey: businessLogKeys.all,
  url: BUSINESS_LOG_API.search.url,
  pageSize: 20,
  criteria: { entity: 'text', entityId: 'text', action: 'text', keyword: 'text', createdAt: 'range' },
  toCriteria: (values) => searchCriteria(values),
};
