import dayjs from 'dayjs';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { FeeStatisticsPage, FundStatisticsPage } from './StatisticsPage.tsx';

/** The statistics screens: criteria from the URL, the chart drawn (SVG), the table, totals and drill-down. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const fee = {
  series: [
    { key: 'c1', label: 'C0001 Acme', currency: 'RMB', waybills: 1, customer: '100.00', agent: '60.25' },
    { key: 'c1', label: 'C0001 Acme', currency: 'USD', waybills: 1, customer: '20.50', agent: '0.00' },
    { key: 'c2', label: 'C0002 Globex', currency: 'RMB', waybills: 1, customer: '50.00', agent: '0.00' },
  ],
  total: [
    { currency: 'RMB', waybills: 2, customer: '150.00', agent: '60.25' },
    { currency: 'USD', waybills: 1, customer: '20.50', agent: '0.00' },
  ],
};

/** Waits until the chart's module has loaded and drawn. */
async function chartDrawn() {
  for (let i = 0; i < 50 && !byTestId('statistics-chart')?.querySelector('svg'); i++) await settle();
  return byTestId('statistics-chart')!.querySelector('svg');
}

describe('StatisticsPage', () => {
  it('asks for the URL’s period and grouping, draws the chart, lists the groups and opens the fee list of a row', async () => {
    opened = await openAt(
      '/fms/fee-statistics?period=2031-03-01..2031-03-31&groupBy=customer',
      <FeeStatisticsPage />,
      (p) => (p.startsWith('fms/statistics/fee') ? fee : []),
    );
    expect(opened.posted('fms/statistics/fee').at(-1)).toMatchObject({
      from: '2031-03-01',
      to: '2031-03-31',
      groupBy: 'customer',
    });
    const table = byTestId('statistics-table')!;
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['By customer', 'Currency', 'Waybill count', 'Customer fees', 'Agent fees']);
    expect(table.textContent).toContain('C0002 Globex');
    expect(table.textContent).toContain('60.25');
    expect(byTestId('statistics-totals')!.textContent).toContain('150.00');
    const link = byTestId('statistics-drill-1') as HTMLAnchorElement;
    const target = new URL(link.href, 'http://x');
    expect(target.pathname).toBe('/fms/customer-fee/lms');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      belongTime: '2031-03-01..2031-03-31',
      partyId: 'c1',
      currency: 'USD',
    });
    const svg = await chartDrawn();
    expect(svg).not.toBeNull();
    expect(byTestId('statistics-chart')!.textContent).toContain('C0001 Acme');
  }, 60_000);

  it('the fund by month: this month when the URL names no period; a row opens the account’s flows of its month', async () => {
    const month = dayjs().format('YYYY-MM');
    const fund = {
      series: [
        {
          key: month,
          label: month,
          accountId: 'a1',
          accountName: 'CMB main',
          currency: 'RMB',
          inflow: '300.00',
          outflow: '40.50',
          balance: '1259.50',
        },
      ],
      total: [
        { currency: 'RMB', opening: '1000.00', inflow: '300.00', outflow: '40.50', balance: '1259.50' },
      ],
    };
    opened = await openAt('/fms/fund-statistics?groupBy=month', <FundStatisticsPage />, (p) =>
      p.startsWith('fms/statistics/fund') ? fund : [],
    );
    const sent = opened.posted('fms/statistics/fund').at(-1)!;
    expect(sent.groupBy).toBe('month');
    expect(String(sent.from)).toMatch(/^\d{4}-\d{2}-01$/);
    const target = new URL((byTestId('statistics-drill-0') as HTMLAnchorElement).href, 'http://x');
    expect(target.pathname).toBe('/fms/account-flow');
    expect(target.searchParams.get('accountId')).toBe('a1');
    expect(target.searchParams.get('flowTime')).toBe(`${month}-01..${dayjs().format('YYYY-MM-DD')}`);
    expect(byTestId('statistics-totals')!.textContent).toContain('1000.00');
    await act(async () => {
      await chartDrawn();
    });
  }, 60_000);
});
