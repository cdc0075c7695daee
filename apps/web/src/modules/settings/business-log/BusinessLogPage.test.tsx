import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { BusinessLogPage } from './BusinessLogPage.tsx';

/** The business log keeps its criteria and page in the URL: a reload shows and searches the same. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

describe('BusinessLogPage', () => {
  it('searches with the criteria and page of the address it is opened at', async () => {
    opened = await openAt(
      '/setting/business-log?keyword=ann&action=update&page=3',
      <BusinessLogPage />,
      () => ({
        records: [],
        total: 100,
        page: 3,
        size: 20,
      }),
    );
    expect(opened.posted('common/businessLog/search').at(-1)).toEqual({
      page: 3,
      size: 20,
      criteria: { keyword: 'ann', action: 'update' },
    });
    expect(inputValue('log-search-user')).toBe('ann');

    // a new search goes back to page 1 and is written to the address
    await act(async () => byTestId('log-search-submit')!.click());
    await settle();
    expect(opened.search()).toBe('?action=update&keyword=ann');
  }, 30_000);
});
