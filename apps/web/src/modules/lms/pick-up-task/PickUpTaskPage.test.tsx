import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { PickUpTaskPage } from './PickUpTaskPage.tsx';

/** The pick-up tasks keep their criteria, status tab and page in the URL: a reload shows and searches the same. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) => {
  if (path.startsWith('lms/pickUpTask/search')) return { records: [], total: 120, page: 2, size: 50 };
  if (path.startsWith('lms/pickUpTask/statusGroup')) return { all: 120, wait: 120 };
  return [];
};

describe('PickUpTaskPage', () => {
  it('searches with the criteria, tab and page of the address it is opened at', async () => {
    opened = await openAt('/lms/pick-up-task?waybillNo=FD001&tab=wait&page=2', <PickUpTaskPage />, answer);
    expect(opened.posted('lms/pickUpTask/search').at(-1)).toEqual({
      page: 2,
      size: 50,
      criteria: { waybillNo: 'FD001', status: 'wait' },
    });
    expect(opened.posted('lms/pickUpTask/statusGroup').at(-1)).toEqual({ waybillNo: 'FD001' });
    expect(inputValue('pick-up-search-waybillNo')).toBe('FD001');
    expect(byTestId('pick-up-tab-wait')!.textContent).toBe('Waiting (120)');

    // another tab goes back to page 1 and keeps the criteria
    await act(async () => byTestId('pick-up-tab-all')!.click());
    await settle();
    expect(opened.search()).toBe('?waybillNo=FD001');
    expect(opened.posted('lms/pickUpTask/search').at(-1)).toMatchObject({
      page: 1,
      criteria: { waybillNo: 'FD001' },
    });
  }, 30_000);
});
