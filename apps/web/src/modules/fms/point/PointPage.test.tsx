import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { PointPage } from './PointPage.tsx';

/** The points screen of the customer portal: its own points and flows, no adjustment. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const FLOW = {
  id: 'p1',
  customerId: 'c1',
  customerCode: 'C0001',
  customerName: 'Bright Trading',
  type: 'earn',
  points: 120,
  balance: 120,
  amount: '120.50',
  relatedNo: 'WO202600001',
  reason: null,
  createdAt: '2026-01-10T00:00:00.000Z',
  createdByName: 'Admin',
};
const answer = (path: string) => {
  if (path.startsWith('fms/point/detail')) return { customerId: 'c1', points: 120, rate: '1' };
  if (path.startsWith('fms/point/search')) return { records: [FLOW], total: 1, page: 1, size: 20 };
  return [];
};

describe('PointPage (customer portal)', () => {
  it('shows its own points, the rate and the flows with the type of its address; no adjust button', async () => {
    opened = await openAt('/client/fms/point?type=earn', <PointPage />, answer, {
      userType: 'customer',
      permissions: [Permission.point, `${Permission.point}:adjust`],
    });
    expect(opened.posted('fms/point/search').at(-1)).toEqual({
      page: 1,
      size: 20,
      criteria: { type: ['earn'] },
    });
    expect(byTestId('point-held')!.textContent).toContain('120');
    expect(byTestId('point-held')!.textContent).toContain('1 points per 1.00');
    const table = byTestId('point-table')!.textContent!;
    expect(table).toContain('WO202600001');
    expect(table).toContain('Earned (write-off)');
    expect(table).not.toContain('Bright Trading'); // no customer column for the customer itself
    expect(byTestId('point-adjust')).toBeNull();
  }, 30_000);
});
