import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { PrintCenterPage } from './PrintCenterPage.tsx';
import { answer } from './print-center-test-kit.ts';

/** The print centre keeps its task list's status tab and page in the URL: a reload shows the same. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

describe('PrintCenterPage', () => {
  it('lists the tasks of the status tab and page of the address it is opened at', async () => {
    opened = await openAt('/tools/print-center?tab=failed&page=2', <PrintCenterPage />, answer, {
      permissions: [Permission.printCenter],
    });
    expect(opened.posted('tools/printCenter/search').at(-1)).toEqual({ page: 2, size: 20, status: 'failed' });
    expect(byTestId('task-tab-failed')!.textContent).toBe('Failed (50)');
    expect(byTestId('task-bill-type-task-1')!.textContent).toBe('Parcel waybills');

    // another tab goes back to page 1; "all" sends no status and leaves the address bare
    await act(async () => byTestId('task-tab-all')!.click());
    await settle();
    expect(opened.search()).toBe('');
    expect(opened.posted('tools/printCenter/search').at(-1)).toEqual({ page: 1, size: 20 });
    // without the parcel print permission there is no choice of bill type: freight waybills only
    expect(byTestId('print-bill-type')).toBeNull();
  }, 30_000);
});
