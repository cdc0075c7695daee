import { waybillOrderSchema } from '@freightdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkOrders, placeOrders } from '#modules/lms/waybill/index.ts';
import {
  customerId,
  productId,
  sampleOrder,
  signInAll,
  type Tokens,
  waybillRow,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { route } from '#platform/http/route.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { interceptorTable } from './interceptor.schema.ts';

/** A batch of orders placed in one transaction, as an import's round places them. */
const testRoutes = [
  route({
    method: 'POST',
    url: '/test/interceptor/batch',
    input: z.object({ orders: z.array(z.record(z.string(), z.unknown())) }),
    handler: async (c, b) => {
      const orders = b.orders.map((o) => waybillOrderSchema.parse(o));
      const checked = await checkOrders(c, c.db, orders);
      return c.db.transaction((tx) =>
        placeOrders(
          tx,
          { ...c, db: tx },
          checked.map((r) =>
            r.ok
              ? r.checked
              : (() => {
                  throw r.error;
                })(),
          ),
        ),
      );
    },
  }),
];

type OrderAnswer = { id: string; waybillNo: string; warnings?: string[] };
type ScanAnswer = { status: string; warnings: string[] };

let t: TestApp;
let tk: Tokens;
let product: string;
let seq = 0;

const US_OVER_30 = {
  all: [
    { field: 'destinationCountry', op: 'eq', value: 'US' },
    { field: 'chargeWeight', op: 'gt', value: '30' },
  ],
};
const HEAVY = [{ orderActualWeight: '40', orderLength: '50', orderWidth: '40', orderHeight: '30' }];

const orderBody = (over: Record<string, unknown> = {}) =>
  sampleOrder(product, { customerNo: `IC-${++seq}`, ...over });
const orderAs = (body: unknown, token = tk.demo) =>
  t.post<OrderAnswer>('/lms/waybill/order', body, { token });
const scanIt = (type: string, body: Record<string, unknown>) =>
  t.post<ScanAnswer>(`/lms/scan/${type}`, body, { token: tk.service });

async function addInterceptor(over: Record<string, unknown>) {
  const res = await t.post<{ id: string }>(
    '/basic/interceptor/insert',
    {
      name: `rule ${++seq}`,
      priority: 100,
      points: ['order'],
      interceptType: 'tip',
      tip: 'check it',
      condition: US_OVER_30,
      ...over,
    },
    { token: tk.admin },
  );
  expect(res.code).toBe(0);
  return res.data.id;
}

/** Each test starts with no interceptors. */
const clear = () => t.database.db.delete(interceptorTable);

const interceptLogs = (waybillId: string) =>
  t.database.db
    .select()
    .from(businessLog)
    .where(and(eq(businessLog.entityId, waybillId), eq(businessLog.action, 'intercept')));

beforeAll(async () => {
  t = await createTestApp({ routes: testRoutes });
  tk = await signInAll(t);
  product = await productId(t);
}, 120_000);
afterAll(() => t.close());

// a direct update bumps the version: the loaded rules are cached per table digest (ids and versions)
describe('interceptors at order', () => {
  it('confirm: a US order over 30 kg answers 2000 with the tip, goes through with force, and is logged', async () => {
    await clear();
    await addInterceptor({ interceptType: 'confirm', tip: 'US over 30 kg: check the invoice' });
    const heavy = orderBody({ pieces: HEAVY });
    const asked = await orderAs(heavy);
    expect(asked.code).toBe(2000);
    expect(asked.msg).toBe('Confirm: US over 30 kg: check the invoice');
    const placed = await orderAs({ ...heavy, force: true });
    expect(placed.code).toBe(0);
    expect(placed.data.warnings).toEqual(['US over 30 kg: check the invoice']);
    const logs = await interceptLogs(placed.data.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]!.changes).toMatchObject({
      after: {
        point: 'order',
        interceptType: 'confirm',
        tip: 'US over 30 kg: check the invoice',
        confirmed: true,
      },
    });
    const light = await orderAs(orderBody());
    expect(light.code).toBe(0);
    expect(light.data.warnings).toBeUndefined();
    expect(await interceptLogs(light.data.id)).toHaveLength(0);
  });

  it('tip: the order goes on and carries the tip; block refuses with -1 whatever force says', async () => {
    await clear();
    await addInterceptor({ tip: 'heavy parcel' });
    const tipped = await orderAs(orderBody({ pieces: HEAVY }));
    expect(tipped.data.warnings).toEqual(['heavy parcel']);
    await clear();
    await addInterceptor({ interceptType: 'block', tip: 'no heavy US parcels' });
    const blocked = await orderAs({ ...orderBody({ pieces: HEAVY }), force: true });
    expect(blocked.code).toBe(-1);
    expect(blocked.msg).toBe('Blocked: no heavy US parcels');
  });

  it('matches by country, product, customer and weight', async () => {
    await clear();
    const c2 = await customerId(t, 'C0002');
    await addInterceptor({
      tip: 'C0002 on the US product',
      condition: {
        all: [
          { field: 'customerId', op: 'eq', value: c2 },
          { field: 'productId', op: 'eq', value: product },
          { field: 'destinationCountry', op: 'in', value: ['US', 'CA'] },
          { field: 'chargeWeight', op: 'lte', value: '30' },
        ],
      },
    });
    const own = await orderAs(orderBody());
    expect(own.data.warnings).toBeUndefined();
    const other = await orderAs(orderBody({ customerId: c2 }), tk.admin);
    expect(other.data.warnings).toEqual(['C0002 on the US product']);
    const otherHeavy = await orderAs(orderBody({ customerId: c2, pieces: HEAVY }), tk.admin);
    expect(otherHeavy.data.warnings).toBeUndefined();
  });

  it('priority and continue or stop; block beats confirm beats tip', async () => {
    await clear();
    await addInterceptor({ priority: 2, tip: 'second' });
    const first = await addInterceptor({ priority: 1, tip: 'first' });
    expect((await orderAs(orderBody({ pieces: HEAVY }))).data.warnings).toEqual(['first']);
    await t.database.db
      .update(interceptorTable)
      .set({ continueAfterMatch: true, version: sql`version + 1` } as never)
      .where(eq(interceptorTable.id as never, first));
    expect((await orderAs(orderBody({ pieces: HEAVY }))).data.warnings).toEqual(['first', 'second']);
    await addInterceptor({ priority: 3, interceptType: 'confirm', tip: 'confirm me' });
    await t.database.db
      .update(interceptorTable)
      .set({ continueAfterMatch: true, version: sql`version + 1` } as never);
    expect((await orderAs(orderBody({ pieces: HEAVY }))).code).toBe(2000);
    await addInterceptor({ priority: 4, interceptType: 'block', tip: 'stop' });
    const worst = await orderAs({ ...orderBody({ pieces: HEAVY }), force: true });
    expect([worst.code, worst.msg]).toEqual([-1, 'Blocked: stop']);
  });

  it('validity dates and the enabled switch decide whether a rule is in force', async () => {
    await clear();
    const now = t.clock.now().getTime();
    await addInterceptor({ tip: 'later', validFrom: new Date(now + 86_400_000).toISOString() });
    await addInterceptor({ tip: 'ended', validTo: new Date(now - 86_400_000).toISOString() });
    const off = await addInterceptor({ tip: 'off' });
    expect((await t.post('/basic/interceptor/disable', { ids: [off] }, { token: tk.admin })).code).toBe(0);
    expect((await orderAs(orderBody({ pieces: HEAVY }))).data.warnings).toBeUndefined();
    await addInterceptor({ tip: 'now', validFrom: new Date(now - 1000).toISOString() });
    expect((await orderAs(orderBody({ pieces: HEAVY }))).data.warnings).toEqual(['now']);
  });

  it('a batch (import) has no force: a confirm refuses the batch naming the order', async () => {
    await clear();
    await addInterceptor({ interceptType: 'confirm', tip: 'heavy' });
    const res = await t.post(
      '/test/interceptor/batch',
      { orders: [orderBody({ customerNo: 'IMP-1' }), orderBody({ customerNo: 'IMP-2', pieces: HEAVY })] },
      { token: tk.demo },
    );
    expect([res.code, res.msg]).toEqual([2000, 'Confirm: IMP-2: heavy']);
  });

  it('the dry run of a saved rule says what the live rule then does', async () => {
    await clear();
    const id = await addInterceptor({ interceptType: 'tip', tip: 'dry' });
    const heavy = await orderAs(orderBody({ pieces: HEAVY }));
    const light = await orderAs(orderBody());
    const dry = await t.post<{ rows: { id: string; applies: boolean; outcome: string | null }[] }>(
      '/basic/interceptor/dryRun',
      { id, limit: 50 },
      { token: tk.admin },
    );
    expect(dry.code).toBe(0);
    const row = (wid: string) => dry.data.rows.find((r) => r.id === wid)!;
    expect(row(heavy.data.id)).toMatchObject({ applies: true, outcome: 'Tip: dry' });
    expect(row(light.data.id)).toMatchObject({ applies: false, outcome: null });
    expect(!!heavy.data.warnings).toBe(row(heavy.data.id).applies);
    expect(!!light.data.warnings).toBe(row(light.data.id).applies);
  });
});

