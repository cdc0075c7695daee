import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { RolePage } from './RolePage.tsx';

/** The roles keep their criteria and page in the URL: a reload shows and searches the same. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) =>
  path.startsWith('user/role/search') ? { records: [], total: 120, page: 2, size: 50 } : [];

describe('RolePage', () => {
  it('searches with the criteria and page of the address it is opened at', async () => {
    opened = await openAt('/oa/role?keyword=ops&userType=staff&page=2', <RolePage />, answer);
    expect(opened.posted('user/role/search').at(-1)).toEqual({
      page: 2,
      size: 50,
      criteria: { keyword: 'ops', userType: 'staff' },
    });
    expect(inputValue('role-search-keyword')).toBe('ops');

    // a new search goes back to page 1 and is written to the address
    await act(async () => byTestId('role-search-submit')!.click());
    await settle();
    expect(opened.search()).toBe('?keyword=ops&userType=staff');
    expect(opened.posted('user/role/search').at(-1)).toMatchObject({ page: 1 });
  }, 30_000);

  it('sends no unknown user type', async () => {
    opened = await openAt('/oa/role?userType=robot', <RolePage />, answer);
    expect(opened.posted('user/role/search').at(-1)).toEqual({ page: 1, size: 50, criteria: {} });
  }, 30_000);
});
