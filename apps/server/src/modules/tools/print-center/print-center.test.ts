import { Permission, type PrintTaskView } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '#modules/lms/document/pdf-text.ts';
import { order, sampleOrder, startWaybillApp, type Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import { download, userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { lmsPrintTask } from './print-center.schema.ts';

type TaskPage = { records: PrintTaskView[]; total: number; counts: Record<string, number> };

describe('print centre: batch print tasks', () => {
  let t: TestApp;
  let tk: Tokens;
  let w: { id: string; waybillNo: string };
  const envelope = (body: Buffer) => JSON.parse(body.toString()) as { code: number; msg: string };

  beforeAll(async () => {
    const { product, ...app } = await startWaybillApp();
    ({ t, tk } = app);
    w = await order(t, tk.demo, sampleOrder(product, { customerNo: 'DOC-REF-1' }));
  });
  afterAll(() => t.close());

  async function waitDone(token: string, id: string): Promise<PrintTaskView> {
    for (let i = 0; i < 200; i++) {
      const page = await t.post<TaskPage>('/tools/printCenter/search', {}, { token });
      const task = page.data.records.find((r) => r.id === id)!;
      if (task.status === 'done' || task.status === 'failed') return task;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('print task did not finish');
  }

  it('print centre: a task from pasted numbers is generated in the background and downloads as a PDF', async () => {
    const created = await t.post<PrintTaskView>(
      '/tools/printCenter/create',
      { type: 'label', numbers: `DOC-REF-1\n${w.waybillNo}` },
      { token: tk.demo },
    );
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({ type: 'label', waybillCount: 1, waybillNos: [w.waybillNo] });
    expect(created.data.progressId).toBeTruthy();
    const done = await waitDone(tk.demo, created.data.id);
    expect(done).toMatchObject({ status: 'done', resultMessage: '1 waybills generated' });
    expect(done.printedAt).toBeTruthy();
    const file = await download(t, 'GET', `/tools/printCenter/download?id=${done.id}`, tk.demo);
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(readPdf(file.body).pageCount).toBe(2);
    const page = await t.post<TaskPage>('/tools/printCenter/search', { status: 'done' }, { token: tk.demo });
    expect(page.data.counts).toMatchObject({ all: 1, done: 1, failed: 0 });
  });

  it('print centre: another customer sees nothing of the task; unknown numbers refused; only a failed task is retried', async () => {
    const created = await t.post<PrintTaskView>(
      '/tools/printCenter/create',
      { type: 'invoice', ids: [w.id] },
      { token: tk.demo },
    );
    await waitDone(tk.demo, created.data.id);
    expect((await t.post<TaskPage>('/tools/printCenter/search', {}, { token: tk.lmsonly })).data.total).toBe(
      0,
    );
    const foreign = await download(t, 'GET', `/tools/printCenter/download?id=${created.data.id}`, tk.lmsonly);
    expect(envelope(foreign.body).msg).toBe('Data does not exist');
    const byNumber = await t.post(
      '/tools/printCenter/create',
      { type: 'label', numbers: w.waybillNo },
      { token: tk.lmsonly },
    );
    expect(byNumber.msg).toBe(`These numbers do not exist: ${w.waybillNo}`);
    const byId = await t.post(
      '/tools/printCenter/create',
      { type: 'label', ids: [w.id] },
      { token: tk.lmsonly },
    );
    expect(byId.msg).toBe('Data does not exist');
    const retry = await t.post('/tools/printCenter/retry', { id: created.data.id }, { token: tk.demo });
    expect(retry.msg).toBe('Only a failed print task can be retried');
    await t.database.db
      .update(lmsPrintTask)
      .set({ status: 'failed', resultMessage: 'Server error', fileId: null })
      .where(eq(lmsPrintTask.id, created.data.id));
    const again = await t.post<PrintTaskView>(
      '/tools/printCenter/retry',
      { id: created.data.id },
      { token: tk.demo },
    );
    expect(again.data.status).toBe('pending');
    expect(await waitDone(tk.demo, created.data.id)).toMatchObject({
      status: 'done',
      resultMessage: '1 waybills generated',
    });
    expect(
      (await t.post('/tools/printCenter/retry', { id: created.data.id }, { token: tk.lmsonly })).msg,
    ).toBe('Data does not exist');
    const noCentre = await userWithPermissions(t, tk.admin, 'nocentre', [Permission.lmsWaybillList]);
    expect((await t.post('/tools/printCenter/search', {}, { token: noCentre })).code).not.toBe(0);
  });
});
