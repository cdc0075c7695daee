import type { WaybillDetail } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { order, sampleOrder, startWaybillApp, type Tokens } from './waybill-test-kit.ts';

describe('lms waybill detail, commodity edit, files and tracks', () => {
  let t: TestApp;
  let tk: Tokens;
  let w: { id: string; waybillNo: string };
  const detail = (token: string, query: Record<string, string>, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    t.get<WaybillDetail>('/lms/waybill/findById', query, { token, lang });
  const uploadOne = async (token: string) =>
    (await upload<{ id: string }[]>(t, '/common/file/upload', token, Buffer.from('PK demo'))).data[0]!.id;

  beforeAll(async () => {
    const { product, ...app } = await startWaybillApp();
    ({ t, tk } = app);
    w = await order(
      t,
      tk.demo,
      sampleOrder(product, {
        boxes: [{ boxNo: 'BOX-1', commodities: [{ nameEn: 'Mug', quantity: 6, unitPrice: '2' }] }],
      }),
    );
  });
  afterAll(() => t.close());

  it('findById answers the info and only the sub-lists asked for, in one shape', async () => {
    const bare = await detail(tk.demo, { id: w.id });
    expect(bare.code).toBe(0);
    expect(bare.data.info).toMatchObject({
      waybillNo: w.waybillNo,
      status: 'order',
      customerCode: 'C0001',
      productCode: 'FDUSEXP',
      orderChargeWeight: '11.500',
    });
    expect(bare.data.recipient).toMatchObject({ name: 'John Smith', countryCode: 'US' });
    expect(bare.data.invoice).toMatchObject({ declareValue: '120.00', declareTotalValue: '120.00' });
    expect(bare.data.pieces).toBeUndefined();
    expect(bare.data.tracks).toBeUndefined();
    const all = await detail(tk.demo, {
      id: w.id,
      pieces: 'true',
      boxes: 'true',
      commodities: 'true',
      tracks: 'true',
      files: 'true',
      timeCost: 'true',
    });
    expect(all.data.pieces!.map((p) => p.orderActualWeight)).toEqual(['8.000', '3.000']);
    expect(all.data.boxes![0]).toMatchObject({ boxNo: 'BOX-1', commodityLineCount: 1, commodityQuantity: 6 });
    expect(all.data.boxes![0]!.commodities[0]).toMatchObject({ nameEn: 'Mug', totalPrice: '12.00' });
    expect(all.data.commodities).toHaveLength(3);
    expect(all.data.tracks![0]!.description).toBe('Order placed');
    expect((await detail(tk.demo, { id: w.id, tracks: 'true' }, 'zh-CN')).data.tracks![0]!.description).toBe(
      '已下单',
    );
    expect(all.data.files).toEqual([]);
    expect(all.data.timeCost).toHaveProperty('pickUpTimeCost');
  });

  it('missing id, unknown id and another customer’s waybill answer the spec messages', async () => {
    expect((await detail(tk.demo, {})).msg).toBe('The request parameter has no id, please check');
    expect((await detail(tk.demo, { id: 'not-a-uuid' })).msg).toBe('Data does not exist');
    expect((await detail(tk.demo, { id: '5f0c9a9e-1111-4111-8111-111111111111' })).msg).toBe(
      'Data does not exist',
    );
    expect((await detail(tk.lmsonly, { id: w.id })).msg).toBe('Data does not exist');
    expect((await detail(tk.service, { id: w.id })).code).toBe(0);
  });

  it('commodity edit: zero quantity warns and saves nothing; customers edit only editable fields', async () => {
    const lines = (await detail(tk.demo, { id: w.id, commodities: 'true' })).data.commodities!;
    const shirt = lines.find((c) => c.nameEn === 'Cotton T-shirt')!;
    const edit = (token: string, commodities: unknown[]) =>
      t.post('/lms/waybill/commodityUpdate', { waybillId: w.id, commodities }, { token });
    const zero = await edit(tk.demo, [{ ...shirt, quantity: 0 }]);
    expect(zero.msg).toBe('Row 1: quantity must not be zero');
    expect((await detail(tk.demo, { id: w.id, commodities: 'true' })).data.commodities).toHaveLength(3);
    const fnSku = await edit(tk.demo, [{ ...shirt, fnSku: 'X00ABC' }]);
    expect(fnSku.msg).toBe('Field fnSku cannot be edited');
    expect((await edit(tk.lmsonly, [{ ...shirt, quantity: 3 }])).msg).toBe('Data does not exist');
    const ok = await edit(tk.demo, [
      { ...shirt, quantity: 3 },
      { nameEn: 'Socks', quantity: 2, unitPrice: '1.5' },
    ]);
    expect(ok.code).toBe(0);
    const after = (await detail(tk.demo, { id: w.id, commodities: 'true' })).data.commodities!;
    expect(after.map((c) => [c.nameEn, c.quantity, c.totalPrice, c.origin])).toEqual([
      ['Cotton T-shirt', 3, '15.00', 'CN'],
      ['Socks', 2, '3.00', 'CN'],
    ]);
    const viewer = await userWithPermissions(t, tk.admin, 'wbcomm', ['lms/waybill/list']);
    expect((await edit(viewer, [{ ...after[0] }])).msg).toBe('No permission at present');
    const editor = await userWithPermissions(t, tk.admin, 'wbcomm2', [
      'lms/waybill/list',
      'fms/waybill:update',
    ]);
    expect((await edit(editor, [{ ...after[0], fnSku: 'X00ABC' }])).code).toBe(0);
  });

  it('files: one customer invoice per upload, uploader-only delete, other customers refused', async () => {
    const f1 = await uploadOne(tk.demo);
    const f2 = await uploadOne(tk.demo);
    const two = await t.post(
      '/lms/waybill/uploadFile',
      { id: w.id, type: 'customerInvoice', fileIds: [f1, f2] },
      { token: tk.demo },
    );
    expect(two.msg).toBe('Only one file can be uploaded for this type');
    const theirFile = await uploadOne(tk.lmsonly);
    expect(
      (
        await t.post(
          '/lms/waybill/uploadFile',
          { id: w.id, type: 'other', fileIds: [theirFile] },
          { token: tk.lmsonly },
        )
      ).msg,
    ).toBe('Data does not exist');
    const ok = await t.post(
      '/lms/waybill/uploadFile',
      { id: w.id, type: 'customerInvoice', fileIds: [f1] },
      { token: tk.demo },
    );
    expect(ok.code).toBe(0);
    const files = (await detail(tk.demo, { id: w.id, files: 'true' })).data.files!;
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      type: 'customerInvoice',
      operateFrom: 'customer',
      fileName: 'import.xlsx',
    });
    expect(
      (await t.post('/lms/waybill/deleteFile', { fileId: files[0]!.id }, { token: tk.service })).msg,
    ).toBe('Only the uploader can delete this file');
    expect(
      (await t.post('/lms/waybill/deleteFile', { fileId: files[0]!.id }, { token: tk.lmsonly })).msg,
    ).toBe('Data does not exist');
    const viewer = await userWithPermissions(t, tk.admin, 'wbfile', ['lms/waybill/list']);
    expect((await t.post('/lms/waybill/deleteFile', { fileId: files[0]!.id }, { token: viewer })).msg).toBe(
      'No permission at present',
    );
    expect((await t.post('/lms/waybill/deleteFile', { fileId: files[0]!.id }, { token: tk.demo })).code).toBe(
      0,
    );
    expect((await detail(tk.demo, { id: w.id, files: 'true' })).data.files).toEqual([]);
    expect(
      (await t.post('/lms/waybill/uploadFile', { id: w.id, type: 'other', fileIds: [f2] }, { token: viewer }))
        .msg,
    ).toBe('No permission at present');
  });

  it('track maintenance appends a manual row shown in the timeline; customers cannot append', async () => {
    const time = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const body = {
      waybillId: w.id,
      time,
      description: 'Arrived at LAX hub',
      location: 'Los Angeles',
      status: 'inTransit',
    };
    expect((await t.post('/lms/waybill/appendTrack', body, { token: tk.demo })).msg).toBe(
      'No permission at present',
    );
    expect((await t.post('/lms/waybill/appendTrack', body, { token: tk.service })).code).toBe(0);
    const tracks = (await detail(tk.demo, { id: w.id, tracks: 'true' })).data.tracks!;
    expect(tracks[0]).toMatchObject({
      description: 'Arrived at LAX hub',
      location: 'Los Angeles',
      source: 'manual',
    });
  });
});
