import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { channelTable } from '#modules/settings/basic.schema.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import { setChannelGuard } from './channel-guard.ts';
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

/** Manual routing of waiting waybills, routing again, and the dry run against the live routing. */
let f: RouteFixture;
beforeAll(async () => {
  f = await startRouteApp();
}, 120_000);
afterAll(() => f.t.close());
beforeEach(() => clearRoutes(f));
afterEach(() => setChannelGuard());

/** A waybill received while the only channel route routes by hand: waiting for a channel. */
async function waiting(token = f.tk.demo) {
  await manualRoute();
  const w = await place(f, token);
  await receive(f, w.waybillNo);
  return w;
}

let hasManualRoute = false;
async function manualRoute() {
  if (hasManualRoute) return;
  await addRoute(f, { name: 'Manual last', priority: 9999, routeMode: 'manual' });
  hasManualRoute = true;
}
beforeEach(() => {
  hasManualRoute = false;
});

const post = <T = unknown>(url: string, body: unknown, token = f.tk.admin) =>
  f.t.post<T>(`/lms/waybill/${url}`, body, { token });

describe('route channel by hand', () => {
  it('routes the waiting waybills to the channel, the caller as their manual router', async () => {
    const [w1, w2] = [await waiting(), await waiting()];
    const res = await post('routeChannel', { ids: [w1.id, w2.id], channelId: f.b });
    expect(res.data).toEqual({ updated: 2 });
    const [admin] = await f.t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'admin'));
    for (const w of [w1, w2]) {
      const row = await waybillOf(f, w.id);
      expect([row.status, row.channelId, row.manualRouterId, row.routeFailure]).toEqual([
        'waitSend',
        f.b,
        admin!.id,
        null,
      ]);
    }
  });

  it('all or nothing: one waybill not waiting, or one the guard refuses, changes none', async () => {
    const w1 = await waiting();
    const notWaiting = await place(f);
    const res = await post('routeChannel', { ids: [w1.id, notWaiting.id], channelId: f.b });
    expect(res.msg).toBe(`Waybill ${notWaiting.waybillNo} is not waiting for a channel route`);
    const w2 = await waiting();
    setChannelGuard({
      refuses: async () => undefined,
      take: async (_tx, _ctx, w) => (w.id === w2.id ? 'Channel limit reached' : undefined),
    });
    const refused = await post('routeChannel', { ids: [w1.id, w2.id], channelId: f.b });
    expect(refused.msg).toBe(`Waybill ${w2.waybillNo}: Channel limit reached`);
    expect((await waybillOf(f, w1.id)).status).toBe('waitChannelRoute');
  });

  it('refuses a channel that does not serve the product, and a disabled one', async () => {
    const w = await waiting();
    const add = async (code: string, over: Record<string, unknown>) => {
      const [row] = await f.t.database.db
        .insert(channelTable)
        .values({ code, name: `Channel ${code}`, ...over } as never)
        .returning({ id: channelTable.id });
      return String(row!.id);
    };
    const elsewhere = await add('RTEU', { productIds: [] });
    const off = await add('RTOFF2', { productIds: [f.product], enabled: false });
    expect((await post('routeChannel', { ids: [w.id], channelId: elsewhere })).msg).toBe(
      `Waybill ${w.waybillNo}: channel Channel RTEU does not serve the product`,
    );
    expect((await post('routeChannel', { ids: [w.id], channelId: off })).msg).toBe(
      'The channel does not exist or is disabled',
    );
  });

  it('refuses customers and staff without the route action', async () => {
    const w = await waiting();
    for (const token of [f.tk.demo, f.tk.lmsonly])
      expect((await post('routeChannel', { ids: [w.id], channelId: f.b }, token)).code).not.toBe(0);
    const viewer = await userWithPermissions(f.t, f.tk.admin, 'routeless', ['lms/waybill/list']);
    expect((await post('routeChannel', { ids: [w.id], channelId: f.b }, viewer)).msg).toBe(
      'No permission at present',
    );
    expect((await post('reroute', { ids: [w.id] }, viewer)).msg).toBe('No permission at present');
    const router = await userWithPermissions(f.t, f.tk.admin, 'router', [
      'lms/waybill/list',
      'lms/waybill/list:route',
    ]);
    expect((await post('routeChannel', { ids: [w.id], channelId: f.b }, router)).data).toEqual({
      updated: 1,
    });
  });

  it("refuses waybills outside the caller's data scope", async () => {
    const mine = await waiting();
    const theirs = await waiting(f.tk.lmsonly);
    const [admin] = await f.t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'admin'));
    const grant = (dataScopes: string[] | null) =>
      f.t.post('/user/user/updateDataScopes', { userId: admin!.id, dataScopes }, { token: f.tk.admin });
    expect((await grant(['keyAccounts'])).code).toBe(0);
    try {
      const res = await post('routeChannel', { ids: [mine.id, theirs.id], channelId: f.b });
      expect(res.msg).toBe('Data does not exist');
      expect((await waybillOf(f, mine.id)).status).toBe('waitChannelRoute');
      expect((await post('routeChannel', { ids: [mine.id], channelId: f.b })).data).toEqual({ updated: 1 });
    } finally {
      await grant(null);
    }
  });
});

