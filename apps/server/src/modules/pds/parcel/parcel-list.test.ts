import { PARCEL_API, PARCEL_STATUSES } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '#platform/excel/excel.service.ts';
import { download, exportFile, upload, userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { Tokens } from '../../lms/waybill/waybill-test-kit.ts';
import { pdsWaybill } from './parcel.schema.ts';
import { CarrierCallError, useParcelCarrier } from './parcel-carrier.ts';
import { type FakeCarrier, installFakeCarrier, sampleParcel, startParcelApp } from './parcel-test-kit.ts';

type Ordered = { id: string; waybillNo: string; trackNo?: string; labelError?: string };
type Page = { records: Record<string, unknown>[]; total: number };
type Detail = {
  info: Record<string, unknown>;
  fees: Record<string, unknown>[];
  feeTotals: { currency: string; total: string }[];
  pieces?: unknown[];
  commodities?: unknown[];
  tracks?: { description: string; status: string | null; source: string }[];
  files?: { fileId: string; fileName: string; type: string }[];
};

describe('pds parcels: list, drawer, cancel, ship confirm, print, tracks, files', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let fake: FakeCarrier;
  const order = async (token: string, over: Record<string, unknown> = {}) => {
    const res = await t.post<Ordered>(PARCEL_API.order.url, sampleParcel(product, over), { token });
    if (res.code !== 0) throw new Error(res.msg);
    return res.data;
  };
  const search = (token: string, criteria: Record<string, unknown> = {}) =>
    t.post<Page>(PARCEL_API.search.url, { criteria }, { token });
  const detail = (token: string, id: string, flags: Record<string, string> = {}) =>
    t.get<Detail>(PARCEL_API.findById.url, { id, ...flags }, { token });
  const status = async (id: string) =>
    (await t.database.db.select().from(pdsWaybill).where(eq(pdsWaybill.id, id)))[0]!.status;

  beforeAll(async () => {
    ({ t, tk, product } = await startParcelApp());
    fake = installFakeCarrier();
  });
  afterAll(async () => {
    fake.restore();
    await t.close();
  });

  it('search and the twelve status counts; a customer sees only its own parcels', async () => {
    const made = await order(tk.demo, { customerNo: 'LIST-1' });
    fake.failNext.push({
      code: 'validation',
      message: 'Refused',
      carrierMessage: 'Bad address',
      retryable: false,
    });
    const failed = await order(tk.demo);
    const page = await search(tk.demo, { nos: [made.waybillNo, failed.waybillNo] });
    expect(page.data.total).toBe(2);
    const byNo = await search(tk.demo, { nos: ['LIST-1'] });
    expect(byNo.data.records[0]).toMatchObject({ id: made.id, status: 'made', customerCode: 'C0001' });
    const errors = await search(tk.demo, { hasLabelError: true });
    expect(errors.data.records.map((r) => r.labelError)).toContain('Bad address');
    const counts = await t.post<Record<string, number>>(
      PARCEL_API.statusGroup.url,
      { criteria: {} },
      { token: tk.demo },
    );
    expect(Object.keys(counts.data).sort()).toEqual(['all', ...PARCEL_STATUSES].sort());
    expect(counts.data.made).toBeGreaterThanOrEqual(1);
    expect(counts.data.failed).toBeGreaterThanOrEqual(1);
    expect(counts.data.all).toBe(PARCEL_STATUSES.reduce((n, s) => n + counts.data[s]!, 0));
    // the other customer sees none of them, whatever it asks
    const other = await search(tk.lmsonly, { nos: [made.waybillNo] });
    expect(other.data.total).toBe(0);
    const otherCounts = await t.post<Record<string, number>>(
      PARCEL_API.statusGroup.url,
      {},
      { token: tk.lmsonly },
    );
    expect(otherCounts.data.all).toBe(0);
    // staff see them
    expect((await search(tk.admin, { nos: [made.waybillNo] })).data.total).toBe(1);
  });

  it('export writes the parcels of the criteria as xlsx in the caller’s language (a customer only its own)', async () => {
    const p = await order(tk.demo, { customerNo: 'EXPORT-1' });
    const file = await exportFile(t, PARCEL_API.export.url, tk.demo, { criteria: { nos: ['EXPORT-1'] } });
    const sheet = await readSheet(file.body);
    expect(sheet.headers).toContain('Parcel number');
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]!.cells).toContain(p.waybillNo);
    expect(sheet.rows[0]!.cells).toContain('Made');
    const theirs = await exportFile(t, PARCEL_API.export.url, tk.lmsonly, {
      criteria: { nos: ['EXPORT-1'] },
    });
    expect((await readSheet(theirs.body)).rows).toHaveLength(0);
  });

  it('findById answers the drawer: info, fees summed per currency and the sub-lists asked for', async () => {
    const p = await order(tk.demo, { labelDescription: 'Fragile' });
    const res = await detail(tk.admin, p.id, {
      pieces: 'true',
      commodities: 'true',
      tracks: 'true',
      files: 'true',
    });
    expect(res.code).toBe(0);
    expect(res.data.info).toMatchObject({
      waybillNo: p.waybillNo,
      trackNo: p.trackNo,
      labelDescription: 'Fragile',
      isEndShipManifest: false,
      endShipManifestCode: null,
    });
    expect(res.data.feeTotals).toEqual([{ currency: 'RMB', total: expect.stringMatching(/^\d+\.\d{2}$/) }]);
    expect(res.data.pieces).toHaveLength(1);
    expect(res.data.commodities).toHaveLength(1);
    expect(res.data.tracks!.map((r) => r.description)).toEqual([
      `Label created, track number ${p.trackNo}`,
      'Order placed',
    ]);
    const bare = await detail(tk.admin, p.id);
    expect(bare.data.pieces).toBeUndefined();
    // a customer does not see estimated fees; another customer not the parcel
    const own = await detail(tk.demo, p.id);
    expect(own.data.fees).toEqual([]);
    const other = await detail(tk.lmsonly, p.id);
    expect(other.msg).toBe('Data does not exist');
  });

  it('cancel: a label is cancelled through the carrier; no label, at once; refused once delivered or manifested', async () => {
    const made = await order(tk.demo);
    const res = await t.post<{ id: string; status: string; ok: boolean }[]>(
      PARCEL_API.cancel.url,
      { ids: [made.id] },
      { token: tk.demo },
    );
    expect(res.data).toEqual([{ id: made.id, waybillNo: made.waybillNo, ok: true, status: 'cancelled' }]);
    expect(fake.cancelled).toContain(made.trackNo);
    fake.failNext.push({ code: 'validation', message: 'Refused', retryable: false });
    const failed = await order(tk.demo);
    const direct = await t.post<{ status: string }[]>(
      PARCEL_API.cancel.url,
      { ids: [failed.id] },
      { token: tk.demo },
    );
    expect(direct.data[0]!.status).toBe('cancelled');
    expect(fake.cancelled).not.toContain(undefined);
    // cancelled again: refused naming the status
    const twice = await t.post(PARCEL_API.cancel.url, { ids: [made.id] }, { token: tk.demo });
    expect(twice.msg).toBe(`Parcel ${made.waybillNo} is Cancelled and cannot be cancelled`);
    const manifested = await order(tk.demo);
    await t.database.db
      .update(pdsWaybill)
      .set({ endShipManifestId: manifested.id, endShipManifestCode: 'ESM2611280001' })
      .where(eq(pdsWaybill.id, manifested.id));
    const refused = await t.post(PARCEL_API.cancel.url, { ids: [manifested.id] }, { token: tk.demo });
    expect(refused.msg).toBe(
      `Parcel ${manifested.waybillNo} is on end-ship manifest ESM2611280001 and cannot be cancelled`,
    );
    expect(await status(manifested.id)).toBe('made');
    // another customer's parcel is out of reach
    const theirs = await t.post(PARCEL_API.cancel.url, { ids: [manifested.id] }, { token: tk.lmsonly });
    expect(theirs.msg).toBe('Data does not exist');
  });

  it('an unreachable carrier leaves the parcel cancelling until the task cancels it', async () => {
    const p = await order(tk.demo);
    // a carrier that cannot be reached on the first cancel
    let first = true;
    const restore = useParcelCarrier({
      withConnector: () => async (input, fn) => {
        if (first) {
          first = false;
          throw new CarrierCallError({
            code: 'unavailable',
            message: 'Carrier unavailable',
            retryable: true,
          });
        }
        return fn(
          {
            code: 'x',
            name: { zh: 'x', en: 'x', vi: 'x' },
            carrier: null,
            kinds: ['label'],
            credentialFields: [],
            endpoints: { test: '', live: '' },
            cancel: async () => {},
          },
          {
            http: async () => ({ status: 599, headers: {}, body: '' }),
            credentials: {},
            endpoint: '',
            testMode: true,
            timeoutMs: 1,
            now: input.now,
          },
        );
      },
    });
    const res = await t.post<{ status: string; ok: boolean }[]>(
      PARCEL_API.cancel.url,
      { ids: [p.id] },
      { token: tk.demo },
    );
    expect(res.data[0]).toMatchObject({ status: 'cancelling', ok: false });
    await t.app.tasks.runDueTasks();
    expect(await status(p.id)).toBe('cancelled');
    restore();
  });

  it('shipConfirm hands made parcels over; anything else is refused by number', async () => {
    const p = await order(tk.demo);
    const res = await t.post<{ updated: number }>(
      PARCEL_API.shipConfirm.url,
      { ids: [p.id] },
      { token: tk.admin },
    );
    expect(res.data).toEqual({ updated: 1 });
    expect(await status(p.id)).toBe('waitPickUp');
    const again = await t.post(PARCEL_API.shipConfirm.url, { ids: [p.id] }, { token: tk.admin });
    expect(again.msg).toBe(`Parcel ${p.waybillNo} is Waiting pick-up and cannot be confirmed for shipping`);
    // customers do not confirm shipping
    const customer = await t.post(PARCEL_API.shipConfirm.url, { ids: [p.id] }, { token: tk.demo });
    expect(customer.msg).toBe('No permission at present');
  });

  it('print merges the labels into one PDF, or ZPL; a parcel without a label is refused', async () => {
    const a = await order(tk.demo);
    const b = await order(tk.demo);
    const pdf = await download(t, 'POST', PARCEL_API.print.url, tk.demo, { ids: [a.id, b.id] });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.body)).getPageCount()).toBe(2);
    const z1 = await order(tk.demo, { labelFormat: 'zpl' });
    const z2 = await order(tk.demo, { labelFormat: 'zpl' });
    const zpl = await download(t, 'POST', PARCEL_API.print.url, tk.demo, {
      ids: [z1.id, z2.id],
      format: 'zpl',
    });
    expect(zpl.body.toString()).toBe(`^XA^FD${z1.trackNo}^FS^XZ\n^XA^FD${z2.trackNo}^FS^XZ\n`);
    const mixed = await t.post(PARCEL_API.print.url, { ids: [a.id], format: 'zpl' }, { token: tk.demo });
    expect(mixed.msg).toBe(`The label of parcel ${a.waybillNo} is not in ZPL format`);
    fake.failNext.push({ code: 'validation', message: 'Refused', retryable: false });
    const none = await order(tk.demo);
    const refused = await t.post(PARCEL_API.print.url, { ids: [none.id] }, { token: tk.demo });
    expect(refused.msg).toBe(`Parcel ${none.waybillNo} has no label`);
  });

  it('queryTracks appends the carrier’s events once and moves the status; delivered stamps the time', async () => {
    const p = await order(tk.demo);
    fake.events.set(p.trackNo!, [
      { time: '2026-11-28T08:00:00Z', status: 'pickUp', description: 'Picked up', carrierCode: 'PU' },
      {
        time: '2026-11-29T08:00:00Z',
        status: 'delivered',
        description: 'Delivered',
        location: 'LA',
        carrierCode: 'DL',
      },
    ]);
    const res = await t.get<{ status: string | null; description: string; source: string }[]>(
      PARCEL_API.queryTracks.url,
      { id: p.id },
      { token: tk.demo },
    );
    expect(res.data.filter((r) => r.source === 'api').map((r) => r.status)).toEqual(['delivered', 'pickUp']);
    const again = await t.get<unknown[]>(PARCEL_API.queryTracks.url, { id: p.id }, { token: tk.demo });
    expect(again.data).toHaveLength(res.data.length);
    const [row] = await t.database.db.select().from(pdsWaybill).where(eq(pdsWaybill.id, p.id));
    expect(row).toMatchObject({ status: 'delivered' });
    expect(row!.deliverTime?.toISOString()).toBe('2026-11-29T08:00:00.000Z');
    const theirs = await t.get(PARCEL_API.queryTracks.url, { id: p.id }, { token: tk.lmsonly });
    expect(theirs.msg).toBe('Data does not exist');
  });

  it('files: uploaded to a parcel, listed in the drawer, deleted only by the uploader', async () => {
    const p = await order(tk.demo);
    const up = await upload<{ id: string }[]>(
      t,
      '/common/file/upload',
      tk.demo,
      Buffer.from('%PDF-1.4 x'),
      {},
      'en-US',
      'invoice.pdf',
    );
    expect(up.code).toBe(0);
    const fileId = up.data[0]!.id;
    const res = await t.post(
      PARCEL_API.uploadFile.url,
      { id: p.id, fileId, type: 'invoice' },
      { token: tk.demo },
    );
    expect(res.code).toBe(0);
    const d = await detail(tk.demo, p.id, { files: 'true' });
    expect(d.data.files).toEqual([
      expect.objectContaining({ fileId, fileName: 'invoice.pdf', type: 'invoice' }),
    ]);
    expect(d.data.info.fileTypes).toEqual(['invoice']);
    const notMine = await t.post(PARCEL_API.deleteFile.url, { fileId }, { token: tk.admin });
    expect(notMine.msg).toBe('Only the uploader can delete a file');
    const theirs = await t.post(PARCEL_API.deleteFile.url, { fileId }, { token: tk.lmsonly });
    expect(theirs.msg).toBe('Data does not exist');
    const del = await t.post(PARCEL_API.deleteFile.url, { fileId }, { token: tk.demo });
    expect(del.code).toBe(0);
  });

  it('permissions: the list, cancel, print and files need their codes', async () => {
    const p = await order(tk.demo);
    const token = await userWithPermissions(t, tk.admin, 'pdsNothing', ['lms', 'lms/waybill/list']);
    expect((await search(token)).msg).toBe('No permission at present');
    expect((await detail(token, p.id)).msg).toBe('No permission at present');
    const listOnly = await userWithPermissions(t, tk.admin, 'pdsList', ['pds', 'pds/waybill/list']);
    expect((await search(listOnly, { nos: [p.waybillNo] })).data.total).toBe(1);
    for (const url of [PARCEL_API.cancel.url, PARCEL_API.print.url, PARCEL_API.shipConfirm.url])
      expect((await t.post(url, { ids: [p.id] }, { token: listOnly })).msg).toBe('No permission at present');
    expect((await t.post(PARCEL_API.export.url, {}, { token: listOnly })).msg).toBe(
      'No permission at present',
    );
  });
});
