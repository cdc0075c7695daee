import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { WaitingRoutePage } from './WaitingRoutePage.tsx';
import { waitingAnswer as answer } from './waiting-route-test-kit.ts';

/** The waiting channel route list without the route action (a file of its own: one session per file). */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened?.unmount());

describe('WaitingRoutePage, read only', () => {
  it('offers no routing without the route action', async () => {
    opened = await openAt('/lms/waybill/wait-channel-route', <WaitingRoutePage />, answer, {
      permissions: [Permission.lmsWaybillList],
    });
    await until(() => document.body.textContent?.includes('FD2611000009') ?? false);
    expect(byTestId('wait-route-route')).toBeNull();
    expect(byTestId('wait-route-reroute')).toBeNull();
  }, 30_000);
});
