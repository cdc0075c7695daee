import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { ScanRecordPage } from './ScanRecordPage.tsx';

/** The scan records keep their criteria and page in the URL: a reload shows and searches the same. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) =>
  path.startsWith('lms/scanRecord/search') ? { records: [], total: 60, page: 2, size: 20 } : [];

describe('ScanRecordPage', () => {
  it('searches with the criteria and page of the address it is opened at', async () => {
    opened = await openAt('/lms/scan-record?no=FD001&result=failed&page=2', <ScanRecordPage />, answer);
    expect(opened.posted('lms/scanRecord/search').at(-1)).toEqual({
      page: 2,
      size: 20,
      criteria: { no: 'FD001', result: 'failed' },
    });
    expect(inputValue('scan-record-no')).toBe('FD001');

    await act(async () => byTestId('scan-record-search')!.click());
    await settle();
    expect(opened.search()).toBe('?no=FD001&result=failed');
  }, 30_000);
});
