import { describe, expect, it } from 'vitest';
import {
  foreignParams,
  type ListView,
  readViewState,
  trimmedValues,
  viewUrl,
  writeViewState,
} from './list-view.ts';

const view: ListView = {
  queryKey: ['test'],
  url: 'test/search',
  pageSize: 20,
  criteria: { no: 'text', types: 'list', createdAt: 'range' },
  tabs: ['all', 'wait'],
  sortable: ['createdAt'],
};

describe('list view state in the URL', () => {
  it('writes criteria, tab, sort and page, leaving blanks and defaults out, and reads them back', () => {
    const state = {
      values: { no: ' FD1 ', types: ['a', '', 'b'], createdAt: ['2026-01-01', ''], other: 'x' },
      page: 2,
      sort: { field: 'createdAt', order: 'desc' as const },
      tab: 'wait',
    };
    const params = writeViewState(view, state);
    expect(params.toString()).toBe(
      'no=FD1&types=a&types=b&createdAt=2026-01-01..&tab=wait&sortBy=-createdAt&page=2',
    );
    expect(readViewState(view, params)).toEqual({
      values: { no: 'FD1', types: ['a', 'b'], createdAt: ['2026-01-01', ''] },
      page: 2,
      sort: { field: 'createdAt', order: 'desc' },
      tab: 'wait',
    });
    expect(writeViewState(view, { values: {}, page: 1, sort: null, tab: 'all' }).toString()).toBe('');
  });

  it('ignores unknown tabs and sorts and bad pages', () => {
    const state = readViewState(view, new URLSearchParams('tab=gone&sortBy=no&page=-1&createdAt=..'));
    expect(state).toEqual({ values: {}, page: 1, sort: null, tab: 'all' });
    expect(readViewState({ ...view, tabs: undefined }, new URLSearchParams('tab=wait')).tab).toBeNull();
  });

  it('keeps numbers as numbers, leaves the parameters of others alone and finds the URL of a tab', () => {
    const numbered: ListView = { ...view, criteria: { status: 'numbers' }, url: (tab) => `test/${tab}` };
    const params = writeViewState(numbered, {
      values: { status: [10, 20] },
      page: 1,
      sort: null,
      tab: 'all',
    });
    expect(params.toString()).toBe('status=10&status=20');
    expect(readViewState(numbered, new URLSearchParams('status=10&status=x')).values).toEqual({
      status: [10],
    });
    expect(foreignParams(view, new URLSearchParams('no=1&waybillId=w1&page=2&tab=wait')).toString()).toBe(
      'waybillId=w1',
    );
    expect(viewUrl(numbered, 'wait')).toBe('test/wait');
    expect(viewUrl(view, 'wait')).toBe('test/search');
  });

  it('writes a tab by its code, yes/no as 1/0, and keeps only the options of an enum', () => {
    const coded: ListView = {
      ...view,
      criteria: { active: 'flag', kind: { kind: 'text', options: [1, 2] } },
      tabs: ['all', 'on', 'off'],
      tabParam: { name: 'enabled', codes: { on: '1', off: '0' } },
    };
    const params = writeViewState(coded, { values: { active: 0, kind: 2 }, page: 1, sort: null, tab: 'off' });
    expect(params.toString()).toBe('active=0&kind=2&enabled=0');
    expect(readViewState(coded, params)).toMatchObject({ values: { active: 0, kind: 2 }, tab: 'off' });
    expect(readViewState(coded, new URLSearchParams('active=x&kind=3&enabled=7'))).toMatchObject({
      values: {},
      tab: 'all',
    });
  });

  it('keeps a criterion under another URL name, in its own form when it has a codec', () => {
    const csv = {
      read: (raw: string[]) => raw[0]!.split(',').join('\n'),
      write: (v: unknown) => (v ? [String(v).split(/\s+/).join(',')] : []),
    };
    const named: ListView = {
      ...view,
      criteria: { numbers: { kind: 'text', param: 'nos', codec: csv }, types: { kind: 'list', param: 't' } },
    };
    const params = writeViewState(named, {
      values: { numbers: 'A1\nA2', types: ['x'] },
      page: 1,
      sort: null,
      tab: 'all',
    });
    expect(params.toString()).toBe('nos=A1%2CA2&t=x');
    expect(readViewState(named, params).values).toEqual({ numbers: 'A1\nA2', types: ['x'] });
    expect(readViewState(named, new URLSearchParams('numbers=B&types=y')).values).toEqual({});
    expect(foreignParams(named, new URLSearchParams('nos=A&t=x&numbers=B')).toString()).toBe('numbers=B');
  });

  it('has no URL when it only loads', () => {
    const loaded: ListView = {
      ...view,
      url: undefined,
      load: async () => ({ records: [], total: 0, page: 1, size: 20 }),
    };
    expect(viewUrl(loaded, 'wait')).toBe('');
  });

  it('sends the searched values without blanks, texts trimmed', () => {
    expect(trimmedValues({ a: ' x ', b: '', c: undefined, d: ['', ''], e: ['1', ''], f: 3 })).toEqual({
      a: 'x',
      e: ['1', ''],
      f: 3,
    });
  });
});