describe('route again', () => {
  it('runs the channel routes again: routed ones move on, the others keep waiting with the new reason', async () => {
    const [w1, w2] = [await waiting(), await waiting()];
    await addRoute(f, { name: 'Retry', routeMode: 'auto', channelIds: [f.a] });
    setChannelGuard({
      refuses: async (_tx, _ctx, _w, _id, facts) =>
        facts.waybillNo === w2.waybillNo ? 'Too heavy' : undefined,
      take: async () => undefined,
    });
    const res = await post<{ routed: number; failed: { waybillNo: string; reason: string }[] }>('reroute', {
      ids: [w1.id, w2.id],
    });
    expect(res.data.routed).toBe(1);
    expect(res.data.failed).toEqual([
      expect.objectContaining({
        waybillNo: w2.waybillNo,
        reason: 'Channel route Retry has no usable channel: US UPS Ground: Too heavy',
      }),
    ]);
    const [r1, r2] = [await waybillOf(f, w1.id), await waybillOf(f, w2.id)];
    expect([r1.status, r1.channelId, r1.routeFailure]).toEqual(['waitSend', f.a, null]);
    expect([r2.status, r2.channelId, r2.routeFailure]).toEqual([
      'waitChannelRoute',
      null,
      'Channel route Retry has no usable channel: US UPS Ground: Too heavy',
    ]);
  });

  it('refuses a waybill that has its channel', async () => {
    await addRoute(f, { routeMode: 'auto', channelIds: [f.a] });
    const w = await place(f);
    expect((await post('reroute', { ids: [w.id] })).msg).toBe(
      `Waybill ${w.waybillNo} has its channel or has left; it cannot be routed again`,
    );
  });
});

describe('dry run', () => {
  it('says what the live routing then does', async () => {
    const rule = await addRoute(f, {
      name: 'Turn AB',
      routeMode: 'auto',
      conflictRule: 'turn',
      channelIds: [f.a, f.b],
    });
    await addRoute(f, { priority: 200, name: 'Hidden', routeMode: 'manual' });
    const w = await place(f);
    const res = await f.t.post<{ rows: { id: string; applies: boolean; outcome: string | null }[] }>(
      '/basic/channelRoute/dryRun',
      { id: rule },
      { token: f.tk.admin },
    );
    expect(res.code).toBe(0);
    const row = res.data.rows.find((r) => r.id === w.id);
    expect(row).toMatchObject({ applies: true, outcome: 'Channel US UPS Ground, Channel RTB (Turn)' });
    const [log] = await logsOf(f, w.id, 'routeChannel');
    expect(log?.after).toMatchObject({ rule: 'Turn AB', channelId: f.a });
    const edited = await f.t.post<{ rows: { id: string; applies: boolean; outcome: string | null }[] }>(
      '/basic/channelRoute/dryRun',
      {
        id: rule,
        rule: {
          name: 'Turn AB',
          priority: 300,
          routeMode: 'priceCheck',
          channelIds: [f.b],
          deviationMode: 'unitPrice',
          condition: { all: [] },
        },
      },
      { token: f.tk.admin },
    );
    expect(edited.data.rows.find((r) => r.id === w.id)).toMatchObject({ applies: false, outcome: null });
  });
});
