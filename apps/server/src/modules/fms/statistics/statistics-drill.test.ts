import { LMS_FEE_API, STATISTICS_API } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { channelTable, productTable } from '#modules/settings/index.ts';
import { addFee, ok, type ReceivableApp, startReceivableApp } from '../ledger/receivable-test-kit.ts';

/**
 * The profit by product, channel and country over two waybills of May 2031, and the drill-down: the
 * customer fee list filtered by a row's group and days holds exactly the row's income.
 */
const MAY = { from: '2031-05-01', to: '2031-05-31' };
const DAYS = ['2031-05-01T00:00:00.000Z', '2031-06-01T00:00:00.000Z'];

describe('profit groupings and their drill-down criteria', () => {
  let r: ReceivableApp;
  let products: string[];
  let channel: string;
  const admin = () => ({ token: r.tk.admin });

  beforeAll(async () => {
    r = await startReceivableApp();
    const db = r.t.database.db;
    products = (
      await db
        .select({ id: sql<string>`${productTable.id}` })
        .from(productTable)
        .limit(2)
    ).map((p) => p.id);
    const [c] = await db
      .select({ id: sql<string>`${channelTable.id}` })
      .from(channelTable)
      .limit(1);
    channel = c!.id;
    await db
      .update(lmsWaybill)
      .set({ productId: products[0]!, channelId: channel, destination: 'DE' })
      .where(eq(lmsWaybill.id, r.waybill1));
    await db
      .update(lmsWaybill)
      .set({ productId: products[1]!, channelId: null, destination: 'FR' })
      .where(eq(lmsWaybill.id, r.waybill2));
    const at = (d: number) => new Date(Date.UTC(2031, 4, d, 10));
    await addFee(db, r.waybill1, r.c1, { value: '100.10', belongTime: at(3) });
    await addFee(db, r.waybill1, r.c1, { kind: 'agent', value: '40.05', belongTime: at(4) });
    await addFee(db, r.waybill2, r.c2, { value: '70.00', belongTime: at(20) });
    await addFee(db, r.waybill2, r.c2, { kind: 'agent', value: '75.50', belongTime: at(21) });
  });
  afterAll(() => r.t.close());

  const profit = (groupBy: string) =>
    ok(r.t, STATISTICS_API.profit.query, { ...MAY, groupBy } as never, admin()).then((a) =>
      a.series.map((s) => [s.key, s.currency, s.income, s.cost, s.profit]),
    );
  const feeIncome = async (criteria: Record<string, unknown>) => {
    const page = await ok(
      r.t,
      LMS_FEE_API.search.customer,
      { criteria: { belongTime: DAYS, ...criteria }, page: 1, size: 100 } as never,
      admin(),
    );
    return page.records.reduce((s, f) => s.plus(f.value), new Decimal(0)).toFixed(2);
  };

  it('groups by product, channel and country with exact sums, a waybill without channel on its own row', async () => {
    const byProduct = await profit('product');
    expect(byProduct).toHaveLength(2);
    expect(byProduct).toContainEqual([products[0], 'RMB', '100.10', '40.05', '60.05']);
    expect(byProduct).toContainEqual([products[1], 'RMB', '70.00', '75.50', '-5.50']);
    const byChannel = await profit('channel');
    expect(byChannel).toContainEqual([channel, 'RMB', '100.10', '40.05', '60.05']);
    expect(byChannel).toContainEqual(['', 'RMB', '70.00', '75.50', '-5.50']);
    expect(await profit('country')).toEqual([
      ['DE', 'RMB', '100.10', '40.05', '60.05'],
      ['FR', 'RMB', '70.00', '75.50', '-5.50'],
    ]);
  });

  it('the fee list filtered by a row’s product, channel or country holds the row’s income', async () => {
    expect(await feeIncome({ productId: products[0] })).toBe('100.10');
    expect(await feeIncome({ productId: products[1] })).toBe('70.00');
    expect(await feeIncome({ channelId: channel })).toBe('100.10');
    expect(await feeIncome({ destination: 'fr' })).toBe('70.00');
    expect(await feeIncome({ destination: 'DE', currency: 'RMB' })).toBe('100.10');
  });
});
