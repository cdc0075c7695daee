import { country } from '@freightdesk/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { entityListView, toCriteria, toSort } from './entity-list-view.ts';
import { type ListViewState, readViewState, writeViewState } from './list-view.ts';
import { sampleEntity } from './test-entity.ts';

const sampleView = entityListView(sampleEntity);
const countryView = entityListView(country);

const state: ListViewState = {
  values: {
    keyword: 'zz',
    email: 'a@b',
    level: 3,
    weight: ['1.5', ''],
    active: 0,
    kind: 2,
    tags: ['x', 'y'],
    currency: 'USD',
    countryId: '7f1e2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
    day: ['2024-01-01', '2024-01-31'],
  },
  page: 3,
  sort: { field: 'code', order: 'desc' },
  tab: 'disabled',
};

describe('list state in the URL', () => {
  it('round-trips filters, page, sort and status', () => {
    const params = writeViewState(sampleView, state);
    expect(params.toString()).toBe(
      'keyword=zz&email=a%40b&level=3&weight=1.5..&active=0&kind=2&tags=x&tags=y&currency=USD' +
        '&countryId=7f1e2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b&day=2024-01-01..2024-01-31&enabled=0&sortBy=-code&page=3',
    );
    const back = readViewState(sampleView, new URLSearchParams(params.toString()));
    expect(back).toEqual({ ...state, values: { ...state.values, level: '3' } });
  });

  it('ignores what the entity does not know or allow', () => {
    const read = readViewState(
      countryView,
      new URLSearchParams('foo=1&continent=XX&isEu=maybe&page=-2&sortBy=aliases&enabled=7&keyword=%20'),
    );
    expect(read).toEqual({ values: {}, page: 1, sort: null, tab: 'all' });
    expect(
      readViewState(countryView, new URLSearchParams('continent=EU&isEu=1&sortBy=nameEn')).values,
    ).toEqual({
      continent: 'EU',
      isEu: 1,
    });
  });

  it('leaves defaults and empty values out of the URL', () => {
    const params = writeViewState(countryView, {
      values: { keyword: ' ', continent: undefined },
      page: 1,
      sort: null,
      tab: 'all',
    });
    expect(params.toString()).toBe('');
  });
});

describe('criteria of the search body', () => {
  it('converts the state by search mode', () => {
    const criteria = toCriteria(sampleEntity, {
      ...state,
      values: { ...state.values, at: ['2024-01-01', ''] },
    });
    expect(criteria).toEqual({
      keyword: 'zz',
      email: 'a@b',
      level: 3,
      weight: ['1.5', null],
      active: false,
      kind: 2,
      tags: ['x', 'y'],
      currency: 'USD',
      countryId: '7f1e2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
      day: ['2024-01-01', '2024-01-31'],
      at: [dayjs('2024-01-01').startOf('day').toISOString(), null],
      enabled: false,
    });
    expect(toSort(state.sort)).toEqual([{ field: 'code', order: 'desc' }]);
    expect(toSort(null)).toEqual([]);
  });

  it('a URL read back gives the same criteria', () => {
    const read = readViewState(sampleView, writeViewState(sampleView, state));
    expect(toCriteria(sampleEntity, read)).toEqual({ ...toCriteria(sampleEntity, state), level: '3' });
  });
});
