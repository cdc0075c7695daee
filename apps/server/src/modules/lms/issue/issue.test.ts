import type { IssueRow, SearchResult } from '@freightdesk/domain';
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

describe('waybill issues', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let seq = 0;
  const place = () => order(t, tk.demo, sampleOrder(product, { customerNo: `IS-${++seq}` }));
  const raise = (body: Record<string, unknown>, token = tk.service) =>
    t.post<{ id: string }>('/lms/issue/raise', body, { token });
  const close = (ids: string[], lang?: 'zh-CN' | 'vi-VN') =>
    t.post('/lms/issue/close', { ids, remark: 'Solved' }, { token: tk.service, lang });
  const search = (criteria: Record<string, unknown>, token = tk.service) =>
    t.post<SearchResult<IssueRow>>('/lms/issue/search', { criteria }, { token });

  beforeAll(async () => ({ t, tk, product } = await startWaybillApp()));
  afterAll(() => t.close());

  it('isIssue is set by the first open issue and cleared when the last one closes', async () => {
    const w = await place();
    const workOrderId = crypto.randomUUID();
    const a = await raise({ waybillId: w.id, type: 'damaged', description: 'Box crushed', workOrderId });
    expect(a.code).toBe(0);
    expect((await waybillRow(t, w.id))!.isIssue).toBe(true);
    const b = await raise({ waybillId: w.id, type: 'address', description: 'Wrong street' });
    expect((await close([a.data.id])).code).toBe(0);
    expect((await waybillRow(t, w.id))!.isIssue).toBe(true);
    expect((await close([b.data.id])).code).toBe(0);
    expect((await waybillRow(t, w.id))!.isIssue).toBe(false);
    const page = await search({ waybillNo: w.waybillNo });
    expect(page.data.records).toHaveLength(2);
    expect(page.data.records.find((r) => r.id === a.data.id)).toMatchObject({
      status: 10,
      workOrderId,
      closeRemark: 'Solved',
      customerCode: 'C0001',
    });
    expect((await search({ waybillNo: w.waybillNo, status: 0 })).data.total).toBe(0);
  });

  it('follows an open issue; a closed one refuses follows and closing again, in three languages', async () => {
    const w = await place();
    const a = await raise({ waybillId: w.id, type: 'lost', description: 'Not scanned at hub' });
    const f = await t.post(
      '/lms/issue/follow',
      { id: a.data.id, content: 'Asked the hub' },
      { token: tk.service },
    );
    expect(f.code).toBe(0);
    const detail = await t.get<IssueRow & { follows: { content: string }[] }>(
      '/lms/issue/detail',
      { id: a.data.id },
      { token: tk.service },
    );
    expect(detail.data).toMatchObject({ followCount: 1, lastFollow: 'Asked the hub' });
    expect(detail.data.follows.map((x) => x.content)).toEqual(['Asked the hub']);
    await close([a.data.id]);
    const again = await t.post(
      '/lms/issue/follow',
      { id: a.data.id, content: 'More' },
      { token: tk.service },
    );
    expect(again.msg).toBe('The issue is already closed');
    expect((await close([a.data.id], 'zh-CN')).msg).toBe('问题件已关闭');
    expect((await close([a.data.id], 'vi-VN')).msg).toBe('Vấn đề đã được đóng');
  });

  it('closing a batch is all or nothing', async () => {
    const w = await place();
    const a = await raise({ waybillId: w.id, type: 'other', description: 'One' });
    const b = await raise({ waybillId: w.id, type: 'other', description: 'Two' });
    await close([a.data.id]);
    expect((await close([a.data.id, b.data.id])).code).toBe(-1);
    const open = await search({ waybillNo: w.waybillNo, status: 0 });
    expect(open.data.records.map((r) => r.id)).toEqual([b.data.id]);
    expect((await waybillRow(t, w.id))!.isIssue).toBe(true);
  });

  it('refuses without the codes, and customers', async () => {
    const w = await place();
    const viewer = await userWithPermissions(t, tk.admin, 'issueviewer', ['lms', 'lms/issue']);
    expect((await search({}, viewer)).code).toBe(0);
    expect((await raise({ waybillId: w.id, type: 'other', description: 'x' }, viewer)).msg).toBe(
      'No permission at present',
    );
    expect((await raise({ waybillId: w.id, type: 'other', description: 'x' }, tk.demo)).code).toBe(-1);
    expect((await search({}, tk.demo)).code).toBe(-1);
  });
});
