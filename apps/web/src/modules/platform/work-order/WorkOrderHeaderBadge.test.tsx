import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { setRouteTable } from '#web/shell/route-registry.ts';
import { WorkOrderHeaderBadge } from './WorkOrderHeaderBadge.tsx';
import { workOrderModule } from './work-order.module.ts';

/** The header's work-order counter: nothing for 0, the count, "99+" above 99; hidden without the list. */

let opened: Opened;
beforeAll(() => {
  prepareDom();
  setRouteTable(workOrderModule.routes ?? []);
});
afterEach(async () => opened.unmount());

const openWith = async (workOrderCount: number, permissions: string[] = [Permission.workOrder]) => {
  opened = await openAt(
    '/index',
    <WorkOrderHeaderBadge />,
    (path) => (path.startsWith('platform/message/count') ? { messageCount: 0, workOrderCount } : []),
    { permissions },
  );
  await settle();
};
const shown = () => byTestId('header-work-order-count')?.textContent ?? null;

describe('WorkOrderHeaderBadge', () => {
  it('caps the count at 99+', async () => {
    await openWith(150);
    expect(shown()).toContain('99+');
  });

  it('shows the count as it is up to 99', async () => {
    await openWith(7);
    expect(shown()).toContain('7');
  });

  it('shows no number for 0', async () => {
    await openWith(0);
    expect(byTestId('header-work-orders')).not.toBeNull();
    expect(document.querySelector('[data-testid="header-work-order-count"] sup')).toBeNull();
  });
});
