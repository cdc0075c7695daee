import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { WeightConfirmPage } from './WeightConfirmPage.tsx';

/** Weight confirm keeps its criteria, tab and page in the URL: a reload shows and searches the same. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const counts = { waiting: 3, denied: 45, confirmed: 0, warning: 0 };
const answer = (path: string) =>
  path.startsWith('lms/weightConfirm/search') ? { records: [], total: 45, page: 2, size: 20, counts } : [];

describe('WeightConfirmPage', () => {
  it('searches with the criteria, tab and page of the address it is opened at', async () => {
    opened = await openAt('/lms/weight-confirm?no=FD001&tab=denied&page=2', <WeightConfirmPage />, answer);
    expect(opened.posted('lms/weightConfirm/search').at(-1)).toEqual({
      page: 2,
      size: 20,
      tab: 'denied',
      criteria: { no: 'FD001' },
    });
    expect(inputValue('weight-search-no')).toBe('FD001');
    expect(byTestId('weight-tab-denied')!.textContent).toBe('Denied (45)');

    // a new search goes back to page 1 and keeps the tab
    await act(async () => byTestId('weight-search-submit')!.click());
    await settle();
    expect(opened.search()).toBe('?no=FD001&tab=denied');

    // another tab goes back to page 1 and keeps the criteria
    await act(async () => byTestId('weight-tab-waiting')!.click());
    await settle();
    expect(opened.search()).toBe('?no=FD001');
    expect(opened.posted('lms/weightConfirm/search').at(-1)).toMatchObject({ page: 1, tab: 'waiting' });
  }, 30_000);

  it('sends no customer for a customer', async () => {
    opened = await openAt(
      '/client/lms/weight-confirm?no=FD002&customerId=c1',
      <WeightConfirmPage />,
      answer,
      {
        userType: 'customer',
      },
    );
    expect(opened.posted('lms/weightConfirm/search').at(-1)).toEqual({
      page: 1,
      size: 20,
      tab: 'waiting',
      criteria: { no: 'FD002' },
    });
  }, 30_000);
});
