import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { PackagePage } from './PackagePage.tsx';

/** The packages keep their criteria and page in the URL: a reload shows and searches the same. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) =>
  path.startsWith('lms/package/search') ? { records: [], total: 80, page: 3, size: 20 } : [];

describe('PackagePage', () => {
  it('searches with the criteria and page of the address it is opened at', async () => {
    opened = await openAt('/lms/package?numbers=PK1%0APK2&page=3', <PackagePage />, answer);
    expect(opened.posted('lms/package/search').at(-1)).toEqual({
      page: 3,
      size: 20,
      criteria: { numbers: 'PK1\nPK2' },
    });
    expect(inputValue('package-numbers')).toBe('PK1\nPK2');

    // a new search goes back to page 1 and is written to the address
    await act(async () => byTestId('package-search')!.click());
    await settle();
    expect(opened.search()).toBe('?numbers=PK1%0APK2');
    expect(opened.posted('lms/package/search').at(-1)).toMatchObject({ page: 1 });
  }, 30_000);
});