describe('interceptors at receive and send', () => {
  it('receive: a block refuses the receive (status unchanged), a confirm needs force, a tip warns', async () => {
    await clear();
    const ordered = await orderAs(orderBody());
    const pieces = [
      { actualWeight: '45', length: '50', width: '40', height: '30' },
      { actualWeight: '3', length: '20', width: '20', height: '20' },
    ];
    const blockId = await addInterceptor({ points: ['receive'], interceptType: 'block', tip: 'too heavy' });
    const refused = await scanIt('receive', {
      no: ordered.data.waybillNo,
      weighMode: 0,
      pieces,
      force: true,
    });
    expect([refused.code, refused.msg]).toEqual([-1, 'Blocked: too heavy']);
    expect((await waybillRow(t, ordered.data.id))!.status).toBe('order');
    await t.post('/basic/interceptor/disable', { ids: [blockId] }, { token: tk.admin });
    await addInterceptor({ points: ['receive'], interceptType: 'confirm', tip: 'weigh again?' });
    const asked = await scanIt('receive', { no: ordered.data.waybillNo, weighMode: 0, pieces });
    expect([asked.code, asked.msg]).toEqual([2000, 'Confirm: weigh again?']);
    const done = await scanIt('receive', { no: ordered.data.waybillNo, weighMode: 0, pieces, force: true });
    expect(done.code).toBe(0);
    expect(done.data.warnings).toContain('weigh again?');
    const logs = await interceptLogs(ordered.data.id);
    expect(logs.map((l) => (l.changes as { after: { point: string } }).after.point)).toEqual(['receive']);
  });

  it('send: a tip goes with the send scan, a block refuses it; order-only rules do not run there', async () => {
    await clear();
    await addInterceptor({
      points: ['order'],
      interceptType: 'block',
      tip: 'order only',
      condition: { all: [{ field: 'status', op: 'eq', value: 'received' }] },
    });
    const ordered = await orderAs(orderBody());
    expect((await scanIt('receive', { no: ordered.data.waybillNo, weighMode: 1 })).code).toBe(0);
    await addInterceptor({ points: ['send'], tip: 'last check', condition: { all: [] } });
    const sent = await scanIt('send', { no: ordered.data.waybillNo });
    expect(sent.code).toBe(0);
    expect(sent.data.warnings).toEqual(['last check']);
    const logs = await interceptLogs(ordered.data.id);
    expect(logs.map((l) => (l.changes as { after: { point: string } }).after.point)).toEqual(['send']);

    const second = await orderAs(orderBody());
    await scanIt('receive', { no: second.data.waybillNo, weighMode: 1 });
    await addInterceptor({
      points: ['send'],
      interceptType: 'block',
      tip: 'hold',
      condition: { all: [] },
      priority: 1,
    });
    const held = await scanIt('send', { no: second.data.waybillNo });
    expect([held.code, held.msg]).toEqual([-1, 'Blocked: hold']);
    expect((await waybillRow(t, second.data.id))!.status).toBe('received');
  });
});

