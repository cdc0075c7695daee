import { country, PAGE_SIZE } from '@freightdesk/domain';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, openAt, settle } from './list-view-kit.tsx';
import { ResourcePage } from './ResourcePage.tsx';

/** An entity screen keeps its criteria, status tab, sort and page in the URL through the list hook. */

beforeAll(prepareDom);

describe('ResourcePage', () => {
  it('searches with the criteria, status, sort and page of the address it is opened at', async () => {
    const opened = await openAt(
      '/setting/basic/country?keyword=zz&continent=EU&isEu=1&enabled=0&sortBy=-code&page=2&foo=1',
      <ResourcePage entity={country} />,
      (path) => {
        if (path.startsWith(`${country.api}/search`))
          return { records: [], total: 200, page: 2, size: PAGE_SIZE };
        if (path.startsWith(`${country.api}/statusGroup`)) return { all: 3, enabled: 2, disabled: 1 };
        return null;
      },
    );
    const criteria = { keyword: 'zz', continent: 'EU', isEu: true };
    expect(opened.posted(`${country.api}/search`).at(-1)).toEqual({
      page: 2,
      size: PAGE_SIZE,
      criteria: { ...criteria, enabled: false },
      sort: [{ field: 'code', order: 'desc' }],
    });
    expect(opened.posted(`${country.api}/statusGroup`).at(-1)).toMatchObject({ criteria });
    expect(inputValue('search-keyword')).toBe('zz');

    // another status tab goes back to page 1; parameters the list does not own are dropped
    await act(async () => byTestId('status-all')!.click());
    await settle();
    expect(opened.search()).toBe('?keyword=zz&continent=EU&isEu=1&sortBy=-code');
    await opened.unmount();
  }, 30_000);
});
