import { dictionaryListView } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { localSearch } from './local-search.ts';

const rows = Array.from({ length: 60 }, (_, i) => ({
  id: `d${i}`,
  version: 0,
  number: `D${String(i).padStart(3, '0')}`,
  type: i % 2 ? 'odd' : 'even',
  name: `Dictionary ${i}`,
  readOnly: i < 5,
}));
const body = { page: 1, size: 50, criteria: {}, sort: [] };

describe('localSearch', () => {
  it('pages a whole list', () => {
    const page2 = localSearch(dictionaryListView, rows, { ...body, page: 2 });
    expect(page2.total).toBe(60);
    expect(page2.records.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => `d${50 + i}`));
  });

  it('filters by keyword (any keyword field, any case) and by equal values', () => {
    const found = localSearch(dictionaryListView, rows, {
      ...body,
      criteria: { keyword: 'DICTIONARY 1', readOnly: true },
    });
    expect(found.records.map((r) => r.id)).toEqual(['d1']);
    expect(localSearch(dictionaryListView, rows, { ...body, criteria: { keyword: 'odd' } }).total).toBe(30);
  });

  it('sorts by a field', () => {
    const sorted = localSearch(dictionaryListView, rows, {
      ...body,
      sort: [{ field: 'number', order: 'desc' }],
    });
    expect(sorted.records[0]!.id).toBe('d59');
  });
});
