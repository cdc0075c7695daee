import type { DelayRecord, DelayRow, SearchResult } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  waybillRow,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';

describe('delay management', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let seq = 0;
  const place = () => order(t, tk.demo, sampleOrder(product, { customerNo: `DL-${++seq}` }));
  const search = (criteria: Record<string, unknown>, token = tk.service) =>
    t.post<SearchResult<DelayRow>>('/lms/delay/search', { criteria }, { token });
  const records = (waybillId: string) =>
    t.get<DelayRecord[]>('/lms/delay/records', { waybillId }, { token: tk.service });

  beforeAll(async () => ({ t, tk, product } = await startWaybillApp()));
  afterAll(() => t.close());

  it('delays with a reason, lists the delayed waybill, cancels; every change is recorded', async () => {
    const w = await place();
    const noReason = await t.post('/lms/delay/delay', { ids: [w.id] }, { token: tk.service });
    expect(noReason.code).toBe(-1);
    const ok = await t.post(
      '/lms/delay/delay',
      { ids: [w.id], reason: 'Flight cancelled' },
      { token: tk.service },
    );
    expect(ok).toMatchObject({ code: 0, data: { updated: 1 } });
    expect((await waybillRow(t, w.id))!.isDelay).toBe(true);
    const page = await search({ waybillNo: w.waybillNo });
    expect(page.data.records).toMatchObject([{ id: w.id, delayReason: 'Flight cancelled' }]);
    // a second later: the records list newest first (two changes of one instant have no order)
    t.clock.advance(1_000);
    expect((await t.post('/lms/delay/cancelDelay', { ids: [w.id] }, { token: tk.service })).code).toBe(0);
    expect((await waybillRow(t, w.id))!.isDelay).toBe(false);
    expect((await records(w.id)).data.map((r) => `${r.action}:${r.source}`)).toEqual([
      'cancelDelay:manual',
      'delay:manual',
    ]);
    expect((await search({ waybillNo: w.waybillNo })).data.total).toBe(0);
  });

  it('refuses to cancel a delay that is not there (three languages) and keeps batches whole', async () => {
    const a = await place();
    const b = await place();
    const cancel = (lang?: 'zh-CN' | 'vi-VN') =>
      t.post('/lms/delay/cancelDelay', { ids: [a.id] }, { token: tk.service, lang });
    expect((await cancel()).msg).toBe('The waybill is not marked Delayed');
    expect((await cancel('zh-CN')).msg).toMatch(/^运单不是.+状态$/);
    expect((await cancel('vi-VN')).msg).toMatch(/^Vận đơn không được đánh dấu /);
    await t.post('/lms/delay/delay', { ids: [a.id], reason: 'Weather' }, { token: tk.service });
    const both = await t.post(
      '/lms/delay/delay',
      { ids: [a.id, b.id], reason: 'Again' },
      { token: tk.service },
    );
    expect(both.code).toBe(-1);
    expect((await waybillRow(t, b.id))!.isDelay).toBe(false);
    expect((await records(b.id)).data).toEqual([]);
  });

  it('a scan delay is recorded with its source; without the codes the calls are refused', async () => {
    const w = await place();
    const scanned = await t.post(
      '/lms/scan/delay',
      { no: w.waybillNo, reason: 'Customs hold' },
      { token: tk.service },
    );
    expect(scanned.code).toBe(0);
    expect((await records(w.id)).data).toMatchObject([
      { action: 'delay', source: 'scan', reason: 'Customs hold' },
    ]);
    const viewer = await userWithPermissions(t, tk.admin, 'delayviewer', ['lms', 'lms/delay']);
    expect((await search({}, viewer)).code).toBe(0);
    expect((await t.post('/lms/delay/cancelDelay', { ids: [w.id] }, { token: viewer })).msg).toBe(
      'No permission at present',
    );
    expect((await search({}, tk.demo)).code).toBe(-1);
  });
});
