import { entityEndpoint, INCOME_EXPENSE_API, Permission, STATISTICS_API, subject } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsBill } from '#modules/fms/bill/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { download, userWithPermissions } from '../../../test/entity-kit.ts';
import { newAccount } from '../account-flow/cash-test-kit.ts';
import { addFee, call, ok, type ReceivableApp, startReceivableApp } from '../ledger/receivable-test-kit.ts';

/** Finance statistics over a small dataset of their own (March 2031, two currencies), exact sums. */
const at = (iso: string) => new Date(iso);
const MARCH = { from: '2031-03-01', to: '2031-03-31' };

describe('finance statistics', () => {
  let r: ReceivableApp;
  let rmb: string;
  let usd: string;
  const admin = () => ({ token: r.tk.admin });
  const S = STATISTICS_API;

  beforeAll(async () => {
    r = await startReceivableApp();
    const db = r.t.database.db;
    const fee = (waybill: string, party: string, over: Parameters<typeof addFee>[3]) =>
      addFee(db, waybill, party, over);
    await fee(r.waybill1, r.c1, { value: '100.00', belongTime: at('2031-03-02T10:00:00Z') });
    await fee(r.waybill1, r.c1, {
      value: '20.50',
      currency: 'USD',
      exchangeRate: '7.1',
      conversionValue: '145.55',
      belongTime: at('2031-03-09T10:00:00Z'),
    });
    await fee(r.waybill1, r.c1, { kind: 'agent', value: '60.25', belongTime: at('2031-03-02T10:00:00Z') });
    await fee(r.waybill2, r.c2, { value: '50.00', belongTime: at('2031-03-31T20:00:00Z') });
    await fee(r.waybill2, r.c2, {
      kind: 'agent',
      value: '10.00',
      currency: 'USD',
      exchangeRate: '7.1',
      conversionValue: '71.00',
      belongTime: at('2031-03-15T10:00:00Z'),
    });
    await fee(r.waybill2, r.c2, { value: '999.00', isDeleted: true, belongTime: at('2031-03-15T10:00:00Z') });
    await fee(r.waybill2, r.c2, { value: '7.00', belongTime: at('2031-04-01T10:00:00Z') });
  });
  afterAll(() => r.t.close());

  it('fees by month and by customer, per currency; the days are counted in the caller’s time zone', async () => {
    const month = await ok(r.t, S.fee.query, { ...MARCH, groupBy: 'month' }, admin());
    expect(month.series).toEqual([
      { key: '2031-03', label: '2031-03', currency: 'RMB', waybills: 2, customer: '150.00', agent: '60.25' },
      { key: '2031-03', label: '2031-03', currency: 'USD', waybills: 2, customer: '20.50', agent: '10.00' },
    ]);
    expect(month.total).toEqual([
      { currency: 'RMB', waybills: 2, customer: '150.00', agent: '60.25' },
      { currency: 'USD', waybills: 2, customer: '20.50', agent: '10.00' },
    ]);
    // 2031-03-31T20:00Z is already April 1st in Shanghai
    const shanghai = await ok(r.t, S.fee.query, { ...MARCH, timeZone: 'Asia/Shanghai' }, admin());
    expect(shanghai.total.find((t) => t.currency === 'RMB')!.customer).toBe('100.00');
    const byCustomer = await ok(r.t, S.fee.query, { ...MARCH, groupBy: 'customer' }, admin());
    expect(byCustomer.series.map((s) => [s.key, s.currency, s.customer, s.agent])).toEqual([
      [r.c1, 'RMB', '100.00', '60.25'],
      [r.c1, 'USD', '20.50', '0.00'],
      [r.c2, 'RMB', '50.00', '0.00'],
      [r.c2, 'USD', '0.00', '10.00'],
    ]);
    expect(byCustomer.series.find((s) => s.key === r.c1)!.label).toMatch(/^C0001 /);
    const byWeek = await ok(r.t, S.fee.query, { ...MARCH, groupBy: 'week' }, admin());
    expect([...new Set(byWeek.series.map((s) => s.key))]).toEqual([
      '2031-02-24',
      '2031-03-03',
      '2031-03-10',
      '2031-03-31',
    ]);
  });

  it('profit = customer − agent fees per group and currency, and in the local currency', async () => {
    const res = await ok(r.t, S.profit.query, { ...MARCH, groupBy: 'customer' }, admin());
    const c1 = res.series.filter((s) => s.key === r.c1);
    expect(c1).toEqual([
      expect.objectContaining({
        currency: 'RMB',
        waybills: 1,
        income: '100.00',
        cost: '60.25',
        profit: '39.75',
        localProfit: '39.75',
      }),
      expect.objectContaining({
        currency: 'USD',
        income: '20.50',
        cost: '0.00',
        profit: '20.50',
        localIncome: '145.55',
      }),
    ]);
    expect(res.total).toEqual([
      expect.objectContaining({ currency: 'RMB', income: '150.00', cost: '60.25', profit: '89.75' }),
      expect.objectContaining({
        currency: 'USD',
        income: '20.50',
        cost: '10.00',
        profit: '10.50',
        localProfit: '74.55',
      }),
    ]);
    const byCountry = await ok(r.t, S.profit.query, { ...MARCH, groupBy: 'country' }, admin());
    expect(byCountry.series.every((s) => /^[A-Z]{2}$/.test(s.key))).toBe(true);
  });

  it('collection rate: collected ÷ billed of the live bills of the range, by month and finance person', async () => {
    const db = r.t.database.db;
    const [adminUser] = await db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'admin'));
    await db.update(customer).set({ receivableFinanceUserId: adminUser!.id }).where(eq(customer.id, r.c1));
    await db.update(customer).set({ receivableFinanceUserId: null }).where(eq(customer.id, r.c2));
    const bill = (
      no: string,
      customerId: string,
      currency: string,
      total: string,
      writtenOff: string,
      cancel = false,
    ) =>
      db.insert(fmsBill).values({
        billNo: no,
        customerId,
        billTime: at('2031-03-20T08:00:00Z'),
        periodFrom: '2031-03-01',
        periodTo: '2031-03-19',
        currency,
        feeCount: 1,
        total,
        totalLocal: total,
        writtenOff,
        cancelTime: cancel ? at('2031-03-21T08:00:00Z') : null,
      });
    await bill('ST-A', r.c1, 'RMB', '200.00', '150.00');
    await bill('ST-B', r.c2, 'RMB', '100.00', '0.00');
    await bill('ST-C', r.c1, 'USD', '50.00', '50.00');
    await bill('ST-D', r.c2, 'RMB', '80.00', '0.00', true);
    const month = await ok(r.t, S.collection.query, MARCH, admin());
    expect(month.series).toEqual([
      {
        key: '2031-03',
        label: '2031-03',
        currency: 'RMB',
        bills: 2,
        billed: '300.00',
        collected: '150.00',
        rate: '50.00',
      },
      {
        key: '2031-03',
        label: '2031-03',
        currency: 'USD',
        bills: 1,
        billed: '50.00',
        collected: '50.00',
        rate: '100.00',
      },
    ]);
    const byPerson = await ok(r.t, S.collection.query, { ...MARCH, groupBy: 'followUser' }, admin());
    expect(byPerson.series.map((s) => [s.key === adminUser!.id, s.currency, s.billed, s.rate])).toEqual([
      [false, 'RMB', '100.00', '0.00'],
      [true, 'RMB', '200.00', '75.00'],
      [true, 'USD', '50.00', '100.00'],
    ]);
  });

  it('non-operating income and expense by subject and month, cancelled entries left out; the fund over days', async () => {
    rmb = await newAccount(r.t, r.tk.admin, 'ST RMB', 'RMB', '1000.00');
    usd = await newAccount(r.t, r.tk.admin, 'ST USD', 'USD', '100.00');
    const spare = await newAccount(r.t, r.tk.admin, 'ST spare', 'RMB', '10.00');
    const subjects = (
      await r.t.post<{ records: { id: string; code: string }[] }>(
        entityEndpoint(subject, 'search').url,
        { size: 100 },
        admin(),
      )
    ).data.records;
    const id = (code: string) => subjects.find((s) => s.code === code)!.id;
    const NON = INCOME_EXPENSE_API.nonOperating;
    const make = (code: string, accountId: string, value: string, occurTime: string) =>
      ok(r.t, NON.make, { subjectId: id(code), accountId, value, occurTime }, admin());
    await make('SUBSIDY', rmb, '300.00', '2031-03-05T10:00:00Z');
    await make('FINES', rmb, '40.50', '2031-03-06T10:00:00Z');
    await make('SUBSIDY', usd, '12.00', '2031-03-07T10:00:00Z');
    const voided = await make('FINES', spare, '5.00', '2031-02-01T10:00:00Z');
    await ok(r.t, NON.cancel, { id: voided.id }, admin());
    const bySubject = await ok(r.t, S.nonOperating.query, { from: '2031-01-01', to: '2031-03-31' }, admin());
    expect(bySubject.series.map((s) => s.key)).toEqual([id('FINES'), id('SUBSIDY'), id('SUBSIDY')]);
    expect(
      bySubject.series.map((s) => [s.label.split(' ')[0], s.currency, s.entries, s.income, s.expense, s.net]),
    ).toEqual([
      ['FINES', 'RMB', 1, '0.00', '40.50', '-40.50'],
      ['SUBSIDY', 'RMB', 1, '300.00', '0.00', '300.00'],
      ['SUBSIDY', 'USD', 1, '12.00', '0.00', '12.00'],
    ]);
    const byMonth = await ok(r.t, S.nonOperating.query, { ...MARCH, groupBy: 'month' }, admin());
    expect(byMonth.total.map((t) => [t.currency, t.net])).toEqual([
      ['RMB', '259.50'],
      ['USD', '12.00'],
    ]);

    const fund = await ok(
      r.t,
      S.fund.query,
      { from: '2031-03-04', to: '2031-03-08', groupBy: 'day' },
      admin(),
    );
    const of = (account: string) => fund.series.filter((s) => s.accountId === account);
    expect(of(rmb).map((s) => [s.key, s.inflow, s.outflow, s.balance])).toEqual([
      ['2031-03-04', '0.00', '0.00', '1000.00'],
      ['2031-03-05', '300.00', '0.00', '1300.00'],
      ['2031-03-06', '0.00', '40.50', '1259.50'],
      ['2031-03-07', '0.00', '0.00', '1259.50'],
      ['2031-03-08', '0.00', '0.00', '1259.50'],
    ]);
    expect(of(usd).map((s) => s.balance)).toEqual(['100.00', '100.00', '100.00', '112.00', '112.00']);
    // the cancelled entry went out and came back before the range
    expect(of(spare).map((s) => s.balance)).toEqual(Array(5).fill('10.00'));
    const rmbTotal = fund.total.find((t) => t.currency === 'RMB')!;
    expect([rmbTotal.inflow, rmbTotal.outflow]).toEqual(['300.00', '40.50']);
    expect(Number(rmbTotal.balance) - Number(rmbTotal.opening)).toBeCloseTo(259.5, 2);
    const monthly = await ok(
      r.t,
      S.fund.query,
      { from: '2031-02-01', to: '2031-03-31', groupBy: 'month' },
      admin(),
    );
    expect(monthly.series.filter((s) => s.accountId === rmb).map((s) => [s.key, s.balance])).toEqual([
      ['2031-02', '1000.00'],
      ['2031-03', '1259.50'],
    ]);
  });

  it('fees and profit count only the waybills of the caller’s data scope', async () => {
    const [adminUser] = await r.t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'admin'));
    const grant = (dataScopes: string[] | null) =>
      r.t.post('/user/user/updateDataScopes', { userId: adminUser!.id, dataScopes }, admin());
    expect((await grant(['keyAccounts'])).code).toBe(0);
    try {
      const fee = await ok(r.t, S.fee.query, MARCH, admin());
      expect(fee.total).toEqual([
        { currency: 'RMB', waybills: 1, customer: '100.00', agent: '60.25' },
        { currency: 'USD', waybills: 1, customer: '20.50', agent: '0.00' },
      ]);
      const asked = await call(r.t, S.fee.query, { ...MARCH, permissionScope: 'followed' }, admin());
      expect(asked.code).not.toBe(0);
    } finally {
      await grant(null);
    }
  });

  it('exports a statistic as a sheet with its totals', async () => {
    const res = await download(r.t, 'POST', S.fee.export.url, r.tk.admin, { ...MARCH, groupBy: 'month' });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['By month', 'Currency', 'Waybill count', 'Customer fees', 'Agent fees']);
    expect(rows.slice(1)).toEqual([
      ['2031-03', 'RMB', 2, 150, 60.25],
      ['2031-03', 'USD', 2, 20.5, 10],
      ['Total', 'RMB', 2, 150, 60.25],
      ['Total', 'USD', 2, 20.5, 10],
    ]);
  });

  it('each statistic has its own permission; customers and staff without it are refused', async () => {
    const feeOnly = await userWithPermissions(r.t, r.tk.admin, 'st-fee-only', [Permission.feeStatistics]);
    expect((await call(r.t, S.fee.query, MARCH, { token: feeOnly })).code).toBe(0);
    expect((await call(r.t, S.profit.query, MARCH, { token: feeOnly })).code).not.toBe(0);
    for (const token of [r.tk.demo, r.tk.service]) {
      for (const stat of Object.values(S)) {
        expect((await call(r.t, stat.query, MARCH, { token })).code).not.toBe(0);
        expect(
          (await download(r.t, 'POST', stat.export.url, token, MARCH)).headers['content-type'],
        ).toContain('json');
      }
    }
    const bad = await call(r.t, S.fee.query, { from: '2031-03-31', to: '2031-03-01' }, admin());
    expect(bad.code).not.toBe(0);
    const wrongGroup = await call(r.t, S.fund.query, { ...MARCH, groupBy: 'customer' } as never, admin());
    expect(wrongGroup.code).not.toBe(0);
  });
});
