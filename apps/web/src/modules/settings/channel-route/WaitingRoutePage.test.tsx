import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { WaitingRoutePage } from './WaitingRoutePage.tsx';
import { waitingAnswer as answer, WAITING_ID as ID } from './waiting-route-test-kit.ts';

/** The waiting channel route list: the waybill search with that status, the reasons, route again. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened?.unmount());

const click = async (el: HTMLElement) => {
  await act(async () => el.click());
  await settle();
};

describe('WaitingRoutePage', () => {
  it('lists the waiting waybills with their reason and routes the selected ones again', async () => {
    opened = await openAt('/lms/waybill/wait-channel-route', <WaitingRoutePage />, answer, {
      permissions: [Permission.lmsWaybillList, Permission.lmsWaybillRoute],
    });
    await until(() => document.body.textContent?.includes('FD2611000009') ?? false);
    expect(opened.posted('lms/waybill/search').at(-1)).toMatchObject({
      criteria: { status: ['waitChannelRoute'] },
    });
    expect(document.body.textContent).toContain('Channel route By hand routes by hand');
    const reroute = byTestId('wait-route-reroute') as HTMLButtonElement;
    expect(reroute.disabled).toBe(true);
    await click(document.querySelector<HTMLElement>('.ant-table-tbody .ant-checkbox-input')!);
    expect((byTestId('wait-route-route') as HTMLButtonElement).disabled).toBe(false);
    await click(reroute);
    await until(() => opened.posted('lms/waybill/reroute').length === 1);
    expect(opened.posted('lms/waybill/reroute')[0]).toEqual({ ids: [ID] });
  }, 30_000);
});
