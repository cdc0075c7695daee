import { describe, expect, it } from 'vitest';
import { rowAtPoint } from './chart-option.ts';
import { drillUrl, type StatisticPayloadSent } from './statistics-api.ts';

/** The drill-down of a statistic's row (table link or chart click): the list's URL with the row's criteria. */

const payload = (groupBy: string): StatisticPayloadSent =>
  ({ from: '2031-05-01', to: '2031-05-31', groupBy, timeZone: 'UTC' }) as StatisticPayloadSent;
const params = (url: string | null) => {
  const u = new URL(url!, 'http://x');
  return { path: u.pathname, ...Object.fromEntries(u.searchParams) };
};
const row = (key: string, currency = 'RMB') => ({ key, label: key, currency });

describe('drillUrl', () => {
  it('opens the customer fee list of a profit row with its product, channel or country and days', () => {
    expect(params(drillUrl('profit', row('p1'), payload('product')))).toEqual({
      path: '/fms/customer-fee/lms',
      belongTime: '2031-05-01..2031-05-31',
      productId: 'p1',
      currency: 'RMB',
    });
    expect(params(drillUrl('profit', row('ch1', 'USD'), payload('channel')))).toMatchObject({
      channelId: 'ch1',
      currency: 'USD',
    });
    expect(params(drillUrl('profit', row('DE'), payload('country')))).toMatchObject({ destination: 'DE' });
    expect(params(drillUrl('profit', row('c1'), payload('customer')))).toMatchObject({ partyId: 'c1' });
    expect(params(drillUrl('profit', row('2031-05'), payload('month')))).toEqual({
      path: '/fms/customer-fee/lms',
      belongTime: '2031-05-01..2031-05-31',
      currency: 'RMB',
    });
    expect(params(drillUrl('fee', row('FR'), payload('country')))).toMatchObject({ destination: 'FR' });
  });

  it('opens nothing for fees of waybills without a channel, nor for a finance person', () => {
    expect(drillUrl('profit', row(''), payload('channel'))).toBeNull();
    expect(drillUrl('collection', row('u1'), payload('followUser'))).toBeNull();
  });
});

describe('rowAtPoint', () => {
  const rows = [
    { key: 'c1', label: 'C1', currency: 'RMB' },
    { key: 'c1', label: 'C1', currency: 'USD' },
    { key: 'c2', label: 'C2', currency: 'RMB' },
  ];
  it('names the row of the category and series clicked', () => {
    expect(rowAtPoint(rows, { split: 'currency' }, 0, 1)).toBe(rows[1]);
    expect(rowAtPoint(rows, { split: 'currency' }, 1, 0)).toBe(rows[2]);
    // a second value's series start over the splits
    expect(rowAtPoint(rows, { split: 'currency' }, 0, 3)).toBe(rows[1]);
    // a split the group has no row of: the group's first row
    expect(rowAtPoint(rows, { split: 'currency' }, 1, 1)).toBe(rows[2]);
    expect(rowAtPoint(rows, { split: 'currency' }, 5, 0)).toBeUndefined();
  });
});