describe('interceptor routes', () => {
  it('refuses users without the permission and customers', async () => {
    await clear();
    const id = await addInterceptor({});
    const viewer = await userWithPermissions(t, tk.admin, 'icview', ['lms/waybill/list']);
    for (const token of [viewer, tk.demo]) {
      expect((await t.post('/basic/interceptor/search', {}, { token })).msg).toBe('No permission at present');
      expect((await t.post('/basic/interceptor/dryRun', { id }, { token })).msg).toBe(
        'No permission at present',
      );
      expect(
        (await t.post('/basic/interceptor/insert', { name: 'x', points: ['order'], tip: 'x' }, { token }))
          .msg,
      ).toBe('No permission at present');
    }
    const holder = await userWithPermissions(t, tk.admin, 'icedit', ['setting/control/interceptor']);
    expect((await t.post('/basic/interceptor/search', {}, { token: holder })).code).toBe(0);
  });

  it('refuses a malformed condition, a tip too long and no point', async () => {
    const bad = await t.post(
      '/basic/interceptor/insert',
      {
        name: 'bad',
        priority: 1,
        points: ['order'],
        interceptType: 'tip',
        tip: 'x',
        condition: { all: [{ field: 'nope', op: 'eq', value: 'x' }] },
      },
      { token: tk.admin },
    );
    expect(bad.code).toBe(-1);
    const long = await t.post(
      '/basic/interceptor/insert',
      {
        name: 'long',
        priority: 1,
        points: ['order'],
        interceptType: 'tip',
        tip: 'x'.repeat(201),
        condition: { all: [] },
      },
      { token: tk.admin },
    );
    expect(long.code).toBe(-1);
    const none = await t.post(
      '/basic/interceptor/insert',
      { name: 'none', priority: 1, points: [], interceptType: 'tip', tip: 'x', condition: { all: [] } },
      { token: tk.admin },
    );
    expect(none.code).toBe(-1);
  });
});
