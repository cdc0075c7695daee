import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { readSheet } from '#platform/excel/excel.service.ts';
import { exportFile, userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { lmsWaybillCommodity, lmsWaybillPiece } from './waybill.schema.ts';
import {
  customerId,
  order,
  productId,
  recentOrderTime,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  trackRows,
  waybillRow,
} from './waybill-test-kit.ts';

type Placed = { id: string; waybillNo: string };

describe('lms waybill list extras: export, copy, batch update', () => {
  let t: TestApp;
  let tk: Tokens;
  let usExpress: string;
  let euSea: string;
  const mine: Placed[] = [];
  let theirs: Placed;
  let recent: { orderTime: [string, string] };

  beforeAll(async () => {
    ({ t, tk, product: usExpress } = await startWaybillApp());
    recent = recentOrderTime(t);
    euSea = await productId(t, 'FDEUSEAFBA');
    for (let i = 0; i < 3; i++)
      mine.push(
        await order(
          t,
          tk.demo,
          sampleOrder(usExpress, {
            customerNo: `L-${i}`,
            orderRemark: 'fragile',
            boxes: [{ boxNo: `BX-${i}`, commodities: [{ nameEn: 'Mug', quantity: 6, unitPrice: '2' }] }],
          }),
        ),
      );
    theirs = await order(t, tk.lmsonly, sampleOrder(usExpress, { customerNo: 'L-0' }));
    // mine[1] received, mine[2] received and sent
    for (const w of mine.slice(1))
      expect(
        (await t.post('/lms/waybill/receive', { id: w.id, weighMode: 1 }, { token: tk.service })).code,
      ).toBe(0);
    expect(
      (await t.post('/lms/waybill/action', { ids: [mine[2]!.id], action: 'send' }, { token: tk.service }))
        .code,
    ).toBe(0);
  });
  afterAll(() => t.close());

  describe('export', () => {
    it('exports the criteria as xlsx: staff with the customer column, customers only their own without it', async () => {
      const staff = await exportFile(t, '/lms/waybill/export', tk.admin, { criteria: recent });
      const sheet = await readSheet(staff.body);
      expect(sheet.headers).toContain('Customer');
      expect(sheet.headers.slice(0, 3)).toEqual(['Waybill number', 'Customer number', 'Track number']);
      expect(sheet.rows).toHaveLength(4);
      const statusAt = sheet.headers.indexOf('Status');
      const sentRow = sheet.rows.find((r) => r.cells[0] === mine[2]!.waybillNo)!;
      expect(sentRow.cells[statusAt]).toBe('Sent / departed');

      const own = await readSheet(
        (await exportFile(t, '/lms/waybill/export', tk.demo, { criteria: recent })).body,
      );
      expect(own.headers).not.toContain('Customer');
      expect(own.rows.map((r) => r.cells[0]).sort()).toEqual(mine.map((w) => w.waybillNo).sort());
    });

    it('is refused without the export permission', async () => {
      const listOnly = await userWithPermissions(t, tk.admin, 'listonly', ['lms/waybill/list']);
      const res = await t.post('/lms/waybill/export', { criteria: recent }, { token: listOnly });
      expect(res.code).not.toBe(0);
      expect(res.msg).toBe('No permission at present');
    });

    it('says so when more than 50,000 rows match', async () => {
      const cust = await customerId(t, 'C0002');
      await t.database.db.execute(sql`insert into lms_waybill
          (waybill_no, customer_id, status, destination, product_id, order_time, sender, recipient, invoice)
        select 'BULK' || n, ${cust}, 'order', 'ZZ', ${usExpress}, '2020-01-01', '{}'::jsonb, '{}'::jsonb, '{}'::jsonb
        from generate_series(1, 50001) n`);
      const res = await exportFile(t, '/lms/waybill/export', tk.admin, { criteria: { destination: 'ZZ' } });
      expect(JSON.parse(res.body.toString())).toMatchObject({
        code: -1,
        msg: 'At most 50000 rows can be exported at once, please narrow the search',
      });
      await t.database.db.execute(sql`delete from lms_waybill where destination = 'ZZ'`);
    }, 60_000);
  });

  describe('copy', () => {
    it('copies a waybill as a new order: new number, no customer number, same pieces, boxes and commodities', async () => {
      const res = await t.post<{ waybills: { id: string; waybillNo: string; copiedFrom: string }[] }>(
        '/lms/waybill/copy',
        { ids: [mine[2]!.id] },
        { token: tk.demo },
      );
      expect(res.code).toBe(0);
      const copy = res.data.waybills[0]!;
      expect(copy.copiedFrom).toBe(mine[2]!.waybillNo);
      expect(copy.waybillNo).not.toBe(mine[2]!.waybillNo);
      const row = await waybillRow(t, copy.id);
      expect(row).toMatchObject({
        status: 'order',
        customerNo: null,
        receiveTime: null,
        sendTime: null,
        orderChargeWeight: '11.500',
        orderRemark: 'fragile',
        customerId: await customerId(t, 'C0001'),
      });
      expect(row!.recipient).toMatchObject({ name: 'John Smith', countryCode: 'US' });
      const pieces = await t.database.db
        .select()
        .from(lmsWaybillPiece)
        .where(eq(lmsWaybillPiece.waybillId, copy.id));
      expect(pieces.map((p) => [p.subNo, p.orderActualWeight, p.receiveActualWeight])).toEqual([
        [`${copy.waybillNo}001`, '8.000', null],
        [`${copy.waybillNo}002`, '3.000', null],
      ]);
      const lines = await t.database.db
        .select()
        .from(lmsWaybillCommodity)
        .where(eq(lmsWaybillCommodity.waybillId, copy.id));
      expect(lines).toHaveLength(3);
      expect(lines.filter((l) => l.boxId !== null).map((l) => l.nameEn)).toEqual(['Mug']);
      expect((await trackRows(t, copy.id)).map((r) => r.messageKey)).toEqual(['lmsTrackOrdered']);
      const log = await t.database.db.select().from(businessLog).where(eq(businessLog.entityId, copy.id));
      expect(log.map((l) => l.action)).toEqual(['copy']);
    });

    it('staff copies wait for the customer to confirm', async () => {
      const res = await t.post<{ waybills: Placed[] }>(
        '/lms/waybill/copy',
        { ids: [theirs.id] },
        { token: tk.admin },
      );
      expect((await waybillRow(t, res.data.waybills[0]!.id))!.status).toBe('waitConfirmWaybill');
    });

    it("refuses another customer's waybill, more than 500 ids and callers without the order permission", async () => {
      const other = await t.post('/lms/waybill/copy', { ids: [mine[0]!.id, theirs.id] }, { token: tk.demo });
      expect(other).toMatchObject({ code: -1, msg: 'Data does not exist' });
      const ids = Array.from({ length: 501 }, () => mine[0]!.id);
      expect((await t.post('/lms/waybill/copy', { ids }, { token: tk.demo })).code).toBe(-1);
      const listOnly = await t.login('listonly', 'Test@1234');
      expect((await t.post('/lms/waybill/copy', { ids: [mine[0]!.id] }, { token: listOnly })).msg).toBe(
        'No permission at present',
      );
    });
  });

  describe('batch update', () => {
    const update = (token: string, body: unknown, lang: 'en-US' | 'zh-CN' | 'vi-VN' = 'en-US') =>
      t.post<{ updated: number }>('/lms/waybill/batchUpdate', body, { token, lang });

    it('sets the chosen fields only, clears with empty text, logs the change', async () => {
      const res = await update(tk.admin, {
        ids: [mine[0]!.id, mine[1]!.id],
        values: { orderRemark: '', tradeClause: 'DDP', isPaperLess: true },
      });
      expect(res).toMatchObject({ code: 0, data: { updated: 2 } });
      for (const w of mine.slice(0, 2))
        expect(await waybillRow(t, w.id)).toMatchObject({
          orderRemark: null,
          tradeClause: 'DDP',
          isPaperLess: true,
          packageType: 'parcel',
          customerNo: expect.stringMatching(/^L-/),
        });
      const logs = await t.database.db
        .select()
        .from(businessLog)
        .where(and(eq(businessLog.entityId, mine[0]!.id), eq(businessLog.action, 'batchUpdate')));
      expect(logs).toHaveLength(1);
      const [log] = logs;
      expect(log).toMatchObject({ action: 'batchUpdate', changes: { before: { orderRemark: 'fragile' } } });
    });

    it('a new product recalculates the order weights; numbers choose the waybills', async () => {
      const res = await update(tk.demo, { numbers: `${mine[0]!.waybillNo}\n`, values: { productId: euSea } });
      expect(res.code).toBe(0);
      expect(await waybillRow(t, mine[0]!.id)).toMatchObject({
        productId: euSea,
        orderChargeWeight: '12.000',
      });
    });

    it('refuses sent waybills (staff) and received ones (customers), writing nothing', async () => {
      const sent = await update(tk.admin, { ids: [mine[0]!.id, mine[2]!.id], values: { declareType: 'X1' } });
      expect(sent.msg).toBe(`Waybill ${mine[2]!.waybillNo} has been sent and cannot be changed`);
      expect((await waybillRow(t, mine[0]!.id))!.declareType).toBeNull();
      const received = await update(tk.demo, { ids: [mine[1]!.id], values: { declareType: 'X1' } }, 'zh-CN');
      expect(received.msg).toBe(`运单${mine[1]!.waybillNo}已收货，不能修改`);
      expect((await update(tk.admin, { ids: [mine[1]!.id], values: { declareType: 'X1' } })).code).toBe(0);
    });

    it("refuses another customer's waybills by id and by number, and staff fields from customers", async () => {
      expect((await update(tk.demo, { ids: [theirs.id], values: { orderRemark: 'x' } })).msg).toBe(
        'Data does not exist',
      );
      expect((await update(tk.demo, { numbers: theirs.waybillNo, values: { orderRemark: 'x' } })).msg).toBe(
        `These waybill numbers do not exist: ${theirs.waybillNo}`,
      );
      const channel = await update(tk.demo, {
        ids: [mine[0]!.id],
        values: { channelId: '00000000-0000-4000-8000-000000000001' },
      });
      expect(channel.msg).toBe('Field Channel cannot be edited');
      expect((await waybillRow(t, theirs.id))!.orderRemark).toBeNull();
    });

    it('answers bad input in the caller language', async () => {
      expect((await update(tk.admin, { ids: [mine[0]!.id], values: {} })).msg).toBe(
        'Choose at least one field to change',
      );
      expect((await update(tk.admin, { values: { orderRemark: 'x' } }, 'vi-VN')).msg).toBe(
        'Vui lòng chọn vận đơn hoặc nhập số vận đơn',
      );
      const long = await update(tk.admin, { ids: [mine[0]!.id], values: { orderRemark: 'x'.repeat(501) } });
      expect(long.msg).toBe('Maximum length of Order remark cannot exceed 500');
      const many = Array.from({ length: 501 }, (_, i) => `N${i}`).join('\n');
      expect((await update(tk.admin, { numbers: many, values: { orderRemark: 'x' } })).msg).toBe(
        'At most 500 numbers at once',
      );
      const product = await update(tk.admin, {
        ids: [mine[0]!.id],
        values: { productId: '00000000-0000-4000-8000-000000000001' },
      });
      expect(product.msg).toBe('Product does not exist');
    });

    it('is refused without the update permission', async () => {
      const listOnly = await t.login('listonly', 'Test@1234');
      expect((await update(listOnly, { ids: [mine[0]!.id], values: { orderRemark: 'x' } })).msg).toBe(
        'No permission at present',
      );
    });

    it('findByNos lists the found waybills in pasted order and the numbers not found, own only', async () => {
      const res = await t.post<{ records: { waybillNo: string }[]; missing: string[] }>(
        '/lms/waybill/findByNos',
        { numbers: `${mine[1]!.waybillNo} NOPE ${theirs.waybillNo},${mine[0]!.waybillNo}` },
        { token: tk.demo },
      );
      expect(res.data.records.map((r) => r.waybillNo)).toEqual([mine[1]!.waybillNo, mine[0]!.waybillNo]);
      expect(res.data.missing).toEqual(['NOPE', theirs.waybillNo]);
    });

    it('pickerOptions gives customers products but no channels', async () => {
      const own = await t.get<{ products: unknown[]; channels: unknown[] }>(
        '/lms/waybill/pickerOptions',
        {},
        {
          token: tk.demo,
        },
      );
      expect(own.data.products.length).toBeGreaterThan(0);
      expect(own.data.channels).toEqual([]);
      const staff = await t.get<{ channels: unknown[] }>(
        '/lms/waybill/pickerOptions',
        {},
        { token: tk.admin },
      );
      expect(staff.data.channels.length).toBeGreaterThan(0);
    });
  });
});
