import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { setRouteTable } from '#web/shell/route-registry.ts';
import { WorkOrderHeaderBadge } from './WorkOrderHeaderBadge.tsx';
import { workOrderModule } from './work-order.module.ts';

/** Without the work-order list's code the header shows no work-order counter (a session of its own). */

let opened: Opened;
beforeAll(() => {
  prepareDom();
  setRouteTable(workOrderModule.routes ?? []);
});
afterEach(async () => opened.unmount());

describe('WorkOrderHeaderBadge without the code', () => {
  it('is not there and asks for no counters', async () => {
    opened = await openAt(
      '/index',
      <WorkOrderHeaderBadge />,
      () => ({ messageCount: 0, workOrderCount: 5 }),
      {
        permissions: [],
      },
    );
    await settle();
    expect(byTestId('header-work-orders')).toBeNull();
  });
});
