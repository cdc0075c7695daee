import type { TrackQueryResult } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  trackRows,
  waybillRow,
} from '../waybill/waybill-test-kit.ts';

describe('lms track maintenance, templates and track query', () => {
  let t: TestApp;
  let tk: Tokens;
  let a: { id: string; waybillNo: string };
  let b: { id: string; waybillNo: string };
  let other: { id: string; waybillNo: string };
  let templateId: string;
  const append = (token: string, body: Record<string, unknown>) =>
    t.post<{ appended: number }>('/lms/track/batchAppend', body, { token });
  const query = (token: string, numbers: string) =>
    t.post<TrackQueryResult[]>('/lms/track/query', { numbers }, { token });

  beforeAll(async () => {
    const { product, ...app } = await startWaybillApp();
    ({ t, tk } = app);
    a = await order(t, tk.demo, sampleOrder(product, { customerNo: 'TRK-A' }));
    b = await order(t, tk.demo, sampleOrder(product, { customerNo: 'TRK-B' }));
    other = await order(t, tk.lmsonly, sampleOrder(product));
    const tpl = await t.post<{ id: string }>(
      '/lms/trackTemplate/insert',
      {
        name: 'Departed HKG',
        nodeType: 'inTransit',
        description: 'Departed from Hong Kong hub',
        location: 'HKG',
      },
      { token: tk.admin },
    );
    expect(tpl.code).toBe(0);
    templateId = tpl.data.id;
  });
  afterAll(() => t.close());

  it('appends a template track to every pasted waybill in one call and sets the track time', async () => {
    const time = new Date('2026-05-01T08:00:00Z');
    const res = await append(tk.admin, { numbers: `${a.waybillNo}\n${b.waybillNo}`, templateId, time });
    expect(res).toMatchObject({ code: 0, data: { appended: 2 } });
    for (const w of [a, b]) {
      const rows = await trackRows(t, w.id);
      expect(rows.find((r) => r.action === 'appendTrack')).toMatchObject({
        description: 'Departed from Hong Kong hub',
        location: 'HKG',
        status: 'inTransit',
        source: 'manual',
      });
      expect((await waybillRow(t, w.id))!.trackTime!.toISOString()).toBe(time.toISOString());
    }
  });

  it('typed values win over the template; without template and description it is refused', async () => {
    const res = await append(tk.admin, {
      numbers: a.waybillNo,
      templateId,
      description: 'Customs hold released',
      status: 'exception',
      time: new Date().toISOString(),
    });
    expect(res.code).toBe(0);
    const rows = await trackRows(t, a.id);
    expect(rows.some((r) => r.description === 'Customs hold released' && r.location === 'HKG')).toBe(true);
    const none = await append(tk.admin, { numbers: a.waybillNo, time: new Date().toISOString() });
    expect(none.code).not.toBe(0);
    expect(none.msg).toBe('Choose a track template or enter a description');
  });

  it('an unknown number refuses the whole batch and writes nothing', async () => {
    const before = (await trackRows(t, b.id)).length;
    const res = await append(tk.admin, {
      numbers: `${b.waybillNo} NOPE123`,
      description: 'x',
      time: new Date().toISOString(),
    });
    expect(res.code).not.toBe(0);
    expect(res.msg).toContain('NOPE123');
    expect((await trackRows(t, b.id)).length).toBe(before);
  });

  it('at most 500 numbers per append; a user without the track code is refused', async () => {
    const many = Array.from({ length: 501 }, (_, i) => `N${i}`).join(',');
    const res = await append(tk.admin, { numbers: many, description: 'x', time: new Date().toISOString() });
    expect(res.code).not.toBe(0);
    const plain = await userWithPermissions(t, tk.admin, 'trk-noperm', ['lms/waybill/list']);
    const refused = await append(plain, {
      numbers: a.waybillNo,
      description: 'x',
      time: new Date().toISOString(),
    });
    expect(refused.code).not.toBe(0);
    const customer = await append(tk.demo, {
      numbers: a.waybillNo,
      description: 'x',
      time: new Date().toISOString(),
    });
    expect(customer.code).not.toBe(0);
  });

  it('query answers status, time cost and tracks newest first; customers only their own', async () => {
    const staff = await query(tk.admin, `${a.waybillNo} ${other.waybillNo} UNKNOWN1`);
    expect(staff.code).toBe(0);
    expect(staff.data.map((r) => r.found)).toEqual([true, true, false]);
    const first = staff.data[0]!;
    expect(first).toMatchObject({ waybillNo: a.waybillNo, status: 'order' });
    expect(first.timeCost).toHaveProperty('pickUpTimeCost');
    const times = first.tracks.map((r) => r.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.tracks.some((r) => r.description === 'Order placed')).toBe(true);

    const own = await query(tk.demo, `${a.waybillNo} TRK-B ${other.waybillNo}`);
    expect(own.data.map((r) => r.found)).toEqual([true, true, false]);
    expect(own.data[2]!.tracks).toEqual([]);
    const theirs = await query(tk.lmsonly, a.waybillNo);
    expect(theirs.data[0]!.found).toBe(false);
  });

  it('the public query needs no sign-in, answers no personal data and is limited', async () => {
    const res = await t.post<TrackQueryResult[]>('/lms/track/publicQuery', { numbers: a.waybillNo });
    expect(res.code).toBe(0);
    expect(res.data[0]).toMatchObject({ found: true, waybillNo: a.waybillNo, status: 'order' });
    const text = JSON.stringify(res.data);
    for (const secret of ['John Smith', '2135550100', '1 Main Street', 'Li Ming', 'C0001', 'TRK-A'])
      expect(text).not.toContain(secret);
    expect(res.data[0]).not.toHaveProperty('timeCost');
    // the customer number is not a public key
    const byCustomerNo = await t.post<TrackQueryResult[]>('/lms/track/publicQuery', { numbers: 'TRK-A' });
    expect(byCustomerNo.data[0]!.found).toBe(false);
    const tooMany = await t.post('/lms/track/publicQuery', {
      numbers: Array.from({ length: 21 }, (_, i) => `P${i}`).join(' '),
    });
    expect(tooMany.code).not.toBe(0);
    let limited = false;
    for (let i = 0; i < 40 && !limited; i++) {
      const r = await t.post('/lms/track/publicQuery', { numbers: 'X1' }, { remoteAddress: '10.9.9.9' });
      limited = r.code !== 0 && r.msg === 'Too many requests, please try again later';
    }
    expect(limited).toBe(true);
  });
});
