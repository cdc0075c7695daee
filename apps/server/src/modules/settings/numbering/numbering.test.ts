import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Row } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { takeNextNos } from './numbering.service.ts';

/** Smart numbering and number segments: preview, next number, resets, concurrency. */

let t: TestApp;
let admin: string;
/** Moves the clock (sessions last 12 h, so the admin signs in again). */
async function move(ms: number) {
  t.clock.advance(ms);
  admin = await t.login('admin', 'Admin@123');
}
beforeAll(async () => {
  t = await createTestApp();
  // noon in Shanghai on 15 March 2027
  await move(Date.parse('2027-03-15T04:00:00Z') - t.clock.now().getTime());
});
afterAll(() => t.close());

const DAY = 86_400_000;
const post = <T = unknown>(url: string, body: unknown) => t.post<T>(url, body, { token: admin });
const next = async (code: string) =>
  (await post<{ no: string }>('/common/numberRule/nextNo', { code })).data.no;
const preview = async (code: string) =>
  (await post<{ no: string }>('/common/numberRule/preview', { code })).data.no;

describe('number rules', () => {
  it('previews without taking; takes numbers in order; the daily rule restarts each day', async () => {
    expect(await preview('lmsWaybillNo')).toBe('FD270315000001');
    expect(await preview('lmsWaybillNo')).toBe('FD270315000001');
    expect(await next('lmsWaybillNo')).toBe('FD270315000001');
    expect(await next('lmsWaybillNo')).toBe('FD270315000002');
    expect(await preview('lmsWaybillNo')).toBe('FD270315000003');
    await move(DAY);
    expect(await preview('lmsWaybillNo')).toBe('FD270316000001');
    expect(await next('lmsWaybillNo')).toBe('FD270316000001');
  });

  it('monthly and never-resetting rules; a disabled rule refuses', async () => {
    const monthly = await post<Row>('/common/numberRule/insert', {
      code: 'invoiceNo',
      name: 'Invoice',
      prefix: 'INV',
      datePattern: 'yyMM',
      sequenceLength: 4,
      resetPeriod: 'month',
    });
    expect(monthly.code).toBe(0);
    await post('/common/numberRule/insert', {
      code: 'statementNo',
      name: 'Statement',
      datePattern: 'none',
      sequenceLength: 3,
      resetPeriod: 'none',
      currentSequence: 41,
    });
    expect(await next('invoiceNo')).toBe('INV27030001');
    expect(await next('statementNo')).toBe('042');
    await move(DAY);
    expect(await next('invoiceNo')).toBe('INV27030002');
    await move(20 * DAY);
    expect(await next('invoiceNo')).toBe('INV27040001');
    expect(await next('statementNo')).toBe('043');

    await post('/common/numberRule/disable', { ids: [monthly.data.id] });
    const refused = await post('/common/numberRule/nextNo', { code: 'invoiceNo' });
    expect(refused.msg).toBe('Number rule invoiceNo does not exist or is disabled');
  });

  it('taking a number makes an open edit form stale, so a save cannot rewind the sequence', async () => {
    const [rule] = (await post<Page>('/common/numberRule/search', { criteria: { keyword: 'statementNo' } }))
      .data.records;
    await next('statementNo');
    const save = await post('/common/numberRule/update', { ...rule, currentSequence: 0 });
    expect(save.msg).toBe('Data does not exist, please refresh and retry');
  });

  it('parallel calls never repeat a number', async () => {
    await post('/common/numberRule/insert', {
      code: 'parallelNo',
      name: 'Parallel',
      datePattern: 'none',
      sequenceLength: 4,
      resetPeriod: 'none',
    });
    const numbers = await Promise.all(Array.from({ length: 40 }, () => next('parallelNo')));
    expect(new Set(numbers).size).toBe(40);
    expect([...numbers].sort()).toEqual(Array.from({ length: 40 }, (_, i) => String(i + 1).padStart(4, '0')));
  });
});

describe('number blocks (imports take their numbers in blocks)', () => {
  it('a block continues the sequence, the next single number follows it, a new period restarts it', async () => {
    const db = t.database.db;
    const before = await preview('lmsWaybillNo');
    const block = await takeNextNos(db, 'lmsWaybillNo', t.clock.now(), 3);
    expect(block[0]).toBe(before);
    expect(block.map((n) => Number(n.slice(-6)))).toEqual([0, 1, 2].map((i) => Number(before.slice(-6)) + i));
    expect(Number((await next('lmsWaybillNo')).slice(-6))).toBe(Number(before.slice(-6)) + 3);
    await move(DAY);
    const fresh = await takeNextNos(db, 'lmsWaybillNo', t.clock.now(), 2);
    expect(fresh.map((n) => n.slice(-6))).toEqual(['000001', '000002']);
    expect(await takeNextNos(db, 'lmsWaybillNo', t.clock.now(), 0)).toEqual([]);
  });

  it('parallel blocks never overlap', async () => {
    const blocks = await Promise.all(
      Array.from({ length: 8 }, () => takeNextNos(t.database.db, 'parallelNo', t.clock.now(), 25)),
    );
    const all = blocks.flat();
    expect(new Set(all).size).toBe(200);
    for (const b of blocks) expect(Number(b[24]) - Number(b[0])).toBe(24);
  });
});

describe('number segments', () => {
  const take = (code: string) => post<{ no: string }>('/common/numberSegment/next', { code });

  it('hands out the segment one by one and says when it is used up', async () => {
    const created = await post('/common/numberSegment/insert', {
      code: 'smallSeg',
      name: 'Small',
      prefix: 'T',
      startNo: '98',
      endNo: '100',
    });
    expect(created.code).toBe(0);
    expect((await take('smallSeg')).data.no).toBe('T098');
    expect((await take('smallSeg')).data.no).toBe('T099');
    expect((await take('smallSeg')).data.no).toBe('T100');
    expect((await take('smallSeg')).msg).toBe('Number segment smallSeg is used up, please add a new segment');
    expect((await take('noSuchSeg')).msg).toBe('Number segment noSuchSeg does not exist or is disabled');
  });

  it('checks the range of a segment', async () => {
    const base = { code: 'badSeg', name: 'Bad' };
    expect((await post('/common/numberSegment/insert', { ...base, startNo: '10', endNo: '5' })).msg).toBe(
      'Start number cannot be greater than End number',
    );
    expect(
      (await post('/common/numberSegment/insert', { ...base, startNo: '10', endNo: '20', currentNo: '21' }))
        .msg,
    ).toBe('Current number must be between 10 and 20');
  });

  it('parallel calls never repeat a number', async () => {
    await post('/common/numberSegment/insert', {
      code: 'bigSeg',
      name: 'Big',
      startNo: '1',
      endNo: '999999',
    });
    const numbers = await Promise.all(Array.from({ length: 30 }, async () => (await take('bigSeg')).data.no));
    expect(new Set(numbers).size).toBe(30);
  });
});
