import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { DetainPage } from './DetainPage.tsx';
import { detainAnswer as answer, DETAINED_ID as ID } from './detain-test-kit.ts';

/** Detain management: criteria from the URL, the detained waybills, release of the selected ones after confirming. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened?.unmount());

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
