import { describe, expect, it } from 'vitest';
import { type ListViewState, readViewState, writeViewState } from '#web/components/resource/list-view.ts';
import { toWaybillCriteria } from './list-criteria.ts';
import { WAYBILL_LIST_VIEW as view } from './waybill-list-view.ts';

const bodyOf = (state: ListViewState) => view.toBody?.(state);

describe('waybill list state in the URL', () => {
  it('writes the header search and deep-link parameters as before', () => {
    const state: ListViewState = {
      values: {
        numbers: 'FD1\nFD2',
        numberType: 'waybillNo',
        status: ['order'],
        customerId: 'c-1',
        orderTime: ['2026-01-01', '2026-01-31'],
        flags: ['isDelay'],
      },
      tab: 'sent',
      page: 2,
      sort: { field: 'orderTime', order: 'desc' },
    };
    expect(decodeURIComponent(writeViewState(view, state).toString())).toBe(
      'nos=FD1,FD2&numberType=waybillNo&status=order&customerId=c-1&orderTime=2026-01-01..2026-01-31&flags=isDelay&tab=sent&sortBy=-orderTime&page=2',
    );
  });

  it('round-trips criteria, tab, page and sort', () => {
    const state: ListViewState = {
      values: {
        numbers: 'FD1\nFD2 FD3',
        numberType: 'waybillNo',
        status: ['order', 'received'],
        customerId: 'c-1',
        destination: 'us',
        orderTime: ['2026-01-01', '2026-01-31'],
        sendTime: ['', '2026-02-01'],
        flags: ['isDelay'],
      },
      tab: 'sent',
      page: 3,
      sort: { field: 'receiveTime', order: 'desc' },
    };
    const params = writeViewState(view, state);
    expect(params.get('nos')).toBe('FD1,FD2,FD3');
    expect(params.get('destination')).toBe('US');
    expect(params.get('orderTime')).toBe('2026-01-01..2026-01-31');
    expect(params.get('sendTime')).toBe('..2026-02-01');
    expect(params.get('sortBy')).toBe('-receiveTime');
    expect(readViewState(view, params)).toEqual({
      ...state,
      values: { ...state.values, numbers: 'FD1\nFD2\nFD3', destination: 'US' },
    });
  });

  it('leaves out the number type any, the "all" tab and page 1', () => {
    const state = { values: { numbers: 'A1', numberType: 'any' }, tab: 'all', page: 1, sort: null };
    expect(writeViewState(view, state).toString()).toBe('nos=A1');
    expect(readViewState(view, new URLSearchParams('numberType=any')).values).toEqual({ numberType: 'any' });
    expect(writeViewState(view, { values: {}, page: 1, sort: null, tab: 'all' }).toString()).toBe('');
  });

  it('reads the header search link and ignores unknown values', () => {
    const state = readViewState(
      view,
      new URLSearchParams(
        'nos=A1,A2&status=nope&tab=nope&page=-2&sortBy=-bogus&orderTime=x..y&flags=isIssue&numberType=x',
      ),
    );
    expect(state).toEqual({
      values: { numbers: 'A1\nA2', flags: ['isIssue'] },
      page: 1,
      sort: null,
      tab: 'all',
    });
  });

  it('turns the values into the search criteria: day ranges as instants, open sides widened', () => {
    const c = toWaybillCriteria({ numbers: ' A1 ,A2 ', orderTime: ['2026-03-01', ''], destination: 'de' });
    expect(c.numbers).toBe('A1\nA2');
    expect(c.numberType).toBe('any');
    expect(c.destination).toBe('DE');
    const [from, to] = c.orderTime as unknown as [string, string];
    expect(new Date(from).getFullYear()).toBe(2026);
    expect(new Date(to).getFullYear()).toBe(9999);
    expect(toWaybillCriteria({})).toEqual({});
  });

  it('puts the tab into the criteria as the status group, and always sends a sort list', () => {
    expect(bodyOf({ values: {}, tab: 'workOrder', page: 2, sort: null })).toEqual({
      criteria: { statusGroup: 'workOrder' },
      sort: [],
    });
    const sort = { field: 'waybillNo', order: 'asc' } as const;
    expect(bodyOf({ values: { numbers: 'A1', numberType: 'trackNo' }, tab: 'all', page: 1, sort })).toEqual({
      criteria: { numbers: 'A1', numberType: 'trackNo' },
      sort: [sort],
    });
  });
});
