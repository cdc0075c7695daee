import { WAYBILL_IMPORT_MAX_ROWS } from '@freightdesk/domain';
import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blackListTable, productTable } from '#modules/settings/basic.schema.ts';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import type { JobDetail } from '#platform/jobs/job.service.ts';
import { upload } from '../../../test/entity-kit.ts';
import type { Envelope, TestApp } from '../../../test/test-app.ts';
import {
  lmsWaybill,
  lmsWaybillCommodity,
  lmsWaybillPiece,
  lmsWaybillTrack,
} from '../waybill/waybill.schema.ts';
import { order, productId, sampleOrder, startWaybillApp, type Tokens } from '../waybill/waybill-test-kit.ts';
import { good, type Preview, type Row, sheet } from './waybill-import-test-kit.ts';

/**
 * The waybill import at its limit and its all-or-nothing promise: 10,000 rows accepted and placed,
 * the progress ending at done = total, a bad row anywhere refusing the whole file with nothing
 * written, and the rules of a single order applied to every imported waybill.
 */
describe('lms waybill import at scale', () => {
  let t: TestApp;
  let tk: Tokens;
  type Seen = { done: number; total: number };

  /** Runs a job to its end, noting every progress the client sees on the way. */
  async function job<T>(token: string, url: string, body: unknown) {
    const started = await t.post<{ progressId: string }>(url, body, { token });
    expect(started.code).toBe(0);
    const seen: Seen[] = [];
    for (;;) {
      const res = await t.get<JobDetail>(
        '/common/progress/detail',
        { progressId: started.data.progressId },
        { token },
      );
      seen.push({ done: res.data.done, total: res.data.total });
      if (res.data.status === 'done' || res.data.status === 'failed') {
        const answer: Envelope<T> =
          res.data.status === 'done'
            ? { code: 0, msg: '', data: res.data.result as T }
            : { code: -1, msg: res.data.error ?? '', data: res.data.result as T };
        return { answer, seen };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const preview = async (token: string, rows: Row[]) => {
    const up = await upload<{ id: string }[]>(t, '/common/file/upload', token, await sheet(rows));
    expect(up.code).toBe(0);
    return job<Preview>(token, '/lms/importLmsWaybill/preview', { fileId: up.data[0]!.id });
  };
  const confirm = (token: string, importId: string) =>
    job<{ inserted: number }>(token, '/lms/importLmsWaybill/confirmImport', { importId, mode: 1 });
  const waybills = async () => Number((await t.database.db.select({ n: count() }).from(lmsWaybill))[0]!.n);
  /** The progress never goes back, and ends at done = total. */
  const endsComplete = (seen: Seen[], total: number) => {
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.done).toBeGreaterThanOrEqual(seen[i - 1]!.done);
    expect(seen.at(-1)).toEqual({ done: total, total });
  };

  beforeAll(async () => ({ t, tk } = await startWaybillApp()));
  afterAll(() => t.close());

  it('a file of 10,000 rows is accepted and placed whole; the progress moves and ends at done = total', async () => {
    const rows = Array.from({ length: WAYBILL_IMPORT_MAX_ROWS }, (_, i) =>
      good({
        customerNo: `TEN-${i}`,
        ...(i % 3 === 0 ? { weight: '1.2', length: '20', width: '15', height: '10', pieceCount: 2 } : {}),
      }),
    );
    const before = await waybills();
    const checked = await preview(tk.demo, rows);
    expect(checked.answer.data.errors).toEqual([]);
    expect(checked.answer.data.total).toBe(10_000);
    endsComplete(checked.seen, 10_000);
    expect(checked.seen.some((s) => s.done > 0 && s.done < s.total)).toBe(true);
    expect(await waybills()).toBe(before);

    const placed = await confirm(tk.demo, checked.answer.data.importId);
    expect(placed.answer).toMatchObject({ code: 0, data: { inserted: 10_000 } });
    endsComplete(placed.seen, 10_000);
    const db = t.database.db;
    const imported = await db
      .select({ id: lmsWaybill.id, no: lmsWaybill.waybillNo, pieces: lmsWaybill.pieceCount })
      .from(lmsWaybill)
      .where(like(lmsWaybill.customerNo, 'TEN-%'));
    expect(imported).toHaveLength(10_000);
    // one block of consecutive numbers from the waybill number rule
    const seqs = imported.map((w) => Number(w.no.slice(-6))).sort((a, b) => a - b);
    expect(seqs.at(-1)! - seqs[0]!).toBe(9_999);
    const ids = imported.map((w) => w.id);
    const rowsOf = async (
      table: typeof lmsWaybillPiece | typeof lmsWaybillCommodity | typeof lmsWaybillTrack,
    ) => Number((await db.select({ n: count() }).from(table).where(inArray(table.waybillId, ids)))[0]!.n);
    expect(await rowsOf(lmsWaybillPiece)).toBe(imported.reduce((n, w) => n + w.pieces, 0));
    expect(await rowsOf(lmsWaybillCommodity)).toBe(10_000);
    expect(await rowsOf(lmsWaybillTrack)).toBe(10_000);
    const logs = await db.select({ n: count() }).from(businessLog).where(inArray(businessLog.entityId, ids));
    expect(Number(logs[0]!.n)).toBe(10_000);
  }, 240_000);

  it('a bad row anywhere refuses the whole file and writes nothing', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => good({ customerNo: `BAD-${i}` }));
    rows[2_398] = good({ customerNo: 'BAD-2398', recipientCountryCode: 'DE' });
    const before = await waybills();
    const checked = await preview(tk.demo, rows);
    expect(checked.answer.data.errors).toEqual([
      { row: 2_400, column: 'EU destination', message: 'EU destination is required for EU countries' },
    ]);
    endsComplete(checked.seen, 2_500);
    expect((await confirm(tk.demo, checked.answer.data.importId)).answer.code).toBe(-1);
    expect(await waybills()).toBe(before);
  }, 120_000);

  it('a customer number taken after the preview refuses the confirmation; the rounds already written roll back', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => good({ customerNo: `RACE-${i}` }));
    const checked = await preview(tk.demo, rows);
    expect(checked.answer.data.errors).toEqual([]);
    const product = await productId(t);
    await order(t, tk.demo, sampleOrder(product, { customerNo: 'RACE-2200' }));
    const before = await waybills();
    const refused = await confirm(tk.demo, checked.answer.data.importId);
    expect(refused.answer.code).toBe(-1);
    expect((refused.answer.data as unknown as { errors: unknown[] }).errors).toEqual([
      { row: 2_202, column: 'Customer number', message: 'Customer number RACE-2200 already exists' },
    ]);
    expect(await waybills()).toBe(before);
  }, 120_000);

  it('every rule of a single order applies to each imported waybill', async () => {
    const db = t.database.db;
    await db.insert(blackListTable).values([
      { type: 'recipient', content: 'Bad Receiver' },
      { type: 'commodity', content: 'dynamite' },
    ]);
    await db.update(productTable).set({ enabled: false }).where(eq(productTable.code, 'FDUSEXP'));
    const disabled = await preview(tk.demo, [good({ customerNo: 'RULE-P' })]);
    expect(disabled.answer.data.errors[0]).toMatchObject({ row: 2, column: 'Product code' });
    await db.update(productTable).set({ enabled: true }).where(eq(productTable.code, 'FDUSEXP'));
    await order(t, tk.demo, sampleOrder(await productId(t), { customerNo: 'RULE-TAKEN' }));
    const res = await preview(tk.service, [
      good({ customerCode: 'C0001', customerNo: 'RULE-1', recipientName: '  bad   receiver ' }),
      good({ customerCode: 'C0001', customerNo: 'RULE-2', nameEn: 'Dynamite kit' }),
      good({ customerCode: 'C0001', customerNo: 'RULE-3', recipientCountryCode: 'FR' }),
      good({ customerCode: 'C0001', customerNo: 'RULE-TAKEN' }),
      good({ customerCode: 'C0001', customerNo: 'RULE-TWICE' }),
      good({ customerCode: 'c0001', customerNo: 'RULE-TWICE' }),
      good({
        customerCode: 'C0001',
        customerNo: 'RULE-OK',
        recipientCity: 'Anchorage',
        recipientPostcode: '99501',
      }),
    ]);
    expect(res.answer.data.errors).toEqual([
      { row: 2, column: '', message: 'Recipient "Bad Receiver" is blacklisted; the order cannot be placed' },
      { row: 3, column: '', message: 'Commodity "dynamite" is blacklisted; the order cannot be placed' },
      { row: 4, column: 'EU destination', message: 'EU destination is required for EU countries' },
      { row: 5, column: 'Customer number', message: 'Customer number RULE-TAKEN already exists' },
      { row: 7, column: 'Customer number', message: 'Customer number RULE-TWICE already exists' },
    ]);
    // the good row alone goes through, with the remote level from the remote-area library
    const ok = await preview(tk.service, [
      good({
        customerCode: 'C0001',
        customerNo: 'RULE-OK',
        recipientCity: 'Anchorage',
        recipientPostcode: '99501',
      }),
    ]);
    expect((await confirm(tk.service, ok.answer.data.importId)).answer.code).toBe(0);
    const [w] = await db.select().from(lmsWaybill).where(eq(lmsWaybill.customerNo, 'RULE-OK'));
    expect(w).toMatchObject({ status: 'waitConfirmWaybill', recipient: { remoteLevel: 2 } });
  }, 120_000);
});
