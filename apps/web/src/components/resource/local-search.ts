import type { EntityDef } from '@freightdesk/domain';
import { KEYWORD_PARAM, keywordFields } from './entity-list-view.ts';
import type { SearchBody } from './resource-api.ts';
import type { EntityRecord, SearchPage } from './resource-types.ts';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).toLowerCase();

/**
 * A search body applied to a whole list an API answers at once (`common/dictionary/list`), so such a
 * list pages, sorts and filters like a searched one: the keyword is contained in a keyword field,
 * other criteria equal the value (any of a list), sort by field, then the page.
 */
export function localSearch(
  entity: Pick<EntityDef, 'fields'>,
  rows: readonly EntityRecord[],
  body: SearchBody,
): SearchPage {
  const { [KEYWORD_PARAM]: keyword, ...rest } = body.criteria;
  const words = keywordFields(entity).map(([key]) => key);
  const matches = (row: EntityRecord) =>
    (!keyword || words.some((key) => text(row[key]).includes(text(keyword)))) &&
    Object.entries(rest).every(([key, want]) =>
      Array.isArray(want) ? want.some((w) => text(w) === text(row[key])) : text(want) === text(row[key]),
    );
  const found = rows.filter(matches);
  for (const { field, order } of [...body.sort].reverse()) {
    const sign = order === 'desc' ? -1 : 1;
    found.sort((a, b) => sign * text(a[field]).localeCompare(text(b[field]), undefined, { numeric: true }));
  }
  const start = (body.page - 1) * body.size;
  return {
    records: found.slice(start, start + body.size),
    total: found.length,
    page: body.page,
    size: body.size,
  };
}
