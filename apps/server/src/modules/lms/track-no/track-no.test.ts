import type { TrackNoInfo, TrackNoOutcome } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsTracker, lmsTrackerWaybill } from '#modules/lms/track/index.ts';
import { lmsWaybill, lmsWaybillFile } from '#modules/lms/waybill/index.ts';
import { platformTask } from '#platform/tasks/task.schema.ts';
import { download, postJob, userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { pdfPart, uploadFiles } from '../../../test/upload-kit.ts';
import { type FakeCarrier, installFakeCarrier, useFakeChannel } from '../track/carrier-test-kit.ts';
import { order, sampleOrder, startWaybillApp, type Tokens, waybillRow } from '../waybill/waybill-test-kit.ts';

describe('freight track numbers through the label API', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let fake: FakeCarrier;
  const fetch = (token: string, ids: string[]) =>
    t.post<TrackNoOutcome[]>('/lms/waybill/fetchTrackNo', { ids }, { token });
  const cancel = (token: string, ids: string[]) =>
    t.post<TrackNoOutcome[]>('/lms/waybill/cancelTrackNo', { ids }, { token });
  const info = (token: string, id: string) =>
    t.get<TrackNoInfo>('/lms/waybill/trackNoInfo', { id }, { token });
  const place = async (token = tk.demo, over: Record<string, unknown> = {}) =>
    order(t, token, sampleOrder(product, over));
  const setCustomerLabel = (value: boolean) =>
    t.post('/common/sysConfig/update', { key: 'document.isAllowCustomerLabel', value }, { token: tk.admin });

  beforeAll(async () => {
    ({ t, tk, product } = await startWaybillApp());
    fake = installFakeCarrier();
  });
  afterAll(async () => {
    fake.restore();
    await t.close();
  });

  it('fetches a number with its sub numbers and label file; a second fetch is refused', async () => {
    const w = await place();
    await useFakeChannel(t, [w.id]);
    const sold = fake.sold;
    const res = await fetch(tk.service, [w.id]);
    expect(res.code).toBe(0);
    const [one] = res.data;
    expect(one).toMatchObject({ id: w.id, waybillNo: w.waybillNo });
    expect(one!.trackNo).toMatch(/^FK\d{8}$/);
    expect(fake.sold).toBe(sold + 1);
    const row = await waybillRow(t, w.id);
    expect(row!.trackNo).toBe(one!.trackNo);
    expect(row!.subTrackNos).toEqual([`${one!.trackNo}-2`]);
    const files = await t.database.db.select().from(lmsWaybillFile).where(eq(lmsWaybillFile.waybillId, w.id));
    expect(files.map((f) => f.type)).toEqual(['label']);
    const again = await fetch(tk.service, [w.id]);
    expect(again.data[0]!.error).toBe(
      `Waybill ${w.waybillNo} already has track number ${one!.trackNo}; cancel it first`,
    );
    expect(fake.sold).toBe(sold + 1);
    const label = await download(t, 'GET', `/lms/waybill/printLabel?id=${w.id}`, tk.service);
    expect(label.headers['content-type']).toContain('application/pdf');
    expect(label.body.toString()).toContain(one!.trackNo!);
  });

  it('a refused fetch keeps the carrier message and the drawer shows it', async () => {
    const w = await place();
    await useFakeChannel(t, [w.id]);
    fake.failNext = {
      code: 'validation',
      message: 'refused',
      carrierCode: 'E1101',
      carrierMessage: 'Postcode 90001 does not match city',
      retryable: false,
    };
    const res = await fetch(tk.service, [w.id]);
    expect(res.data[0]!.error).toBe(
      'The carrier refused the shipment: E1101 Postcode 90001 does not match city',
    );
    expect((await waybillRow(t, w.id))!.trackNo).toBeNull();
    const drawer = await info(tk.service, w.id);
    expect(drawer.data.fetchError).toBe(
      'The carrier refused the shipment: E1101 Postcode 90001 does not match city',
    );
    const zh = await t.get<TrackNoInfo>(
      '/lms/waybill/trackNoInfo',
      { id: w.id },
      { token: tk.service, lang: 'zh-CN' },
    );
    expect(zh.data.fetchError).toBe('承运商拒绝了该货件: E1101 Postcode 90001 does not match city');
    // the next fetch succeeds and clears the error
    expect((await fetch(tk.service, [w.id])).data[0]!.trackNo).toBeTruthy();
    expect((await info(tk.service, w.id)).data.fetchError).toBeNull();
  });

  it('needs a channel with a label API; a finished waybill is refused', async () => {
    const none = await place();
    expect((await fetch(tk.service, [none.id])).data[0]!.error).toBe(
      `Waybill ${none.waybillNo} has no channel`,
    );
    const noApi = await place();
    await useFakeChannel(t, [noApi.id], { labelApiId: null });
    expect((await fetch(tk.service, [noApi.id])).data[0]!.error).toBe('Channel USUPS has no label API');
    await useFakeChannel(t, []);
    const done = await place();
    await useFakeChannel(t, [done.id]);
    await t.database.db.update(lmsWaybill).set({ status: 'delivered' }).where(eq(lmsWaybill.id, done.id));
    expect((await fetch(tk.service, [done.id])).data[0]!.error).toBe(
      `Waybill ${done.waybillNo} is finished; its track number cannot change`,
    );
  });

  it('cancel moves the number to the history and ends its tracker; a refetch buys a new one', async () => {
    const w = await place();
    await useFakeChannel(t, [w.id]);
    const first = (await fetch(tk.service, [w.id])).data[0]!.trackNo!;
    const [link] = await t.database.db
      .select()
      .from(lmsTrackerWaybill)
      .where(eq(lmsTrackerWaybill.waybillId, w.id));
    expect(link).toBeTruthy();
    const res = await cancel(tk.service, [w.id]);
    expect(res.data[0]).toEqual({ id: w.id, waybillNo: w.waybillNo });
    expect(fake.cancelled).toContain(first);
    let row = await waybillRow(t, w.id);
    expect(row).toMatchObject({ trackNo: null, subTrackNos: [], historyTrackNos: [first] });
    expect(await t.database.db.select().from(lmsTracker).where(eq(lmsTracker.id, link!.trackerId))).toEqual(
      [],
    );
    expect((await cancel(tk.service, [w.id])).data[0]!.error).toBe(
      `Waybill ${w.waybillNo} has no track number fetched through a label API`,
    );
    const second = (await fetch(tk.service, [w.id])).data[0]!.trackNo!;
    expect(second).not.toBe(first);
    row = await waybillRow(t, w.id);
    expect(row).toMatchObject({ trackNo: second, historyTrackNos: [first] });
  });

  it('a number typed by hand is replaced by the fetched one and kept in the history', async () => {
    const w = await place();
    await useFakeChannel(t, [w.id]);
    await t.database.db.update(lmsWaybill).set({ trackNo: 'TYPED001' }).where(eq(lmsWaybill.id, w.id));
    const got = (await fetch(tk.service, [w.id])).data[0]!.trackNo;
    expect(await waybillRow(t, w.id)).toMatchObject({ trackNo: got, historyTrackNos: ['TYPED001'] });
  });

  it('a sent waybill keeps its number; a carrier refusal to cancel is answered', async () => {
    const w = await place();
    await useFakeChannel(t, [w.id]);
    await fetch(tk.service, [w.id]);
    fake.failNext = {
      code: 'notCancellable',
      message: 'x',
      carrierMessage: 'Already picked up',
      retryable: false,
    };
    expect((await cancel(tk.service, [w.id])).data[0]!.error).toBe(
      'The carrier cannot cancel it any more: Already picked up',
    );
    await t.database.db.update(lmsWaybill).set({ status: 'departure' }).where(eq(lmsWaybill.id, w.id));
    expect((await cancel(tk.service, [w.id])).data[0]!.error).toBe(
      `Waybill ${w.waybillNo} has been sent; its track number cannot be cancelled`,
    );
  });

  it('staff without the operate code and users without the codes are refused', async () => {
    const w = await place();
    await useFakeChannel(t, [w.id]);
    const printer = await userWithPermissions(t, tk.admin, 'tn-print', [
      'lms/waybill/list',
      'lms/waybill/list:print',
    ]);
    expect((await fetch(printer, [w.id])).msg).toBe('No permission at present');
    const reader = await userWithPermissions(t, tk.admin, 'tn-read', ['lms/waybill/list']);
    expect((await fetch(reader, [w.id])).code).not.toBe(0);
    expect((await cancel(reader, [w.id])).code).not.toBe(0);
    expect((await t.get('/lms/waybill/printLabel', { id: w.id }, { token: reader })).code).not.toBe(0);
  });

  it('customers: the setting and the channel decide fetch and print; another customer gets nothing', async () => {
    const w = await place(tk.demo);
    await useFakeChannel(t, [w.id], { customerLabelMode: 'none' });
    expect((await fetch(tk.demo, [w.id])).data[0]!.error).toBe(
      'Customers may not fetch labels on this channel',
    );
    await useFakeChannel(t, [], { customerLabelMode: 'fetchAndPrint' });
    await setCustomerLabel(false);
    expect((await fetch(tk.demo, [w.id])).data[0]!.error).toBe(
      'Customers may not fetch labels on this channel',
    );
    await setCustomerLabel(true);
    const other = await fetch(tk.lmsonly, [w.id]);
    expect(other.data[0]!.error).toBe('Data does not exist');
    expect((await info(tk.lmsonly, w.id)).code).not.toBe(0);
    expect((await t.get('/lms/waybill/queryTracks', { id: w.id }, { token: tk.lmsonly })).code).not.toBe(0);
    const mine = await fetch(tk.demo, [w.id]);
    expect(mine.data[0]!.trackNo).toBeTruthy();
    expect((await info(tk.demo, w.id)).data).toMatchObject({ mayFetch: true, mayPrint: true });
    await useFakeChannel(t, [], { customerLabelMode: 'none' });
    const refused = await t.get('/lms/waybill/printLabel', { id: w.id }, { token: tk.demo });
    expect(refused.msg).toBe('Customers may not print this label');
    expect((await info(tk.demo, w.id)).data).toMatchObject({ mayPrint: false, labelFileId: null });
    await useFakeChannel(t, [], { customerLabelMode: 'print' });
    const printed = await download(t, 'GET', `/lms/waybill/printLabel?id=${w.id}`, tk.demo);
    expect(printed.body.toString()).toContain('%PDF');
    expect((await cancel(tk.demo, [w.id])).data[0]!.error).toBe(
      'Customers may not fetch labels on this channel',
    );
  });

  it('more than 20 waybills run as a job with a result per waybill', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) ids.push((await place(tk.demo, { customerNo: `TNB-${i}` })).id);
    await useFakeChannel(t, ids.slice(1));
    const res = await postJob<TrackNoOutcome[]>(t, '/lms/waybill/fetchTrackNo', tk.service, { ids });
    expect(res.code).toBe(0);
    expect(res.data).toHaveLength(21);
    expect(res.data[0]!.error).toMatch(/has no channel$/);
    expect(res.data.slice(1).every((o) => o.trackNo)).toBe(true);
  });

  it('after a customer invoice upload the label is fetched by a durable task, once, retried on a carrier outage', async () => {
    const w = await place(tk.demo);
    await useFakeChannel(t, [w.id], { labelApiMode: 'autoAfterInvoice' });
    const [file] = (await uploadFiles(t, tk.demo, [pdfPart('inv.pdf')])).data;
    await t.app.tasks.runDueTasks(); // the demo's own label task runs first
    fake.failNext = { code: 'unavailable', message: 'down', carrierMessage: 'HTTP 503', retryable: true };
    const up = await t.post(
      '/lms/waybill/uploadFile',
      { id: w.id, type: 'customerInvoice', fileIds: [file!.id] },
      { token: tk.demo },
    );
    expect(up.code).toBe(0);
    const [task] = await t.database.db
      .select()
      .from(platformTask)
      .where(eq(platformTask.key, `${w.id}:1`));
    expect(task).toMatchObject({ type: 'lms.trackNo.fetch', status: 'queued' });
    expect((await t.app.tasks.runDueTasks()).retried).toBeGreaterThanOrEqual(1);
    expect((await waybillRow(t, w.id))!.trackNo).toBeNull();
    const sold = fake.sold;
    t.clock.advance(11_000);
    await t.app.tasks.runDueTasks();
    const row = await waybillRow(t, w.id);
    expect(row!.trackNo).toBeTruthy();
    expect(fake.sold).toBe(sold + 1);
    // the retry used the same idempotency key as the failed try
    expect(fake.keys.at(-1)).toBe(`lms-label:${w.id}:1`);
    // the task run once more (its lease ran out after the work) buys nothing
    await t.database.db
      .update(platformTask)
      .set({ status: 'queued', runAt: t.clock.now() })
      .where(eq(platformTask.key, `${w.id}:1`));
    expect((await t.app.tasks.runDueTasks()).done).toBeGreaterThanOrEqual(1);
    expect(fake.sold).toBe(sold + 1);
  });
});
