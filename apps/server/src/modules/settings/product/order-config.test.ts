import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/customer.schema.ts';
import { good, type Preview, sheet } from '#modules/lms/import/waybill-import-test-kit.ts';
import {
  customerId,
  productId,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  waybillRow,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { postJob, upload } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { orderConfigTemplateTable } from '../basic.schema.ts';

/** The FBA product's template (demo): customer number required (max 30), FBA shipment id max 20, address type limited. */
describe('order config templates on the server order paths', () => {
  let t: TestApp;
  let tk: Tokens;
  let fba: string;
  let us: string;
  const place = (token: string, over: Record<string, unknown>, lang?: 'zh-CN' | 'vi-VN') =>
    t.post<{ id: string }>('/lms/waybill/order', sampleOrder(fba, over), { token, lang });
  const preview = async (token: string, file: Buffer) => {
    const up = await upload<{ id: string }[]>(t, '/common/file/upload', token, file);
    return postJob<Preview>(t, '/lms/importLmsWaybill/preview', token, { fileId: up.data[0]!.id });
  };

  beforeAll(async () => {
    ({ t, tk } = await startWaybillApp());
    fba = await productId(t, 'FDEUSEAFBA');
    us = await productId(t, 'FDUSEXP');
  });
  afterAll(() => t.close());

  it('the order form reads each product’s config with the order options', async () => {
    const options = await t.get<{ products: { id: string; orderConfig: { field: string }[] }[] }>(
      '/lms/waybill/orderOptions',
      {},
      { token: tk.demo },
    );
    const byId = new Map(options.data.products.map((p) => [p.id, p.orderConfig]));
    expect(byId.get(fba)!.map((c) => c.field)).toEqual([
      'customerNo',
      'fbaShipmentId',
      'recipient.addressType',
      'insureValue',
    ]);
    expect(byId.get(us)).toEqual([]);
  });

  it('a customer order breaking the config is refused naming the field and the rule, in three languages', async () => {
    expect((await place(tk.demo, {})).msg).toBe("Customer number is required by the product's order config");
    expect((await place(tk.demo, {}, 'zh-CN')).msg).toBe('客户单号不能为空（产品下单配置）');
    expect((await place(tk.demo, {}, 'vi-VN')).msg).toBe(
      'Số tham chiếu khách hàng là bắt buộc theo cấu hình đặt hàng của sản phẩm',
    );
    expect((await place(tk.demo, { customerNo: 'FBA-1', fbaShipmentId: 'X'.repeat(21) })).msg).toBe(
      "FBA shipment id may be at most 20 characters by the product's order config",
    );
    const residential = { ...sampleOrder(fba).recipient, addressType: 'residential' };
    expect((await place(tk.demo, { customerNo: 'FBA-1', recipient: residential })).msg).toBe(
      "Address type must be one of system, fba, business by the product's order config",
    );
    const ok = await place(tk.demo, { customerNo: 'FBA-1', fbaShipmentId: 'FBA15ABC' });
    expect(ok.code).toBe(0);
    // products without a template take any order
    expect((await t.post('/lms/waybill/order', sampleOrder(us), { token: tk.demo })).code).toBe(0);
  });

  it('staff orders follow the same config; an empty field takes its default', async () => {
    const c2 = await customerId(t, 'C0002');
    expect((await place(tk.admin, { customerId: c2 })).msg).toBe(
      "Customer number is required by the product's order config",
    );
    const [template] = await t.database.db.select().from(orderConfigTemplateTable);
    await t.database.db
      .update(orderConfigTemplateTable)
      .set({
        fieldConfigs: [
          ...(template!.fieldConfigs as object[]),
          { field: 'orderRemark', defaultValue: 'FBA' },
        ],
      })
      .where(eq(orderConfigTemplateTable.id, template!.id));
    const placed = await place(tk.admin, { customerId: c2, customerNo: 'FBA-S1' });
    expect(placed.code).toBe(0);
    expect((await waybillRow(t, placed.data.id))!.orderRemark).toBe('FBA');
  });

  it('an import refuses the rows breaking the config, one error per row', async () => {
    const res = await preview(
      tk.demo,
      await sheet([
        good({ customerNo: 'FBA-IMP-1', productCode: 'FDEUSEAFBA' }),
        good({ customerNo: 'X'.repeat(31), productCode: 'FDEUSEAFBA' }),
        good({ customerNo: 'US-IMP-1' }),
      ]),
    );
    expect(res.code).toBe(0);
    expect(res.data.errors.map((e) => [e.row, e.message])).toEqual([
      [3, "Customer number may be at most 30 characters by the product's order config"],
    ]);
  });

  it('an import beyond the make-document limit refuses the rows beyond it', async () => {
    const c1 = await customerId(t, 'C0001');
    const notice = await t.get<{ orderedToday: number }>(
      '/customer/customer/orderNotice',
      {},
      { token: tk.demo },
    );
    await t.database.db
      .update(customer)
      .set({ makeDocumentLimit: notice.data.orderedToday + 1 })
      .where(eq(customer.id, c1));
    const res = await preview(
      tk.demo,
      await sheet([good({ customerNo: 'L-1' }), good({ customerNo: 'L-2' }), good({ customerNo: 'L-3' })]),
    );
    const message = `The make-document limit of ${notice.data.orderedToday + 1} waybills a day is reached (${notice.data.orderedToday} ordered today)`;
    expect(res.data.errors.map((e) => [e.row, e.message])).toEqual([
      [3, message],
      [4, message],
    ]);
    const confirm = await postJob<unknown>(t, '/lms/importLmsWaybill/confirmImport', tk.demo, {
      importId: res.data.importId,
      mode: 1,
    });
    expect(confirm.code).not.toBe(0);
    // within the limit the file goes in; another customer is not limited
    const fits = await preview(tk.demo, await sheet([good({ customerNo: 'L-1' })]));
    expect(fits.data.errors).toEqual([]);
    const done = await postJob<{ inserted: number }>(t, '/lms/importLmsWaybill/confirmImport', tk.demo, {
      importId: fits.data.importId,
      mode: 1,
    });
    expect(done).toMatchObject({ code: 0, data: { inserted: 1 } });
    const theirs = await preview(
      tk.lmsonly,
      await sheet([good({ customerNo: 'O-1' }), good({ customerNo: 'O-2' })]),
    );
    expect(theirs.data.errors).toEqual([]);
    await t.database.db.update(customer).set({ makeDocumentLimit: null }).where(eq(customer.id, c1));
  });
});
