import { inflateSync } from 'node:zlib';
import { PARCEL_API, Permission, type PrintTaskView } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import {
  type FakeCarrier,
  installFakeCarrier,
  sampleParcel,
  startParcelApp,
} from '#modules/pds/parcel/parcel-test-kit.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { download, userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { lmsPrintTask } from './print-center.schema.ts';

type TaskPage = { records: PrintTaskView[]; total: number; counts: Record<string, number> };
type Ordered = { id: string; waybillNo: string; trackNo?: string };

/** The text a pdf-lib PDF shows in a standard font: the hex strings of every `Tj`, a byte a character. */
function pdfLibText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/<<((?:[^<>]|<<[^<>]*>>)*)>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const body = pdf.subarray(start, raw.indexOf('endstream', start));
    let content: string;
    try {
      content = /FlateDecode/.test(m[1]!) ? inflateSync(body).toString('latin1') : body.toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/<([0-9a-f]+)>\s*Tj/gi))
      texts.push(Buffer.from(tj[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

describe('print centre: parcel label tasks (bill type 200)', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let fake: FakeCarrier;
  const order = async (token: string, over: Record<string, unknown> = {}) => {
    const res = await t.post<Ordered>(PARCEL_API.order.url, sampleParcel(product, over), { token });
    if (res.code !== 0) throw new Error(res.msg);
    return res.data;
  };
  const create = (token: string, body: Record<string, unknown>) =>
    t.post<PrintTaskView>('/tools/printCenter/create', { billType: 200, type: 'label', ...body }, { token });
  const search = (token: string, body: Record<string, unknown> = {}) =>
    t.post<TaskPage>('/tools/printCenter/search', body, { token });
  const envelope = (body: Buffer) => JSON.parse(body.toString()) as { code: number; msg: string };

  async function waitDone(token: string, id: string): Promise<PrintTaskView> {
    for (let i = 0; i < 200; i++) {
      const task = (await search(token, { size: 100 })).data.records.find((r) => r.id === id)!;
      if (task.status === 'done' || task.status === 'failed') return task;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('print task did not finish');
  }

  beforeAll(async () => {
    ({ t, tk, product } = await startParcelApp());
    fake = installFakeCarrier();
  });
  afterAll(async () => {
    fake.restore();
    await t.close();
  });

  it('a task from parcel and track numbers merges the labels into one PDF holding the track numbers', async () => {
    const a = await order(tk.demo, { customerNo: 'PC-REF-1' });
    const b = await order(tk.demo);
    const created = await create(tk.demo, { numbers: `${b.trackNo}\nPC-REF-1 ${a.waybillNo}` });
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({
      billType: 200,
      type: 'label',
      format: 'pdf',
      waybillCount: 2,
      waybillNos: [b.waybillNo, a.waybillNo],
    });
    expect(created.data.progressId).toBeTruthy();
    const done = await waitDone(tk.demo, created.data.id);
    expect(done).toMatchObject({ status: 'done', resultMessage: 'Labels of 2 parcels generated' });
    expect(done.fileName).toBe('labels-2.pdf');
    const file = await download(t, 'GET', `/tools/printCenter/download?id=${done.id}`, tk.demo);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(file.body)).getPageCount()).toBe(2);
    const text = pdfLibText(file.body);
    expect(text).toContain(`TRACK ${a.trackNo}`);
    expect(text).toContain(`TRACK ${b.trackNo}`);
    // the task and each parcel printed are in the business log
    const logs = await t.database.db.select().from(businessLog).where(eq(businessLog.entityId, a.id));
    expect(logs.map((l) => l.action)).toContain('parcelPrint');
    const taskLog = await t.database.db.select().from(businessLog).where(eq(businessLog.entityId, done.id));
    expect(taskLog[0]).toMatchObject({ entity: 'lmsPrintTask', action: 'insert' });
    // the list filters by bill type
    expect((await search(tk.demo, { billType: 200 })).data.records.map((r) => r.id)).toContain(done.id);
    expect((await search(tk.demo, { billType: 0 })).data.records.map((r) => r.id)).not.toContain(done.id);
  });

  it('ZPL labels make a .zpl task file, in ZPL again on a retry; a label in the other format is refused', async () => {
    const z = await order(tk.demo, { labelFormat: 'zpl' });
    const created = await create(tk.demo, { ids: [z.id], format: 'zpl' });
    expect(created.data).toMatchObject({ format: 'zpl', waybillNos: [z.waybillNo] });
    const done = await waitDone(tk.demo, created.data.id);
    expect(done.fileName).toBe(`labels-${z.waybillNo}.zpl`);
    const file = await download(t, 'GET', `/tools/printCenter/download?id=${done.id}`, tk.demo);
    expect(file.headers['content-type']).toBe('application/x-zpl');
    expect(file.body.toString()).toBe(`^XA^FD${z.trackNo}^FS^XZ\n`);
    // a failed task runs again in its own format (kept by its file name)
    await t.database.db
      .update(lmsPrintTask)
      .set({ status: 'failed', resultMessage: 'Server error', fileId: null })
      .where(eq(lmsPrintTask.id, done.id));
    const again = await t.post<PrintTaskView>(
      '/tools/printCenter/retry',
      { id: done.id },
      { token: tk.demo },
    );
    expect(again.data).toMatchObject({ status: 'pending', billType: 200, format: 'zpl' });
    const redone = await waitDone(tk.demo, done.id);
    const refile = await download(t, 'GET', `/tools/printCenter/download?id=${redone.id}`, tk.demo);
    expect(refile.body.toString()).toBe(`^XA^FD${z.trackNo}^FS^XZ\n`);
    const mixed = await create(tk.demo, { ids: [z.id], format: 'pdf' });
    expect(mixed.msg).toBe(`The label of parcel ${z.waybillNo} is not in PDF format`);
    // freight tasks print PDFs only, parcels labels only
    expect((await create(tk.demo, { ids: [z.id], type: 'invoice' })).msg).toBe('Parcels print labels only');
    const freightZpl = await t.post(
      '/tools/printCenter/create',
      { type: 'label', ids: [z.id], format: 'zpl' },
      { token: tk.demo },
    );
    expect(freightZpl.msg).toBe('Only parcel labels print as ZPL');
  });

  it('parcels without a label are refused, each named, and no task is made', async () => {
    const labelled = await order(tk.demo);
    fake.failNext.push({ code: 'validation', message: 'Refused', retryable: false });
    const none1 = await order(tk.demo);
    fake.failNext.push({ code: 'validation', message: 'Refused', retryable: false });
    const none2 = await order(tk.demo);
    const before = (await search(tk.demo)).data.total;
    const one = await create(tk.demo, { ids: [labelled.id, none1.id] });
    expect(one.msg).toBe(`Parcel ${none1.waybillNo} has no label`);
    const two = await create(tk.demo, {
      numbers: `${none1.waybillNo},${labelled.waybillNo},${none2.waybillNo}`,
    });
    expect(two.msg).toBe(`These parcels have no label: ${none1.waybillNo}, ${none2.waybillNo}`);
    const zh = await t.post(
      '/tools/printCenter/create',
      { billType: 200, type: 'label', ids: [none1.id, none2.id] },
      { token: tk.demo, lang: 'zh-CN' },
    );
    expect(zh.msg).toBe(`以下小包没有面单：${none1.waybillNo}, ${none2.waybillNo}`);
    expect((await search(tk.demo)).data.total).toBe(before);
  });

  it('another customer neither reaches the parcels nor sees or downloads the task', async () => {
    const p = await order(tk.demo);
    const created = await create(tk.demo, { ids: [p.id] });
    await waitDone(tk.demo, created.data.id);
    const theirs = await search(tk.lmsonly, { billType: 200 });
    expect(theirs.data.records.map((r) => r.id)).not.toContain(created.data.id);
    const file = await download(t, 'GET', `/tools/printCenter/download?id=${created.data.id}`, tk.lmsonly);
    expect(envelope(file.body).msg).toBe('Data does not exist');
    expect((await create(tk.lmsonly, { numbers: p.waybillNo })).msg).toBe(
      `These numbers do not exist: ${p.waybillNo}`,
    );
    expect((await create(tk.lmsonly, { ids: [p.id] })).msg).toBe('Data does not exist');
    expect(
      (await t.post('/tools/printCenter/retry', { id: created.data.id }, { token: tk.lmsonly })).msg,
    ).toBe('Data does not exist');
  });

  it('permissions: the print centre and the parcel print code are both needed', async () => {
    const p = await order(tk.demo);
    const noParcelPrint = await userWithPermissions(t, tk.admin, 'centreOnly', [
      Permission.printCenter,
      Permission.pdsWaybillList,
    ]);
    expect((await create(noParcelPrint, { ids: [p.id] })).msg).toBe('No permission at present');
    const noCentre = await userWithPermissions(t, tk.admin, 'parcelPrintOnly', [
      Permission.pdsWaybillList,
      Permission.pdsWaybillPrint,
    ]);
    expect((await create(noCentre, { ids: [p.id] })).msg).toBe('No permission at present');
    expect((await search(noCentre)).msg).toBe('No permission at present');
  });

  it('staff see the parcel tasks their data scope reaches through the parcels', async () => {
    const p = await order(tk.demo); // customer C0001, made by the demo customer user
    const created = await create(tk.admin, { ids: [p.id] });
    expect(created.code).toBe(0);
    await waitDone(tk.admin, created.data.id);
    const codes = [Permission.printCenter, Permission.pdsWaybillList, Permission.pdsWaybillPrint];
    const self = await userWithPermissions(t, tk.admin, 'scopeSelf', codes);
    const keyAccounts = await userWithPermissions(t, tk.admin, 'scopeKey', codes);
    await t.database.db
      .update(appUser)
      .set({ dataScopes: ['self'] })
      .where(eq(appUser.username, 'scopeSelf'));
    await t.database.db
      .update(appUser)
      .set({ dataScopes: ['keyAccounts'] })
      .where(eq(appUser.username, 'scopeKey'));
    // own records only: the admin's task over the customer's parcel is out of reach, and so is the parcel
    const mine = await search(self, { billType: 200, size: 100 });
    expect(mine.data.records.map((r) => r.id)).not.toContain(created.data.id);
    const hidden = await download(t, 'GET', `/tools/printCenter/download?id=${created.data.id}`, self);
    expect(envelope(hidden.body).msg).toBe('Data does not exist');
    expect((await create(self, { numbers: p.waybillNo })).msg).toBe(
      `These numbers do not exist: ${p.waybillNo}`,
    );
    // the key accounts (customer C0001) reach it, also when that scope is asked for by its code
    const keyed = await search(keyAccounts, { billType: 200, size: 100 });
    expect(keyed.data.records.map((r) => r.id)).toContain(created.data.id);
    const asked = await search(keyAccounts, { billType: 200, size: 100, permissionScope: 'keyAccounts' });
    expect(asked.data.records.map((r) => r.id)).toContain(created.data.id);
    expect((await search(keyAccounts, { permissionScope: 'all' })).msg).toBe(
      'The data scope "All records" is not granted to you',
    );
  });
});
