import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { DetainPage } from './DetainPage.tsx';

/** Detain management: criteria from the URL, the detained waybills, release of the selected ones after confirming. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened?.unmount());

const ID = '00000000-0000-4000-8000-0000000000d1';
const row = {
  id: ID,
  waybillNo: 'FD2611000001',
  customerId: '00000000-0000-4000-8000-0000000000c1',
  customerCode: 'C0001',
  customerName: 'Bright Trading',
  status: 'received',
  detainTypes: ['operate'],
  detainReason: 'Re-measure the goods',
  detainTime: '2026-11-20T02:00:00.000Z',
  detainByName: 'Admin',
};
const answer = (path: string) => {
  if (path.startsWith('lms/detain/search')) return { records: [row], total: 1, page: 1, size: 20 };
  if (path.startsWith('lms/detain/release')) return { done: 1 };
  return [];
};
const click = async (el: HTMLElement) => {
  await act(async () => el.click());
  await settle();
};

describe('DetainPage', () => {
  it('searches with the number in the URL, lists the detained waybill, releases it only after confirming', async () => {
    opened = await openAt('/lms/detain?waybillNo=FD26', <DetainPage />, answer, {
      permissions: [Permission.lmsDetain, Permission.lmsDetainDetain, Permission.lmsDetainRelease],
    });
    await until(() => document.body.textContent?.includes('FD2611000001') ?? false);
    expect(opened.posted('lms/detain/search').at(-1)).toMatchObject({ criteria: { waybillNo: 'FD26' } });
    expect(document.body.textContent).toContain('Re-measure the goods');
    const release = byTestId('detain-release') as HTMLButtonElement;
    expect(release.disabled).toBe(true);
    await click(document.querySelector<HTMLElement>('.ant-table-tbody .ant-checkbox-input')!);
    expect(release.disabled).toBe(false);
    const searches = opened.posted('lms/detain/search').length;
    await click(release);
    expect(document.body.textContent).toContain('Release the 1 selected waybills?');
    expect(opened.posted('lms/detain/release')).toEqual([]);
    await click(byTestId('confirm-ok')!);
    await until(() => opened.posted('lms/detain/release').length === 1);
    expect(opened.posted('lms/detain/release')[0]).toEqual({ ids: [ID] });
    // the list is asked again and the selection is gone
    await until(() => opened.posted('lms/detain/search').length > searches);
    expect(release.disabled).toBe(true);
  }, 30_000);
});
