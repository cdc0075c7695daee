import { describe, expect, it } from 'vitest';
import {
  readWaybillListState,
  resetWaybillListState,
  toWaybillCriteria,
  toWaybillSearchBody,
  type WaybillListState,
  writeWaybillListState,
} from './list-state.ts';

describe('waybill list state in the URL', () => {
  it('Reset clears the criteria, the tab and the page; the sort stays', () => {
    const state: WaybillListState = {
      values: { status: ['received'], destination: 'US' },
      tab: 'waitSend',
      page: 2,
      sort: { field: 'receiveTime', order: 'desc' },
    };
    const reset = resetWaybillListState(state);
    expect(reset).toEqual({ values: {}, tab: undefined, page: 1, sort: state.sort });
    expect(writeWaybillListState(reset).toString()).toBe('sortBy=-receiveTime');
  });

  it('round-trips criteria, tab, page and sort', () => {
    const state: WaybillListState = {
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
    const params = writeWaybillListState(state);
    expect(params.get('nos')).toBe('FD1,FD2,FD3');
    expect(params.get('orderTime')).toBe('2026-01-01..2026-01-31');
    expect(params.get('sortBy')).toBe('-receiveTime');
    expect(readWaybillListState(params)).toEqual({
      ...state,
      values: { ...state.values, numbers: 'FD1\nFD2\nFD3', destination: 'US' },
    });
  });

  it('reads the header search link and ignores unknown values', () => {
    const state = readWaybillListState(
      new URLSearchParams(
        'nos=A1,A2&status=nope&tab=nope&page=-2&sortBy=-bogus&orderTime=x..y&flags=isIssue',
      ),
    );
    expect(state).toEqual({
      values: { numbers: 'A1\nA2', flags: ['isIssue'] },
      page: 1,
      sort: null,
      tab: undefined,
    });
    expect(writeWaybillListState({ values: {}, page: 1, sort: null }).toString()).toBe('');
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

  it('puts the tab into the criteria as the status group', () => {
    const body = toWaybillSearchBody({ values: {}, tab: 'workOrder', page: 2, sort: null }, 50);
    expect(body).toEqual({ page: 2, size: 50, criteria: { statusGroup: 'workOrder' }, sort: [] });
  });
});
