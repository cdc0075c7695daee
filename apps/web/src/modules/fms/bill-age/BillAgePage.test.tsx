import type { BillAgeBill, BillAgeRow } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { BillAgePage } from './BillAgePage.tsx';

/** The ageing screen: criteria from the URL, the mode's buckets as columns, an amount opens its bills. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const row: BillAgeRow = {
  key: 'c2',
  customerId: 'c2',
  code: 'C0002',
  name: 'Globex',
  currency: 'RMB',
  billCount: 3,
  buckets: { m0: '100.00', m1: '20.00', m2: '0.00', m3: '0.00', m4: '0.00', m7: '70.00' },
  total: '190.00',
};
const bill: BillAgeBill = {
  id: 'b1',
  billNo: 'BL260100001',
  billTime: '2026-10-12T00:00:00.000Z',
  currency: 'RMB',
  total: '50.00',
  writtenOff: '30.00',
  unwritten: '20.00',
  age: 1,
};
const answer = (path: string) => {
  if (path.startsWith('fms/billAge/search')) return { mode: 'month', groupBy: 'customer', records: [row] };
  if (path.startsWith('fms/billAge/bills')) return [bill];
  return [];
};

describe('BillAgePage', () => {
  it('searches with the URL criteria, shows the month buckets and drills into a bucket', async () => {
    opened = await openAt('/fms/bill-age?mode=month&customerId=c2', <BillAgePage />, answer);
    expect(opened.posted('fms/billAge/search').at(-1)).toEqual({
      criteria: { mode: 'month', groupBy: 'customer', customerId: 'c2' },
    });
    const table = byTestId('bill-age-table')!;
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['This month', '1 month', '4–6 months', 'Over 6 months', 'Unwritten total']),
    );
    expect(table.textContent).toContain('C0002 Globex');
    expect(table.textContent).toContain('190.00');
    // a zero amount is plain text; a non-zero one opens the bills of its bucket
    expect(byTestId('bill-age-C0002-m2')).toBeNull();
    await act(async () => byTestId('bill-age-C0002-m1')!.click());
    await settle();
    expect(opened.posted('fms/billAge/bills').at(-1)).toEqual({
      customerId: 'c2',
      mode: 'month',
      bucket: 'm1',
    });
    expect(byTestId('bill-age-bills')?.textContent).toContain('BL260100001');
    expect(byTestId('bill-age-bills')?.textContent).toContain('20.00');
  }, 30_000);

  it('day mode by default: the day buckets', async () => {
    opened = await openAt('/fms/bill-age', <BillAgePage />, (p) =>
      p.startsWith('fms/billAge/search') ? { mode: 'day', groupBy: 'customer', records: [] } : [],
    );
    expect(opened.posted('fms/billAge/search').at(-1)).toEqual({
      criteria: { mode: 'day', groupBy: 'customer' },
    });
    const headers = [...byTestId('bill-age-table')!.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['0–30 days', 'Over 180 days']));
  }, 30_000);
});
