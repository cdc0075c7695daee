import type { DetainRecord, DetainRow, SearchResult } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  waybillRow,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { userMessage } from '#modules/platform/message/message.schema.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { lmsDetainRecord } from './detain.schema.ts';

describe('detain management', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let seq = 0;
  const place = (token = tk.demo) => order(t, token, sampleOrder(product, { customerNo: `DT-${++seq}` }));
  const search = (criteria: Record<string, unknown>, token = tk.service) =>
    t.post<SearchResult<DetainRow>>('/lms/detain/search', { criteria }, { token });
  const detain = (body: Record<string, unknown>, token = tk.service, lang?: 'zh-CN' | 'vi-VN') =>
    t.post('/lms/detain/detain', body, { token, lang });
  const release = (body: Record<string, unknown>, token = tk.service, lang?: 'zh-CN' | 'vi-VN') =>
    t.post('/lms/detain/release', body, { token, lang });
  const records = (waybillId: string) =>
    t.get<DetainRecord[]>('/lms/detain/records', { waybillId }, { token: tk.service });

  beforeAll(async () => ({ t, tk, product } = await startWaybillApp()));
  afterAll(() => t.close());

  it('detains with a type and a reason; the list, the records, the drawer and the customer see it', async () => {
    const w = await place();
    const noType = await detain({ ids: [w.id], reason: 'Label damaged' });
    expect(noType.msg).toBe('Please select Detain type');
    expect((await detain({ ids: [w.id], detainType: 'operate' })).code).toBe(-1);
    const ok = await detain({ ids: [w.id], detainType: 'operate', reason: 'Label damaged' });
    expect(ok).toMatchObject({ code: 0, data: { updated: 1 } });
    expect(await waybillRow(t, w.id)).toMatchObject({ isDetain: true, detainTypes: ['operate'] });

    const page = await search({ waybillNo: w.waybillNo });
    expect(page.data.records).toMatchObject([
      { id: w.id, detainTypes: ['operate'], detainReason: 'Label damaged', customerCode: 'C0001' },
    ]);
    expect(page.data.records[0]!.detainByName).toBeTruthy();
    expect((await search({ waybillNo: w.waybillNo, detainType: 'finance' })).data.total).toBe(0);
    const hist = await records(w.id);
    expect(hist.data).toMatchObject([{ action: 'detain', detainTypes: ['operate'], source: 'manual' }]);

    // the customer reads its own waybill's detain reason, another customer does not reach it
    const mine = await t.get('/lms/detain/current', { waybillId: w.id }, { token: tk.demo });
    expect(mine.data).toMatchObject({ isDetain: true, detainTypes: ['operate'], reason: 'Label damaged' });
    const other = await t.get('/lms/detain/current', { waybillId: w.id }, { token: tk.lmsonly });
    expect(other.msg).toBe('Data does not exist');
    // customers have no detain list or history
    expect((await search({}, tk.demo)).code).toBe(-1);

    // the customer's users are told
    const [demo] = await t.database.db.select().from(appUser).where(eq(appUser.username, 'demo'));
    const told = await t.database.db.select().from(userMessage).where(eq(userMessage.userId, demo!.id));
    expect(told.map((m) => m.titles?.['en-US'])).toContain(`Waybill ${w.waybillNo} is detained`);

    expect((await release({ ids: [w.id] })).code).toBe(0);
    expect(await waybillRow(t, w.id)).toMatchObject({ isDetain: false, detainTypes: [] });
    expect((await records(w.id)).data.map((r) => r.action).sort()).toEqual(['detain', 'release']);
    const after = await t.database.db.select().from(userMessage).where(eq(userMessage.userId, demo!.id));
    expect(after.map((m) => m.titles?.['en-US'])).toContain(`Waybill ${w.waybillNo} is released`);
    expect((await search({ waybillNo: w.waybillNo })).data.total).toBe(0);
  });

  it('refuses to release a waybill not detained, in three languages', async () => {
    const w = await place();
    expect((await release({ ids: [w.id] })).msg).toBe('The waybill is not marked Detained');
    expect((await release({ ids: [w.id] }, tk.service, 'zh-CN')).msg).toBe('运单不是扣件状态');
    expect((await release({ ids: [w.id] }, tk.service, 'vi-VN')).msg).toBe(
      'Vận đơn không được đánh dấu Tạm giữ',
    );
  });

  it('a batch is all or nothing: one refused waybill leaves the others and writes no record', async () => {
    const a = await place();
    const b = await place();
    expect((await detain({ ids: [a.id], detainType: 'finance', reason: 'Unpaid' })).code).toBe(0);
    const both = await detain({ ids: [a.id, b.id], detainType: 'operate', reason: 'Check' });
    expect(both.msg).toBe(`Waybill ${a.waybillNo}: The waybill is already marked Detained`);
    expect((await waybillRow(t, b.id))!.isDetain).toBe(false);
    const rows = await t.database.db
      .select()
      .from(lmsDetainRecord)
      .where(eq(lmsDetainRecord.waybillId, b.id));
    expect(rows).toEqual([]);
  });

  it('writes the same record for a scan and for the waybill list flag action', async () => {
    const a = await place();
    const scanned = await t.post(
      '/lms/scan/detain',
      { no: a.waybillNo, detainTypes: ['customerService'], reason: 'Customer asked' },
      { token: tk.service },
    );
    expect(scanned.code).toBe(0);
    expect((await records(a.id)).data).toMatchObject([
      { action: 'detain', detainTypes: ['customerService'], reason: 'Customer asked', source: 'scan' },
    ]);
    const b = await place();
    const byNo = await place();
    expect(
      (await detain({ waybillNos: [byNo.waybillNo], detainType: 'finance', reason: 'By number' })).code,
    ).toBe(0);
    expect((await records(byNo.id)).data).toMatchObject([{ detainTypes: ['finance'], reason: 'By number' }]);
    expect((await detain({ waybillNos: ['NOPE-1'], detainType: 'finance', reason: 'x' })).msg).toBe(
      'Data does not exist',
    );
    const flagged = await t.post(
      '/lms/waybill/flag',
      { ids: [b.id], action: 'detain', detainTypes: ['issue'], reason: 'Issue' },
      { token: tk.service },
    );
    expect(flagged.code).toBe(0);
    expect((await records(b.id)).data).toMatchObject([{ action: 'detain', source: 'manual' }]);
  });

  it('refuses the actions and the list without their permission codes', async () => {
    const w = await place();
    const viewer = await userWithPermissions(t, tk.admin, 'detainviewer', ['lms', 'lms/detain']);
    expect((await search({ waybillNo: w.waybillNo }, viewer)).code).toBe(0);
    const refused = await detain({ ids: [w.id], detainType: 'operate', reason: 'x' }, viewer);
    expect(refused.msg).toBe('No permission at present');
    expect((await release({ ids: [w.id] }, viewer)).msg).toBe('No permission at present');
    const nobody = await userWithPermissions(t, tk.admin, 'detainnobody', ['lms']);
    expect((await search({}, nobody)).msg).toBe('No permission at present');
    expect((await t.get('/lms/detain/records', { waybillId: w.id }, { token: nobody })).msg).toBe(
      'No permission at present',
    );
  });

  it('keeps to the data scope: a self scope lists only waybills its user made', async () => {
    const w = await place(); // made by the customer's user
    expect((await detain({ ids: [w.id], detainType: 'operate', reason: 'Scope' })).code).toBe(0);
    const [service] = await t.database.db.select().from(appUser).where(eq(appUser.username, 'service'));
    await t.database.db
      .update(appUser)
      .set({ dataScopes: ['self'] })
      .where(eq(appUser.id, service!.id));
    try {
      const token = await t.login('service', 'Service@123');
      const page = await search({ waybillNo: w.waybillNo }, token);
      expect(page.code).toBe(0);
      expect(page.data.total).toBe(0);
      expect((await t.get('/lms/detain/records', { waybillId: w.id }, { token })).msg).toBe(
        'Data does not exist',
      );
    } finally {
      await t.database.db
        .update(appUser)
        .set({ dataScopes: ['all'] })
        .where(eq(appUser.id, service!.id));
    }
  });
});
