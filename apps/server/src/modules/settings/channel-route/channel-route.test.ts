import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fmsPrice } from '#modules/fms/price/price.schema.ts';
import { forgetPriceReference } from '#modules/fms/price/price-reference.ts';
import { insertPrice, priceBody, priceIds } from '#modules/fms/price/price-test-kit.ts';
import { channelTable } from '#modules/settings/basic.schema.ts';
import { setChannelGuard } from './channel-guard.ts';
import { channelRouteTurn } from './channel-route.schema.ts';
import {
  addRoute,
  clearRoutes,
  logsOf,
  place,
  type RouteFixture,
  receive,
  startRouteApp,
  waybillOf,
} from './channel-route-test-kit.ts';
import { setRouteRandom } from './channel-router.service.ts';

/** The channel router at order and at receive, through the order and scan APIs, on a seeded database. */
let f: RouteFixture;
beforeAll(async () => {
  f = await startRouteApp();
}, 120_000);
afterAll(() => f.t.close());
beforeEach(() => clearRoutes(f));
afterEach(() => {
  setChannelGuard();
  setRouteRandom();
});

const channelOf = async (id: string) => (await waybillOf(f, id)).channelId;

describe('channel route rules', () => {
  it('refuses an auto or price-check route without channels; manual needs none', async () => {
    const res = await f.t.post(
      '/basic/channelRoute/insert',
      {
        name: 'No channels',
        priority: 1,
        routeMode: 'auto',
        conflictRule: 'first',
        channelIds: [],
        condition: { all: [] },
      },
      { token: f.tk.admin },
    );
    expect(res.msg).toBe('Choose the channels of an auto or price-check route');
    await addRoute(f, { routeMode: 'manual' });
  });
});

describe('auto routing at order', () => {
  it('first: the first listed channel that serves the product, the business log naming the rule', async () => {
    const [off] = await f.t.database.db
      .insert(channelTable)
      .values({ code: 'RTOFF', name: 'Channel RTOFF', productIds: [] } as never)
      .returning({ id: channelTable.id });
    await addRoute(f, { name: 'Auto first', routeMode: 'auto', channelIds: [off!.id, f.b, f.a] });
    const w = await place(f);
    expect(await channelOf(w.id)).toBe(f.b);
    const [log] = await logsOf(f, w.id, 'routeChannel');
    expect(log?.after).toMatchObject({ channelId: f.b, channel: 'Channel RTB', rule: 'Auto first' });
  });

  it('a rule of higher priority runs first; a non-matching condition is passed over', async () => {
    await addRoute(f, {
      priority: 5,
      routeMode: 'auto',
      channelIds: [f.c],
      condition: {
        all: [{ field: 'destinationCountry', op: 'eq', value: 'GB' }],
      },
    });
    await addRoute(f, { priority: 10, routeMode: 'auto', channelIds: [f.a] });
    await addRoute(f, { priority: 20, routeMode: 'auto', channelIds: [f.b] });
    expect(await channelOf((await place(f)).id)).toBe(f.a);
  });

  it('random: a random usable channel (the random source decides)', async () => {
    await addRoute(f, { routeMode: 'auto', conflictRule: 'random', channelIds: [f.a, f.b] });
    setRouteRandom(() => 0);
    expect(await channelOf((await place(f)).id)).toBe(f.b);
    setRouteRandom(() => 0.99);
    expect(await channelOf((await place(f)).id)).toBe(f.a);
  });

  it('turn: the channels in turn, the counter kept in the database', async () => {
    const rule = await addRoute(f, { routeMode: 'auto', conflictRule: 'turn', channelIds: [f.a, f.b, f.c] });
    const got: (string | null)[] = [];
    for (let i = 0; i < 4; i++) got.push(await channelOf((await place(f)).id));
    expect(got).toEqual([f.a, f.b, f.c, f.a]);
    const [turn] = await f.t.database.db
      .select()
      .from(channelRouteTurn)
      .where(eq(channelRouteTurn.ruleId, rule));
    expect(turn?.n).toBe(3);
  });

  it('a channel the guard refuses (service limit or full channel limit) falls back to the next', async () => {
    await addRoute(f, { routeMode: 'auto', channelIds: [f.b, f.c, f.a] });
    setChannelGuard({
      refuses: async (_tx, _ctx, _w, id) => (id === f.b ? 'Too heavy' : undefined),
      take: async (_tx, _ctx, _w, id) => (id === f.c ? 'Channel limit reached' : undefined),
    });
    expect(await channelOf((await place(f)).id)).toBe(f.a);
  });

  it('the real limits: a full channel limit and a service limit pass the waybill to the next channel', async () => {
    const limit = (id: string, values: Record<string, unknown>) =>
      f.t.database.db.update(channelTable).set(values).where(eq(channelTable.id, id));
    await limit(f.b, { channelLimit: { enable: true, mode: 'bill', period: 'day', limit: 1 } });
    await limit(f.c, { serviceLimit: { maxWeight: 0.5 } });
    try {
      await addRoute(f, { routeMode: 'auto', channelIds: [f.b, f.c, f.a] });
      expect(await channelOf((await place(f)).id)).toBe(f.b);
      expect(await channelOf((await place(f)).id)).toBe(f.a);
    } finally {
      await limit(f.b, { channelLimit: {} });
      await limit(f.c, { serviceLimit: {} });
    }
  });

  it('continue after match: a rule without a usable channel hands over to the next matching one', async () => {
    await addRoute(f, { priority: 1, routeMode: 'auto', channelIds: [f.b], continueAfterMatch: true });
    await addRoute(f, { priority: 2, routeMode: 'auto', channelIds: [f.c] });
    setChannelGuard({
      refuses: async (_tx, _ctx, _w, id) => (id === f.b ? 'Too heavy' : undefined),
      take: async () => undefined,
    });
    expect(await channelOf((await place(f)).id)).toBe(f.c);
  });

  it('without a usable channel the waybill stays without one, the reason recorded', async () => {
    await addRoute(f, { name: 'Only B', routeMode: 'auto', channelIds: [f.b] });
    setChannelGuard({ refuses: async () => 'Too heavy', take: async () => undefined });
    const w = await place(f);
    const row = await waybillOf(f, w.id);
    expect(row.channelId).toBeNull();
    expect(row.status).not.toBe('waitChannelRoute');
    expect(row.routeFailure).toBe('Channel route Only B has no usable channel: Channel RTB: Too heavy');
    expect((await logsOf(f, w.id, 'routeFailed'))[0]?.after?.reason).toBe(row.routeFailure);
  });
});

