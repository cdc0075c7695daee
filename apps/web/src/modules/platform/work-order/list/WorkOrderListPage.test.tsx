import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { detailOf } from '../detail/detail-test-kit.ts';
import { WorkOrderListPage } from './WorkOrderListPage.tsx';

/** The staff work-order list: criteria, tab and page from the address; tab counts; closed rows struck through. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const { replys: _replys, ...open } = detailOf();
const closed = {
  ...open,
  id: '22222222-2222-4222-8222-222222222222',
  code: 'WO2611000002',
  status: 30 as const,
};
const answer = (path: string) => {
  if (path.startsWith('platform/workOrder/search'))
    return { records: [open, closed], total: 2, page: 2, size: 50 };
  if (path.startsWith('platform/workOrder/statusGroup'))
    return { all: 2, waitAssign: 0, waitFollow: 0, following: 1, closed: 1, pending: 0 };
  return [];
};

describe('WorkOrderListPage', () => {
  it('searches with the criteria, tab and page of the address and strikes closed rows through', async () => {
    opened = await openAt(
      '/oa/work-order?code=WO26&mainType=1&isOverdue=1&tab=following&page=2',
      <WorkOrderListPage />,
      answer,
      { permissions: [Permission.workOrder] },
    );
    expect(opened.posted('platform/workOrder/search').at(-1)).toEqual({
      page: 2,
      size: 50,
      criteria: { code: 'WO26', mainType: [1], isOverdue: true, status: [20] },
    });
    expect(opened.posted('platform/workOrder/statusGroup').at(-1)).toEqual({
      criteria: { code: 'WO26', mainType: [1], isOverdue: true },
    });
    expect(byTestId('work-order-tab-closed')?.textContent).toContain('(1)');
    expect(byTestId(`work-order-row-${closed.code}`)?.className).toContain('fd-wo-closed');
    expect(byTestId(`work-order-row-${open.code}`)?.className).not.toContain('fd-wo-closed');

    await act(async () => byTestId('work-order-tab-closed')!.click());
    await settle();
    expect(opened.search()).toContain('tab=closed');
    expect(opened.posted('platform/workOrder/search').at(-1)).toMatchObject({ criteria: { status: [30] } });
  });
});
