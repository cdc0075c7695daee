import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { WriteOffPage } from './WriteOffPage.tsx';

/** The write-off list: criteria and tab from the URL, items and exchange gain/loss, cancel after confirming. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const C1 = '00000000-0000-4000-8000-0000000000c1';
const row = {
  id: '00000000-0000-4000-8000-0000000000e1',
  code: 'WO2601200001',
  customerId: C1,
  customerCode: 'C0001',
  value: '50.00',
  currency: 'RMB',
  exchangeGainLoss: '-1.25',
  writeOffTime: '2026-01-20T00:00:00.000Z',
  cancelTime: null,
  createdByName: 'Admin',
  items: [{ billId: 'b1', billNo: 'BL260100001', chargeId: 'c1', chargeNo: 'SK2601200001', value: '50.00' }],
};
const answer = (path: string) =>
  path.startsWith('fms/writeOff/search') ? { records: [row], total: 1, page: 1, size: 50 } : [];

describe('WriteOffPage', () => {
  it('searches by the URL, shows the items and gain/loss, and cancels after the confirmation', async () => {
    opened = await openAt(`/fms/write-off?customerId=${C1}&code=WO26`, <WriteOffPage />, answer, {
      permissions: [Permission.writeOff, `${Permission.writeOff}:cancel`],
    });
    expect(opened.posted('fms/writeOff/search')[0]).toMatchObject({
      criteria: { customerId: C1, code: 'WO26' },
    });
    const table = byTestId('write-off-table')!;
    expect(table.textContent).toContain('BL260100001 ↔ SK2601200001: 50.00');
    expect(table.textContent).toContain('-1.25');
    await act(async () => byTestId('write-off-cancel-WO2601200001')!.click());
    await settle();
    await act(async () => byTestId('confirm-ok')!.click());
    await settle();
    expect(opened.posted('fms/writeOff/cancel')).toEqual([{ id: row.id }]);
    await act(async () => byTestId('write-off-tab-cancelled')!.click());
    await settle();
    expect(opened.search()).toContain('tab=cancelled');
    expect(opened.posted('fms/writeOff/search').at(-1)).toMatchObject({ criteria: { cancelled: true } });
    expect(byTestId('write-off-cancel-WO2601200001')).toBeNull();
  }, 30_000);
});
