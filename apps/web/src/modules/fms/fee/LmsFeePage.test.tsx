import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { CustomerFeePage } from './LmsFeePage.tsx';

/** The fee lists keep their criteria, tab, sort and page in the URL: a reload shows and searches the same. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const totals = { byCurrency: [], conversionTotal: '0.00' };
const answer = (path: string) => {
  if (path.startsWith('fms/lmsFee/customer/search'))
    return { records: [], total: 120, page: 2, size: 50, totals };
  if (path.startsWith('fms/lmsFee/summary')) return { records: [], total: 0, page: 1, size: 50 };
  return [];
};

describe('LmsFeePage', () => {
  it('searches with the criteria, sort and page of the address it is opened at', async () => {
    opened = await openAt(
      '/fms/customer-fee/lms?numbers=FD1&numberType=customerNo&status=10&isCheck=no&sortBy=-value&page=2',
      <CustomerFeePage />,
      answer,
    );
    const criteria = { numbers: 'FD1', numberType: 'customerNo', status: [10], isCheck: false };
    expect(opened.posted('fms/lmsFee/customer/search').at(-1)).toEqual({
      page: 2,
      size: 50,
      criteria,
      sort: [{ field: 'value', order: 'desc' }],
    });
    expect(inputValue('lms-fee-numbers')).toBe('FD1');
    // without `fms/customerFee/lmsFee:confirm` there is no confirm button
    expect(byTestId('lms-fee-confirm')).toBeNull();

    // a new search goes back to page 1 and keeps the sort
    await act(async () => byTestId('lms-fee-search')!.click());
    await settle();
    expect(opened.search()).toBe('?numbers=FD1&numberType=customerNo&status=10&isCheck=no&sortBy=-value');

    // the summary tab searches the same criteria from its page 1
    await act(async () => byTestId('lms-fee-tab-summary')!.click());
    await settle();
    expect(opened.search()).toBe(
      '?numbers=FD1&numberType=customerNo&status=10&isCheck=no&tab=summary&sortBy=-value',
    );
    expect(opened.posted('fms/lmsFee/summary').at(-1)).toEqual({
      kind: 'customer',
      page: 1,
      size: 50,
      criteria,
    });
  }, 30_000);
});
