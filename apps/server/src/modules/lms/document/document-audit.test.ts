import { type DocumentRow, Permission, type UploadMatch, type UploadOutcome } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { pdfPart, uploadFiles } from '../../../test/upload-kit.ts';
import {
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  trackRows,
  waybillRow,
} from '../waybill/waybill-test-kit.ts';

type DocPage = { records: DocumentRow[]; total: number; counts: Record<string, number> };

describe('documents: make document, document audit, upload centre', () => {
  let t: TestApp;
  let tk: Tokens;
  let a: { id: string; waybillNo: string };
  let b: { id: string; waybillNo: string };
  let foreign: { id: string; waybillNo: string };
  const search = (body: Record<string, unknown>, token = tk.service) =>
    t.post<DocPage>('/lms/document/search', { numbers: 'AUD-A AUD-B AUD-F', ...body }, { token });
  const audit = (body: Record<string, unknown>, token = tk.service) =>
    t.post<{ statuses: { id: string; status: string }[] }>('/lms/document/audit', body, { token });

  beforeAll(async () => {
    const { product, ...app } = await startWaybillApp();
    ({ t, tk } = app);
    a = await order(t, tk.demo, sampleOrder(product, { customerNo: 'AUD-A' }));
    b = await order(t, tk.demo, sampleOrder(product, { customerNo: 'AUD-B' }));
    foreign = await order(t, tk.lmsonly, sampleOrder(product, { customerNo: 'AUD-F' }));
    const received = await t.post(
      '/lms/waybill/action',
      { ids: [a.id, b.id], action: 'receive' },
      { token: tk.admin },
    );
    expect(received.code).toBe(0);
  });
  afterAll(() => t.close());

  it('lists received waybills by audit tab with counts; orders not yet received are not listed', async () => {
    const page = await search({ tab: 'waitAudit' });
    expect(page.code).toBe(0);
    expect(page.data.records.map((r) => r.waybillNo).sort()).toEqual([a.waybillNo, b.waybillNo].sort());
    expect(page.data.counts).toEqual({ waitAudit: 2, audited: 0, denied: 0 });
    expect((await search({ numbers: 'AUD-A' })).data.records.map((r) => r.id)).toEqual([a.id]);
  });

  it('make document saves the make-document invoice with its derived total, a track and nothing for customers', async () => {
    const body = {
      id: a.id,
      makeDocumentInvoice: { declareValue: '80', declareCurrency: 'USD', declareFreightFee: '5.5' },
    };
    const res = await t.post('/lms/document/makeDocument', body, { token: tk.service });
    expect(res.code).toBe(0);
    expect((await waybillRow(t, a.id))!.makeDocumentInvoice).toMatchObject({
      declareValue: '80.00',
      declareFreightFee: '5.50',
      declareTotalValue: '85.50',
    });
    expect((await trackRows(t, a.id)).some((r) => r.messageKey === 'docTrackDocumentMade')).toBe(true);
    expect((await t.post('/lms/document/makeDocument', body, { token: tk.demo })).code).not.toBe(0);
    const zero = await t.post(
      '/lms/document/makeDocument',
      { ...body, commodities: [{ nameEn: 'Shirt', quantity: 0, unitPrice: '1' }] },
      { token: tk.admin },
    );
    expect(zero.msg).toBe('Row 1: quantity must not be zero');
  });

  it('audit passes one waybill (waitSend) and denies another with its reason (documentAuditDenied)', async () => {
    const passed = await audit({ ids: [a.id], pass: true });
    expect(passed.data.statuses).toEqual([expect.objectContaining({ id: a.id, status: 'waitSend' })]);
    expect((await audit({ ids: [b.id], pass: false })).msg).toBe('Please enter the reason for denying');
    const denied = await audit({ ids: [b.id], pass: false, reason: 'Invoice missing' });
    expect(denied.data.statuses[0]).toMatchObject({ status: 'documentAuditDenied' });
    expect(await waybillRow(t, b.id)).toMatchObject({
      status: 'documentAuditDenied',
      documentAuditStatus: 3,
      documentAuditCount: 1,
      documentAuditDenyReason: 'Invoice missing',
    });
    expect(await waybillRow(t, a.id)).toMatchObject({ documentAuditStatus: 2, documentAuditCount: 1 });
    expect((await search({ tab: 'denied' })).data).toMatchObject({
      total: 1,
      counts: { waitAudit: 0, audited: 1, denied: 1 },
    });
    // denied again after passing: the machine allows waitSend → documentAuditDenied, the count goes on
    await audit({ ids: [a.id], pass: false, reason: 'Wrong HS code' });
    expect(await waybillRow(t, a.id)).toMatchObject({ status: 'documentAuditDenied', documentAuditCount: 2 });
  });

  it('audit refuses a waybill not received (naming it in a batch), customers and users without the permission', async () => {
    const refused = await audit({ ids: [b.id, foreign.id], pass: true });
    expect(refused.msg).toContain(foreign.waybillNo);
    expect((await waybillRow(t, b.id))!.status).toBe('documentAuditDenied');
    expect((await audit({ ids: [a.id], pass: true }, tk.demo)).code).not.toBe(0);
    expect((await search({}, tk.demo)).code).not.toBe(0);
    const makerOnly = await userWithPermissions(t, tk.admin, 'makeronly', [Permission.lmsMakeDocument]);
    expect((await audit({ ids: [a.id], pass: true }, makerOnly)).code).not.toBe(0);
    expect((await search({}, makerOnly)).code).toBe(0);
  });

  it('upload centre matches file names to waybill or customer numbers, attaches one customer invoice each', async () => {
    const names = [`${a.waybillNo}.pdf`, 'AUD-B.PDF', 'NOPE-1.pdf', `${foreign.waybillNo}.pdf`];
    const match = await t.post<UploadMatch[]>(
      '/lms/document/uploadCenter/match',
      { names },
      { token: tk.demo },
    );
    expect(match.data.map((m) => m.waybillNo)).toEqual([a.waybillNo, b.waybillNo, null, null]);
    expect(match.data[1]).toMatchObject({ number: 'AUD-B', hasInvoice: false });
    const staffMatch = await t.post<UploadMatch[]>(
      '/lms/document/uploadCenter/match',
      { names },
      { token: tk.service },
    );
    expect(staffMatch.data[3]!.waybillNo).toBe(foreign.waybillNo);

    const stored = await uploadFiles(t, tk.demo, [
      pdfPart(names[0]),
      pdfPart(names[1]),
      pdfPart('again.pdf'),
    ]);
    const [fa, fb, again] = stored.data.map((f) => f.id);
    const confirm = (items: unknown[], token = tk.demo) =>
      t.post<UploadOutcome[]>('/lms/document/uploadCenter/confirm', { items }, { token });
    const first = await confirm([
      { waybillId: a.id, fileId: fa },
      { waybillId: b.id, fileId: fb },
      { waybillId: a.id, fileId: again },
    ]);
    expect(first.data.map((o) => o.ok)).toEqual([true, true, false]);
    expect(first.data[2]!.message).toBe(
      `Waybill ${a.waybillNo} already has a customer invoice; only one customer invoice is allowed`,
    );
    const after = await t.post<UploadMatch[]>(
      '/lms/document/uploadCenter/match',
      { names },
      { token: tk.demo },
    );
    expect(after.data[0]!.hasInvoice).toBe(true);
    const files = await t.get<{ files: { type: string; fileName: string }[] }>(
      '/lms/waybill/findById',
      { id: a.id, files: 'true' },
      { token: tk.demo },
    );
    expect(files.data.files).toEqual([
      expect.objectContaining({ type: 'customerInvoice', fileName: names[0] }),
    ]);

    const other = await uploadFiles(t, tk.lmsonly, [pdfPart('x.pdf')]);
    const intrude = await confirm([{ waybillId: b.id, fileId: other.data[0]!.id }], tk.lmsonly);
    expect(intrude.data[0]).toMatchObject({ ok: false, message: 'Data does not exist' });
    const noUpload = await userWithPermissions(t, tk.admin, 'noupload', [Permission.lmsWaybillList]);
    expect((await t.post('/lms/document/uploadCenter/match', { names }, { token: noUpload })).code).not.toBe(
      0,
    );
  });
});
