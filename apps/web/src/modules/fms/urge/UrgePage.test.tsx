import { Permission, type UrgeOverdueRow } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { UrgePage } from './UrgePage.tsx';

/**
 * The urge screen: the overdue bills of the URL's criteria, reminders sent for the selected ones
 * (without the send permission: `UrgePage.read-only.test.tsx`, a page load of its own).
 */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const row: UrgeOverdueRow = {
  id: 'b1',
  billNo: 'BL261000001',
  customerId: 'c2',
  customerCode: 'C0002',
  customerName: 'Globex',
  settlementMode: 'monthly',
  billTime: '2026-10-01T00:00:00.000Z',
  dueTime: '2026-10-31T00:00:00.000Z',
  overdueDays: 15,
  currency: 'RMB',
  total: '80.00',
  unwritten: '80.00',
  email: 'ap@c2.example',
  urgeCount: 0,
  lastUrgeTime: null,
};
const answer = (path: string) => {
  if (path.startsWith('fms/urge/overdue')) return { records: [row], total: 1, page: 1, size: 20 };
  if (path.startsWith('fms/urge/send')) return { queued: 1, skipped: 0 };
  if (path.startsWith('fms/urge/records')) return { records: [], total: 0, page: 1, size: 20 };
  return [];
};

describe('UrgePage', () => {
  it('lists the overdue bills of the customer in the URL and sends a reminder for the selected one', async () => {
    opened = await openAt('/fms/urge?customerId=c2', <UrgePage />, answer, {
      permissions: [Permission.urge, Permission.urgeSend],
    });
    expect(opened.posted('fms/urge/overdue').at(-1)).toEqual({
      page: 1,
      size: 20,
      criteria: { customerId: 'c2' },
    });
    expect(byTestId('urge-overdue-table')?.textContent).toContain('BL261000001');
    const box = document.querySelector<HTMLInputElement>(
      '[data-testid="urge-overdue-table"] tbody input[type="checkbox"]',
    )!;
    await act(async () => box.click());
    await settle();
    await act(async () => byTestId('urge-send')!.click());
    await settle();
    expect(opened.posted('fms/urge/send').at(-1)).toEqual({ billIds: ['b1'] });
  }, 30_000);
});