describe('price check', () => {
  beforeAll(async () => {
    const ids = await priceIds(f.t);
    await f.t.database.db.delete(fmsPrice);
    // A: 20 / kg on the order's 12 kg; B: 10 / kg with a minimum charge weight of 50 kg → 500
    await f.t.database.db
      .update(channelTable)
      .set({ weightConfig: { minChargeWeight: 50, minChargeWeightPer: 'bill', carryUnits: [] } } as never)
      .where(eq(channelTable.id, f.b));
    const agent = (channelId: string, price: string) =>
      priceBody(f.t, ids, {
        name: `Cost ${price}`,
        kind: 'agent',
        channelId,
        customerIds: [],
        weightRanges: [{ attributeType: 'unitPrice', price }],
      });
    await insertPrice(f.t, f.tk.admin, agent(f.a, '20'));
    await insertPrice(f.t, f.tk.admin, agent(f.b, '10'));
    forgetPriceReference(f.t.database.db);
  });

  it('by total: the cheapest total; a channel without an agent price is skipped', async () => {
    await addRoute(f, { routeMode: 'priceCheck', deviationMode: 'sum', channelIds: [f.c, f.b, f.a] });
    expect(await channelOf((await place(f)).id)).toBe(f.a);
  });

  it('by unit price: the cheapest per charge kg', async () => {
    await addRoute(f, { routeMode: 'priceCheck', deviationMode: 'unitPrice', channelIds: [f.a, f.b] });
    expect(await channelOf((await place(f)).id)).toBe(f.b);
  });

  it('the cheapest refused by a limit falls back to the next cheapest', async () => {
    await addRoute(f, { routeMode: 'priceCheck', deviationMode: 'sum', channelIds: [f.a, f.b] });
    setChannelGuard({
      refuses: async () => undefined,
      take: async (_tx, _ctx, _w, id) => (id === f.a ? 'Full' : undefined),
    });
    expect(await channelOf((await place(f)).id)).toBe(f.b);
  });
});

describe('at receive', () => {
  it('no channel route at all: routing is off, the waybill is received as before', async () => {
    const w = await place(f);
    await receive(f, w.waybillNo);
    const row = await waybillOf(f, w.id);
    expect([row.status, row.channelId, row.routeFailure]).toEqual(['received', null, null]);
  });

  it('no rule applies: the waybill waits for a channel route with the reason', async () => {
    await addRoute(f, {
      routeMode: 'auto',
      channelIds: [f.a],
      condition: { all: [{ field: 'destinationCountry', op: 'eq', value: 'GB' }] },
    });
    const w = await place(f);
    const r = await f.t.post<{ status: string }>(
      '/lms/scan/receive',
      { no: w.waybillNo, weighMode: 1 },
      { token: f.tk.service },
    );
    expect(r.data.status).toBe('waitChannelRoute');
    const row = await waybillOf(f, w.id);
    expect(row.status).toBe('waitChannelRoute');
    expect(row.routeFailure).toBe('No channel route applies');
    // the waybill list tells staff the reason, not the customer
    const listed = async (token: string) =>
      (
        await f.t.post<{ records: Record<string, unknown>[] }>(
          '/lms/waybill/search',
          { criteria: { numbers: w.waybillNo, status: ['waitChannelRoute'] } },
          { token },
        )
      ).data.records;
    expect((await listed(f.tk.admin))[0]?.routeFailure).toBe('No channel route applies');
    const own = await listed(f.tk.demo);
    expect(own.map((r) => r.waybillNo)).toEqual([w.waybillNo]);
    expect(own[0]).not.toHaveProperty('routeFailure');
  });

  it('manual: the waybill waits for a person', async () => {
    await addRoute(f, { name: 'By hand', routeMode: 'manual' });
    const w = await place(f);
    await receive(f, w.waybillNo);
    const row = await waybillOf(f, w.id);
    expect([row.status, row.routeFailure]).toEqual([
      'waitChannelRoute',
      'Channel route By hand routes by hand',
    ]);
  });

  it('a channel that now refuses the waybill is routed again; one that takes it is kept', async () => {
    await addRoute(f, { routeMode: 'auto', channelIds: [f.b, f.a] });
    const moved = await place(f);
    const kept = await place(f);
    expect(await channelOf(moved.id)).toBe(f.b);
    setChannelGuard({
      refuses: async (_tx, _ctx, _w, id, facts) =>
        id === f.b && facts.waybillNo === moved.waybillNo ? 'Too long' : undefined,
      take: async () => undefined,
    });
    await receive(f, moved.waybillNo);
    await receive(f, kept.waybillNo);
    expect(await channelOf(moved.id)).toBe(f.a);
    expect(await channelOf(kept.id)).toBe(f.b);
    expect((await waybillOf(f, moved.id)).status).toBe('received');
  });
});
