import { randomUUID } from 'node:crypto';
import { limitPeriodKey } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelTable } from '#modules/settings/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  order,
  sampleOrder,
  signInAll,
  startWaybillApp,
  type Tokens,
  waybillRow,
} from '../../lms/waybill/waybill-test-kit.ts';
import { releaseChannelCapacity, takeChannelCapacity } from './channel-capacity.service.ts';
import { channelLimitTake, channelLimitUsage } from './limit.schema.ts';

type MonitorRow = { channelCode: string; used: string; limit: string; share: string; periodKey: string };

/**
 * Channel and service limits through the API (PGlite): a staff batch assigning a channel is refused
 * naming the waybill and the limit, capacity is taken per period and given back when a waybill
 * leaves the channel (cleared, moved, deleted), receive re-checks the service limit, and the monitor
 * shows the figures to staff only.
 */
describe('channel and service limits', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let ups: string;
  let sea: string;
  const channelOf = async (code: string) => {
    const [row] = await t.database.db
      .select({ id: channelTable.id })
      .from(channelTable)
      .where(eq(channelTable.code, code));
    return String(row!.id);
  };
  const setLimits = (id: string, values: { channelLimit?: unknown; serviceLimit?: unknown }) =>
    t.database.db.update(channelTable).set(values).where(eq(channelTable.id, id));
  const place = () => order(t, tk.demo, sampleOrder(product));
  const assign = (ids: string[], channelId: string | null, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    t.post('/lms/waybill/batchUpdate', { ids, values: { channelId } }, { token: tk.admin, lang });
  const monitor = async () => {
    const res = await t.get<{ records: MonitorRow[] }>('/basic/limitMonitor/list', {}, { token: tk.admin });
    expect(res.code).toBe(0);
    return res.data.records;
  };
  const usedOf = async (code: string) => (await monitor()).find((r) => r.channelCode === code)?.used;
  const today = () => limitPeriodKey('day', t.clock.now());

  beforeAll(async () => {
    ({ t, tk, product } = await startWaybillApp());
    ups = await channelOf('USUPS');
    sea = await channelOf('DEFBASEA');
    await setLimits(sea, { serviceLimit: {}, channelLimit: { enable: false } });
  });
  afterAll(() => t.close());

  it('a batch assigning a channel the waybill does not fit is refused naming the waybill and the limit', async () => {
    await setLimits(ups, { serviceLimit: { maxWeight: 11 }, channelLimit: { enable: false } });
    const [a, b] = [await place(), await place()];
    const res = await assign([a.id, b.id], ups);
    const heavy = 'Channel US UPS Ground: weight 11.5 kg is above the service limit 11 kg';
    // the sample order's charge weight is 11.5 kg
    // the batch names the first waybill refused (they are locked in id order)
    expect([a, b].map((w) => `Waybill ${w.waybillNo}: ${heavy}`)).toContain(res.msg);
    const zh = await assign([b.id], ups, 'zh-CN');
    expect(zh.msg).toBe(`运单${b.waybillNo}：渠道US UPS Ground：重量11.5kg超过服务限制11kg`);
    expect((await waybillRow(t, a.id))!.channelId).toBeNull();
    await setLimits(ups, { serviceLimit: { maxWeight: 11.5, countryCodes: ['DE'], countryMode: 'forbid' } });
    expect((await assign([a.id, b.id], ups)).code).toBe(0);
    expect((await waybillRow(t, b.id))!.channelId).toBe(ups);
    await assign([a.id, b.id], null);
  });

  it('channel capacity: takes per waybill, refuses past the limit all or nothing, releases on leaving', async () => {
    await setLimits(ups, {
      serviceLimit: {},
      channelLimit: { enable: true, mode: 'bill', period: 'day', limit: 2 },
    });
    const [a, b, c, d] = [await place(), await place(), await place(), await place()];
    expect((await assign([a.id, b.id], ups)).code).toBe(0);
    expect(await monitor()).toContainEqual(
      expect.objectContaining({
        channelCode: 'USUPS',
        used: '2',
        limit: '2',
        share: '1',
        periodKey: today(),
      }),
    );
    const full = await assign([c.id, d.id], ups);
    const reached = `Channel US UPS Ground: its channel limit (bills, 2 per day) is reached — 2 used in ${today()}`;
    expect([c, d].map((w) => `Waybill ${w.waybillNo}: ${reached}`)).toContain(full.msg);
    expect((await waybillRow(t, d.id))!.channelId).toBeNull();
    expect((await waybillRow(t, c.id))!.channelId).toBeNull();
    // setting the same channel again takes nothing more
    expect((await assign([a.id], ups)).code).toBe(0);
    expect(await usedOf('USUPS')).toBe('2');
    // cleared: gives back
    expect((await assign([a.id], null)).code).toBe(0);
    expect(await usedOf('USUPS')).toBe('1');
    expect((await assign([c.id], ups)).code).toBe(0);
    // moved to another channel: gives back
    expect((await assign([b.id], sea)).code).toBe(0);
    expect(await usedOf('USUPS')).toBe('1');
    // deleted: gives back, once
    expect((await t.post('/lms/waybill/deleteBatch', { ids: [c.id] }, { token: tk.admin })).code).toBe(0);
    expect(await usedOf('USUPS')).toBe('0');
    const takes = await t.database.db
      .select()
      .from(channelLimitTake)
      .where(eq(channelLimitTake.waybillId, c.id));
    expect(takes).toEqual([]);
    await assign([b.id, d.id], null);
  });

  it('weight mode counts the charge weight; a take of a past period is given back without touching it', async () => {
    await setLimits(ups, { channelLimit: { enable: true, mode: 'weight', period: 'month', limit: 20 } });
    const [a, b] = [await place(), await place()];
    expect((await assign([a.id], ups)).code).toBe(0);
    expect(await usedOf('USUPS')).toBe('11.5');
    expect((await assign([b.id], ups)).msg).toContain(
      'its channel limit (weight (kg), 20 per month) is reached',
    );
    const month = limitPeriodKey('month', t.clock.now());
    t.clock.advance(32 * 86_400_000);
    tk = await signInAll(t);
    expect((await assign([a.id], null)).code).toBe(0);
    const [past] = await t.database.db
      .select({ used: channelLimitUsage.used })
      .from(channelLimitUsage)
      .where(eq(channelLimitUsage.periodKey, month));
    expect(past!.used).toBe('11.500');
    expect(await usedOf('USUPS')).toBe('0');
    expect((await assign([b.id], ups)).code).toBe(0);
    await assign([b.id], null);
  });

  it('a retried take takes nothing more; a take on another channel is given back first', async () => {
    await setLimits(ups, {
      serviceLimit: {},
      channelLimit: { enable: true, mode: 'piece', period: 'day', limit: 9 },
    });
    await setLimits(sea, { channelLimit: { enable: true, mode: 'bill', period: 'day', limit: 9 } });
    const ctx = { now: t.clock.now(), auth: { userId: null } } as unknown as AuthedContext;
    const waybillId = randomUUID();
    const amounts = { pieceCount: '2', chargeWeight: '11.5', squareNumber: '0.068' };
    const take = (channelId: string) =>
      t.database.db.transaction((tx) => takeChannelCapacity(tx, ctx, { waybillId, channelId, amounts }));
    expect(await take(ups)).toBeNull();
    expect(await take(ups)).toBeNull();
    expect(await usedOf('USUPS')).toBe('2');
    expect(await take(sea)).toBeNull();
    expect(await usedOf('USUPS')).toBe('0');
    expect(await usedOf('DEFBASEA')).toBe('1');
    await t.database.db.transaction((tx) => releaseChannelCapacity(tx, ctx, { waybillId }));
    await t.database.db.transaction((tx) => releaseChannelCapacity(tx, ctx, { waybillId }));
    expect(await usedOf('DEFBASEA')).toBe('0');
    await setLimits(sea, { channelLimit: { enable: false } });
  });

  it('receive of a waybill with a channel re-checks the service limit with the received measures', async () => {
    await setLimits(ups, { serviceLimit: { maxLongestSide: 60 }, channelLimit: { enable: false } });
    const w = await place();
    expect((await assign([w.id], ups)).code).toBe(0);
    const receive = (length: string) =>
      t.post(
        '/lms/waybill/receive',
        {
          id: w.id,
          weighMode: 0,
          pieces: [
            { actualWeight: '8', length, width: '40', height: '30' },
            { actualWeight: '3', length: '20', width: '20', height: '20' },
          ],
        },
        { token: tk.service },
      );
    const refused = await receive('61');
    expect(refused.msg).toBe('Channel US UPS Ground: longest side 61 cm is above the service limit 60 cm');
    expect((await waybillRow(t, w.id))!.status).toBe('order');
    expect((await receive('60')).code).toBe(0);
    expect((await waybillRow(t, w.id))!.status).toBe('received');
  });

  it('the monitor lists enabled channel limits to staff only', async () => {
    await setLimits(ups, { channelLimit: { enable: true, mode: 'piece', period: 'week', limit: 10 } });
    const w = await place();
    expect((await assign([w.id], ups)).code).toBe(0);
    const rows = await monitor();
    expect(rows.map((r) => r.channelCode)).toEqual(['USUPS']);
    expect(rows[0]).toMatchObject({
      mode: 'piece',
      period: 'week',
      periodKey: limitPeriodKey('week', t.clock.now()),
      used: '2',
      share: '0.2',
    });
    const customer = await t.get('/basic/limitMonitor/list', {}, { token: tk.demo });
    expect(customer.code).not.toBe(0);
    expect(customer.data).toBeNull();
    const lmsOnly = await t.get('/basic/limitMonitor/list', {}, { token: tk.lmsonly });
    expect(lmsOnly.code).not.toBe(0);
  });
});
