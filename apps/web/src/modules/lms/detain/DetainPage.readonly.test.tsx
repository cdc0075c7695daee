import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { DetainPage } from './DetainPage.tsx';

/** Detain management without the detain and release permissions (a file of its own: one session per file). */

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
  return [];
};

describe('DetainPage, read only', () => {
  it('offers neither detain nor release without their permissions', async () => {
    opened = await openAt('/lms/detain', <DetainPage />, answer, { permissions: [Permission.lmsDetain] });
    await until(() => document.body.textContent?.includes('FD2611000001') ?? false);
    expect(byTestId('detain-open')).toBeNull();
    expect(byTestId('detain-release')).toBeNull();
  }, 30_000);
});
