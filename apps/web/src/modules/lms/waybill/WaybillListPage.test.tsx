import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { WaybillListPage } from './WaybillListPage.tsx';

/** The waybill list keeps criteria, tab, page and sort in the URL the header search and deep links open. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) => {
  if (path.startsWith('lms/waybill/search')) return { records: [], total: 120, page: 2, size: 50 };
  if (path.startsWith('lms/waybill/statusGroup')) return { sent: 120, workOrder: 3 };
  if (path.startsWith('lms/waybill/pickerOptions')) return { products: [], channels: [] };
  return null;
};

const ADDRESS =
  '/lms/waybill/list?nos=FD1,FD2&numberType=waybillNo&destination=us&orderTime=2026-01-01..2026-01-31&flags=isDelay&tab=sent&sortBy=-orderTime&page=2';

describe('WaybillListPage', () => {
  it('searches with the criteria, tab, page and sort of the address it is opened at', async () => {
    opened = await openAt(ADDRESS, <WaybillListPage />, answer);
    const body = opened.posted('lms/waybill/search').at(-1)!;
    expect(body).toMatchObject({
      page: 2,
      size: 50,
      criteria: {
        numbers: 'FD1\nFD2',
        numberType: 'waybillNo',
        destination: 'US',
        flags: ['isDelay'],
        statusGroup: 'sent',
      },
      sort: [{ field: 'orderTime', order: 'desc' }],
    });
    const criteria = body.criteria as { orderTime: [string, string] };
    expect(criteria.orderTime).toHaveLength(2);
    expect(opened.posted('lms/waybill/statusGroup').at(-1)).not.toHaveProperty('statusGroup');
    expect(inputValue('criteria-numbers')).toBe('FD1\nFD2');
    expect(inputValue('criteria-destination')).toBe('US');
    expect(byTestId('waybill-tab-sent')!.textContent).toContain('(120)');

    // another tab goes back to page 1 and keeps the criteria and sort
    await act(async () => byTestId('waybill-tab-workOrder')!.click());
    await settle();
    expect(decodeURIComponent(opened.search())).toBe(
      '?nos=FD1,FD2&numberType=waybillNo&destination=US&orderTime=2026-01-01..2026-01-31&flags=isDelay&tab=workOrder&sortBy=-orderTime',
    );
    expect(opened.posted('lms/waybill/search').at(-1)).toMatchObject({
      page: 1,
      criteria: { statusGroup: 'workOrder' },
    });

    // Reset empties the criteria and goes back to "all"; the sort stays
    await act(async () => byTestId('criteria-reset')!.click());
    await settle();
    expect(opened.search()).toBe('?sortBy=-orderTime');
    expect(opened.posted('lms/waybill/search').at(-1)).toEqual({
      page: 1,
      size: 50,
      criteria: {},
      sort: [{ field: 'orderTime', order: 'desc' }],
    });
  }, 30_000);
});
