import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { lmsWaybill } from './waybill.schema.ts';
import {
  customerId,
  order,
  productId,
  recentOrderTime,
  sampleOrder,
  startWaybillApp,
  type Tokens,
} from './waybill-test-kit.ts';

type Page = { records: Record<string, unknown>[]; total: number; page: number; size: number };

describe('lms waybill search and statusGroup', () => {
  let t: TestApp;
  let tk: Tokens;
  let usExpress: string;
  let euSea: string;
  const mine: { id: string; waybillNo: string }[] = [];
  let theirs: { id: string; waybillNo: string };

  // the demo seed's waybills are older than a day: the tests look at the waybills they place
  let recent: { orderTime: [string, string] };
  const search = (
    token: string,
    criteria: Record<string, unknown> = {},
    extra: Record<string, unknown> = {},
  ) => t.post<Page>('/lms/waybill/search', { criteria: { ...recent, ...criteria }, ...extra }, { token });
  const groups = (token: string, criteria: Record<string, unknown> = {}) =>
    t.post<Record<string, number>>('/lms/waybill/statusGroup', { ...recent, ...criteria }, { token });

  beforeAll(async () => {
    ({ t, tk, product: usExpress } = await startWaybillApp());
    recent = recentOrderTime(t);
    euSea = await productId(t, 'FDEUSEAFBA');
    for (let i = 0; i < 4; i++)
      mine.push(await order(t, tk.demo, sampleOrder(usExpress, { customerNo: `C1-${i}` })));
    mine.push(
      await order(
        t,
        tk.demo,
        sampleOrder(euSea, {
          customerNo: 'C1-EU',
          euDestination: 'DE',
          recipient: { ...sampleOrder(euSea).recipient, countryCode: 'DE', city: 'Hamburg' },
        }),
      ),
    );
    theirs = await order(t, tk.lmsonly, sampleOrder(usExpress, { customerNo: 'C1-0' }));
    // two received, one of them sent; one with an open work order
    for (const w of mine.slice(0, 2))
      expect(
        (await t.post('/lms/waybill/receive', { id: w.id, weighMode: 1 }, { token: tk.service })).code,
      ).toBe(0);
    const sent = await t.post(
      '/lms/waybill/action',
      { ids: [mine[0]!.id], action: 'send' },
      { token: tk.service },
    );
    expect(sent.code).toBe(0);
    await t.database.db
      .update(lmsWaybill)
      .set({ openedWorkOrderCount: 2 })
      .where(eq(lmsWaybill.id, mine[3]!.id));
  });
  afterAll(() => t.close());

  it('a customer sees only its own waybills, newest first, with customer and product names', async () => {
    const res = await search(tk.demo);
    expect(res.data.total).toBe(5);
    expect(res.data.records.map((r) => r.id)).not.toContain(theirs.id);
    expect(res.data.records[0]).toMatchObject({ customerCode: 'C0001', recipientName: 'John Smith' });
    const other = await search(tk.lmsonly);
    expect(other.data.records.map((r) => r.id)).toEqual([theirs.id]);
    const byNumber = await search(tk.lmsonly, { numbers: mine[0]!.waybillNo });
    expect(byNumber.data).toMatchObject({ total: 0, records: [] });
    // a customer cannot widen its scope by naming another customer
    const widened = await search(tk.lmsonly, { customerId: await customerId(t, 'C0001') });
    expect(widened.data.records.map((r) => r.id)).toEqual([theirs.id]);
  });

  it('staff see every customer and filter by customer, product, country, numbers, status and flags', async () => {
    expect((await search(tk.service)).data.total).toBe(6);
    const c2 = await customerId(t, 'C0002');
    expect((await search(tk.service, { customerId: c2 })).data.records.map((r) => r.id)).toEqual([theirs.id]);
    expect((await search(tk.service, { productId: euSea })).data.records.map((r) => r.id)).toEqual([
      mine[4]!.id,
    ]);
    expect((await search(tk.service, { destination: 'de' })).data.total).toBe(1);
    const byNo = await search(tk.service, {
      numbers: `${mine[1]!.waybillNo}\n${mine[2]!.waybillNo}, nothing`,
    });
    expect(byNo.data.records.map((r) => r.id).sort()).toEqual([mine[1]!.id, mine[2]!.id].sort());
    const byCustomerNo = await search(tk.service, { numbers: 'C1-0', numberType: 'customerNo' });
    expect(byCustomerNo.data.total).toBe(2);
    expect((await search(tk.demo, { numbers: 'C1-0' })).data.records.map((r) => r.id)).toEqual([mine[0]!.id]);
    expect((await search(tk.service, { status: ['received'] })).data.records.map((r) => r.id)).toEqual([
      mine[1]!.id,
    ]);
    expect((await search(tk.service, { statusGroup: 'sent' })).data.records.map((r) => r.id)).toEqual([
      mine[0]!.id,
    ]);
    expect((await search(tk.service, { statusGroup: 'workOrder' })).data.records.map((r) => r.id)).toEqual([
      mine[3]!.id,
    ]);
    const now = t.clock.now();
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString();
    const tomorrow = new Date(now.getTime() + 86_400_000).toISOString();
    expect((await search(tk.service, { receiveTime: [yesterday, tomorrow] })).data.total).toBe(2);
    expect((await search(tk.service, { orderTime: [tomorrow, tomorrow] })).data.total).toBe(0);
  });

  it('the demo seed holds waybills of the demo customers in many statuses, with pieces and tracks', async () => {
    const demo = await t.post<Page>(
      '/lms/waybill/search',
      { criteria: { orderTime: ['2000-01-01', recent.orderTime[0]] }, size: 100 },
      { token: tk.service },
    );
    // 48 generated, and up to 3 of them copied as the credit-hold customer C0003's (FDDEMOAR…, fms/balance demo)
    const generated = demo.data.records.filter((r) => !String(r.waybillNo).startsWith('FDDEMOAR'));
    expect(generated).toHaveLength(48);
    expect(demo.data.total - generated.length).toBeLessThanOrEqual(3);
    expect(new Set(generated.map((r) => r.customerCode))).toEqual(new Set(['C0001', 'C0002']));
    expect(new Set(demo.data.records.map((r) => r.status)).size).toBeGreaterThan(4);
    const delivered = demo.data.records.find((r) => r.status === 'delivered')!;
    const detail = await t.get<{
      pieces: unknown[];
      tracks: { description: string }[];
      info: { deliverTime: string };
    }>(
      '/lms/waybill/findById',
      { id: String(delivered.id), pieces: 'true', tracks: 'true' },
      { token: tk.service },
    );
    expect(detail.data.pieces.length).toBeGreaterThan(0);
    expect(detail.data.tracks.map((x) => x.description)).toContain('Delivered');
    expect(detail.data.info.deliverTime).toBeTruthy();
    // no stamp and no track of the demo lies in the future
    const result = await t.database.db.execute(
      sql`select (select max(greatest(order_time, receive_time, send_time, arrival_time, clearance_time,
          deliver_time, complete_time)) from lms_waybill where waybill_no like 'FDDEMO%') as stamp,
        (select max(k.time) from lms_waybill_track k join lms_waybill w on w.id = k.waybill_id
          where w.waybill_no like 'FDDEMO%') as track`,
    );
    const [latest] = (result as unknown as { rows: { stamp: string; track: string }[] }).rows;
    expect(new Date(latest!.stamp).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(latest!.track).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('pages of the requested size carry the total; a page past the end still answers the total', async () => {
    const first = await search(tk.service, {}, { size: 2, sort: [{ field: 'waybillNo', order: 'asc' }] });
    expect(first.data).toMatchObject({ total: 6, page: 1, size: 2 });
    expect(first.data.records).toHaveLength(2);
    const nos = first.data.records.map((r) => String(r.waybillNo));
    expect([...nos].sort()).toEqual(nos);
    const past = await search(tk.service, {}, { size: 2, page: 9 });
    expect(past.data).toMatchObject({ total: 6, records: [] });
  });

  it('more than 200 numbers are refused with the spec message', async () => {
    const numbers = Array.from({ length: 201 }, (_, i) => `N${i}`).join(' ');
    expect((await search(tk.demo, { numbers })).msg).toBe('At most 200 numbers per search');
  });

  it('statusGroup counts every tab for the criteria, own waybills only for customers', async () => {
    const mineCounts = await groups(tk.demo);
    expect(mineCounts.data).toMatchObject({ ordered: 3, waitSend: 1, sent: 1, delivered: 0, workOrder: 1 });
    const all = await groups(tk.service);
    expect(all.data.ordered).toBe(4);
    const eu = await groups(tk.service, { productId: euSea });
    expect(eu.data).toMatchObject({ ordered: 1, sent: 0 });
  });

  it('statusGroup counts what the search lists: the same criteria, chosen statuses included (issue 13)', async () => {
    const cases: Record<string, unknown>[] = [
      {},
      { status: ['received'] },
      { status: ['received'], destination: 'US' },
      { status: ['order', 'departure'], productId: usExpress },
      { destination: 'DE' },
    ];
    for (const criteria of cases) {
      const counts = (await groups(tk.service, criteria)).data;
      const total = async (statusGroup?: string) =>
        (await search(tk.service, statusGroup ? { ...criteria, statusGroup } : criteria)).data.total;
      const groupKeys = Object.keys(counts).filter((k) => k !== 'workOrder');
      expect(
        groupKeys.reduce((sum, k) => sum + counts[k]!, 0),
        JSON.stringify(criteria),
      ).toBe(await total());
      for (const [key, count] of Object.entries(counts))
        expect(count, `${key} of ${JSON.stringify(criteria)}`).toBe(await total(key));
    }
    expect((await groups(tk.service, { status: ['received'] })).data).toMatchObject({
      ordered: 0,
      waitSend: 1,
    });
  });

  it('without the list permission search, statusGroup and findById are refused', async () => {
    const nobody = await userWithPermissions(t, tk.admin, 'wbnobody', ['setting/system']);
    expect((await search(nobody)).msg).toBe('No permission at present');
    expect((await t.post('/lms/waybill/statusGroup', {}, { token: nobody })).msg).toBe(
      'No permission at present',
    );
    expect((await t.get('/lms/waybill/findById', { id: mine[0]!.id }, { token: nobody })).msg).toBe(
      'No permission at present',
    );
  });
});
