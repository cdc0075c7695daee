import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAll, type Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { exchangeRateOnlineTable } from '../price/price-data.schema.ts';

type Rate = {
  bank: string;
  currency: string;
  foreignCurrency: string;
  middleRate: string;
  publishedAt: string;
};

describe('online exchange rates (fms/exchangeRateOnline)', () => {
  let t: TestApp;
  let tk: Tokens;
  const query = (body: Record<string, unknown>, token = tk.admin) =>
    t.post<Rate>('/fms/exchangeRateOnline/query', body, { token });

  beforeAll(async () => {
    t = await createTestApp();
    tk = await signInAll(t);
    await t.database.db.delete(exchangeRateOnlineTable); // the demo rows
    const rows = [
      ['CN', 'RMB', 'USD', '7.100000', '2026-01-10T02:00:00Z'],
      ['CN', 'RMB', 'USD', '7.200000', '2026-02-10T02:00:00Z'],
      ['HK', 'RMB', 'USD', '7.150000', '2026-01-20T02:00:00Z'],
      ['HK', 'HKD', 'USD', '7.800000', '2026-01-05T02:00:00Z'],
    ];
    for (const [bank, currency, foreignCurrency, middleRate, publishedAt] of rows) {
      const r = await t.post(
        '/fms/exchangeRateOnline/insert',
        {
          bank,
          currency,
          foreignCurrency,
          buyRate: null,
          sellRate: null,
          middleRate,
          publishedAt,
          remark: null,
        },
        { token: tk.admin },
      );
      expect(r.code).toBe(0);
    }
  });
  afterAll(() => t.close());

  it('answers the latest rate at or before the date, the currency defaulting to the local one', async () => {
    expect((await query({ foreignCurrency: 'USD', date: '2026-01-15' })).data).toMatchObject({
      bank: 'CN',
      currency: 'RMB',
      middleRate: '7.100000',
    });
    expect((await query({ foreignCurrency: 'USD', date: '2026-01-31' })).data.middleRate).toBe('7.150000');
    // a day counts to its end; an instant counts as given
    expect((await query({ foreignCurrency: 'USD', date: '2026-02-10' })).data.middleRate).toBe('7.200000');
    expect((await query({ foreignCurrency: 'USD', date: '2026-02-10T01:00:00Z' })).data.middleRate).toBe(
      '7.150000',
    );
    expect((await query({ foreignCurrency: 'USD', date: '2026-02-28', bank: 'HK' })).data.middleRate).toBe(
      '7.150000',
    );
    expect(
      (await query({ currency: 'HKD', foreignCurrency: 'USD', date: '2026-03-01' })).data.middleRate,
    ).toBe('7.800000');
    expect(await query({ foreignCurrency: 'USD', date: '2026-01-01' })).toMatchObject({
      code: -1,
      msg: 'No online rate of USD to RMB at or before 2026-01-01',
    });
  });

  it('lists the latest rate per bank and currency pair; search and counts come from the entity', async () => {
    const latest = await t.post<Rate[]>('/fms/exchangeRateOnline/latest', {}, { token: tk.admin });
    expect(latest.data.map((r) => `${r.bank} ${r.currency}/${r.foreignCurrency} ${r.middleRate}`)).toEqual([
      'CN RMB/USD 7.200000',
      'HK HKD/USD 7.800000',
      'HK RMB/USD 7.150000',
    ]);
    const page = await t.post<{ total: number }>(
      '/fms/exchangeRateOnline/search',
      { criteria: { bank: 'CN' } },
      { token: tk.admin },
    );
    expect(page.data.total).toBe(2);
    const groups = await t.post<{ value: string; count: number }[]>(
      '/fms/exchangeRateOnline/groupBy',
      { field: 'bank' },
      { token: tk.admin },
    );
    expect(groups.code).toBe(0);
  });

  it('refuses users without the online-rate code', async () => {
    expect((await t.post('/fms/exchangeRateOnline/latest', {}, { token: tk.service })).msg).toBe(
      'No permission at present',
    );
    expect((await t.post('/fms/exchangeRateOnline/search', {}, { token: tk.demo })).code).toBe(-1);
    expect((await query({ foreignCurrency: 'USD' }, tk.service)).msg).toBe('No permission at present');
  });
});
