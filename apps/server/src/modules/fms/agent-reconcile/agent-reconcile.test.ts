import { AGENT_RECONCILE_API as API, agent, entityEndpoint, Permission } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import { fmsLockedMonth } from '#modules/fms/lock-record/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { readSheet, writeSheet } from '#platform/excel/excel.service.ts';
import { download, userWithPermissions } from '../../../test/entity-kit.ts';
import { uploadFiles } from '../../../test/upload-kit.ts';
import { addFee, call, ok, type ReceivableApp, startReceivableApp } from '../ledger/receivable-test-kit.ts';

const HEADERS = ['Shipment ref', 'Cost', 'Cur.', 'Charge item', 'Day'];
const MAPPING = {
  numberKind: 'waybillNo' as const,
  number: 'Shipment ref',
  amount: 'Cost',
  currency: 'Cur.',
  feeName: 'Charge item',
};

/** Reconciliation of an agent's statement through HTTP with real xlsx and csv files (issue 16). */
describe('agent statement reconciliation', () => {
  let r: ReceivableApp;
  let agentId: string;
  let nos: string[];
  let wids: string[];
  const admin = () => ({ token: r.tk.admin });

  const statement = (): (string | number)[][] => [
    [nos[0]!, 7.5, 'USD', 'Freight', '2026-01-10'],
    [nos[0]!, '7.50', 'USD', 'Fuel', '2026-01-10'],
    [nos[1]!, 22.5, 'USD', 'Freight', '2026-01-11'],
    ['NOT-OURS-1', 9, 'USD', 'Freight', '2026-01-12'],
    [nos[1]!, 3, 'EUR', 'Duty', '2026-01-12'],
  ];
  const uploadXlsx = async (rows = statement()) => {
    const file = await writeSheet(
      'statement',
      HEADERS.map((header) => ({ header })),
      rows,
    );
    const up = await uploadFiles(r.t, r.tk.admin, [{ name: 'agent-statement.xlsx', content: file }]);
    return up.data[0]!.id;
  };
  const uploadCsv = async () => {
    const csv = [HEADERS.join(','), ...statement().map((row) => row.map((c) => `"${c}"`).join(','))].join(
      '\r\n',
    );
    const up = await uploadFiles(r.t, r.tk.admin, [
      { name: 'agent-statement.csv', content: Buffer.from(csv) },
    ]);
    return up.data[0]!.id;
  };
  /** Uploaded once each (uploads are rate-limited per user): the statement as xlsx and csv, and a one-line one. */
  let files: { xlsx: string; csv: string; single: string };
  const kinds = (lines: { kind: string; number: string }[]) => lines.map((l) => `${l.kind} ${l.number}`);

  beforeAll(async () => {
    r = await startReceivableApp();
    const made = await r.t.post<{ id: string }>(
      entityEndpoint(agent, 'insert').url,
      { code: 'RECAG', name: 'Reconcile agent', agentTypes: ['delivery'] },
      admin(),
    );
    agentId = made.data.id;
    const ws = await r.t.database.db
      .select({ id: lmsWaybill.id, no: lmsWaybill.waybillNo })
      .from(lmsWaybill)
      .limit(3);
    nos = ws.map((w) => w.no);
    wids = ws.map((w) => w.id);
    const fee = (i: number, value: string, currency = 'USD') =>
      addFee(r.t.database.db, wids[i]!, agentId, { kind: 'agent', value, currency, conversionValue: value });
    await fee(0, '10.00');
    await fee(0, '5.00');
    await fee(1, '20.00');
    await fee(2, '4.25');
    files = {
      xlsx: await uploadXlsx(),
      csv: await uploadCsv(),
      single: await uploadXlsx([[nos[2]!, '5.00', 'USD', 'Freight', '2026-01-12']]),
    };
  });
  afterAll(() => r.t.close());

  it('offers a guess the first time, then the saved mapping for the same agent (xlsx and csv)', async () => {
    const first = await ok(r.t, API.columns, { agentId, fileId: files.xlsx }, admin());
    expect(first).toMatchObject({ headers: HEADERS, saved: false, mapping: { numberKind: 'waybillNo' } });
    expect(first.sample[0]).toEqual([nos[0], '7.5', 'USD', 'Freight', '2026-01-10']);
    await ok(r.t, API.make, { agentId, fileId: files.xlsx, mapping: MAPPING }, admin());
    const again = await ok(r.t, API.columns, { agentId, fileId: files.csv }, admin());
    expect(again).toMatchObject({ saved: true, mapping: MAPPING });
  });

  it('reconciles every kind from a csv as from an xlsx, keeps the result and lists it', async () => {
    for (const fileId of [files.xlsx, files.csv]) {
      const { id } = await ok(r.t, API.make, { agentId, fileId, mapping: MAPPING }, admin());
      const d = await ok(r.t, API.detail, { id }, admin());
      expect(kinds(d.lines)).toEqual([
        `matched ${nos[0]}`,
        `different ${nos[1]}`,
        'onlyTheirs NOT-OURS-1',
        `onlyOurs ${nos[2]}`,
        `refused ${nos[1]}`,
      ]);
      expect(d.lines[0]).toMatchObject({ ours: '15.00', theirs: '15.00', rows: [2, 3] });
      expect(d.lines[1]).toMatchObject({ ours: '20.00', theirs: '22.50', difference: '2.50' });
      expect(d.lines[3]).toMatchObject({ ours: '4.25', theirs: null, difference: '-4.25' });
      expect(d.lines[4]!.message).toBe(
        `Row 6: currency EUR differs from our fees of waybill ${nos[1]} in USD; not reconciled`,
      );
      expect(d.totals.find((t) => t.kind === 'different')).toMatchObject({ count: 1, difference: '2.50' });
    }
    const list = await ok(r.t, API.search, { criteria: { agentId } }, admin());
    expect(list.records.length).toBeGreaterThanOrEqual(3);
    expect(list.records.map((x) => [x.agentName, x.fileName])).toContainEqual([
      'Reconcile agent',
      'agent-statement.csv',
    ]);
  });

  it('accepts a difference as one adjustment fee of the agent, once; refuses other lines', async () => {
    const { id } = await ok(r.t, API.make, { agentId, fileId: files.xlsx, mapping: MAPPING }, admin());
    const d = await ok(r.t, API.detail, { id }, admin());
    const different = d.lines.find((l) => l.kind === 'different')!;
    const matched = d.lines.find((l) => l.kind === 'matched')!;
    const body = { lineId: different.id, reason: 'Agent charged a remote fee', requestKey: 'accept-0001' };
    const first = await ok(r.t, API.accept, body, admin());
    expect((await ok(r.t, API.accept, body, admin())).feeId).toBe(first.feeId);
    const second = await call(r.t, API.accept, { ...body, requestKey: 'accept-0002' }, admin());
    expect(second.msg).toBe(`The difference of waybill ${nos[1]} is already accepted`);
    const refused = await call(r.t, API.accept, { lineId: matched.id, reason: 'x' }, admin());
    expect(refused.msg).toBe('Only a line with a different amount can have its difference accepted');
    const fees = await r.t.database.db
      .select()
      .from(lmsWaybillFee)
      .where(and(eq(lmsWaybillFee.waybillId, wids[1]!), eq(lmsWaybillFee.subjectName, 'agentAdjustment')));
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({
      kind: 'agent',
      partyId: agentId,
      value: '2.50',
      currency: 'USD',
      isManual: true,
      innerRemark: 'Agent charged a remote fee',
    });
    const after = await ok(r.t, API.detail, { id }, admin());
    expect(after.lines.find((l) => l.id === different.id)).toMatchObject({
      acceptedFeeId: first.feeId,
      acceptReason: 'Agent charged a remote fee',
    });
    // our side now matches the statement
    const next = await ok(r.t, API.make, { agentId, fileId: files.xlsx, mapping: MAPPING }, admin());
    const lines = (await ok(r.t, API.detail, { id: next.id }, admin())).lines;
    expect(lines.find((l) => l.number === nos[1] && l.kind !== 'refused')?.kind).toBe('matched');
  });

  it('honours the month lock: no adjustment fee while the current month is locked', async () => {
    const { id } = await ok(r.t, API.make, { agentId, fileId: files.single, mapping: MAPPING }, admin());
    const line = (await ok(r.t, API.detail, { id }, admin())).lines.find((l) => l.kind === 'different')!;
    expect(line).toMatchObject({ number: nos[2], ours: '4.25', theirs: '5.00', difference: '0.75' });
    const month = r.t.clock.now().toISOString().slice(0, 7);
    await r.t.database.db.insert(fmsLockedMonth).values({ month, lockedAt: r.t.clock.now() });
    try {
      const refused = await call(r.t, API.accept, { lineId: line.id, reason: 'late' }, admin());
      expect(refused.code).not.toBe(0);
      const after = (await ok(r.t, API.detail, { id }, admin())).lines.find((l) => l.id === line.id);
      expect(after?.acceptedFeeId).toBeNull();
    } finally {
      await r.t.database.db.delete(fmsLockedMonth).where(eq(fmsLockedMonth.month, month));
    }
  });

  it('exports the lines to Excel', async () => {
    const { id } = await ok(r.t, API.make, { agentId, fileId: files.xlsx, mapping: MAPPING }, admin());
    const file = await download(r.t, 'GET', `${API.export.url}?id=${id}`, r.tk.admin);
    expect(file.status).toBe(200);
    const sheet = await readSheet(file.body);
    expect(sheet.headers[0]).toBe('Result');
    expect(sheet.rows).toHaveLength(5);
  });

  it('refuses a mapped column the file lacks, another file format, and callers without the codes', async () => {
    const fileId = files.xlsx;
    const missing = await call(
      r.t,
      API.make,
      { agentId, fileId, mapping: { ...MAPPING, amount: 'Amt' } },
      admin(),
    );
    expect(missing.msg).toBe('The file has no column "Amt"; map the columns again');
    const pdf = await uploadFiles(r.t, r.tk.admin, [{ name: 'x.pdf', content: Buffer.from('%PDF-1.4') }]);
    const wrong = await call(r.t, API.columns, { agentId, fileId: pdf.data[0]!.id }, admin());
    expect(wrong.msg).toBe('Please upload an xlsx or csv file');
    const viewer = await userWithPermissions(r.t, r.tk.admin, 'RECVIEW', [Permission.agentReconcile]);
    const { id } = await ok(r.t, API.make, { agentId, fileId, mapping: MAPPING }, admin());
    expect((await call(r.t, API.detail, { id }, { token: viewer })).code).toBe(0);
    for (const token of [viewer, r.tk.demo, r.tk.service]) {
      expect((await call(r.t, API.make, { agentId, fileId, mapping: MAPPING }, { token })).code).not.toBe(0);
      const line = (await ok(r.t, API.detail, { id }, admin())).lines[1]!;
      expect((await call(r.t, API.accept, { lineId: line.id, reason: 'x' }, { token })).code).not.toBe(0);
      const file = await download(r.t, 'GET', `${API.export.url}?id=${id}`, token);
      expect(JSON.parse(file.body.toString()).code).not.toBe(0);
    }
    for (const token of [r.tk.demo, r.tk.service])
      expect((await call(r.t, API.search, {}, { token })).code).not.toBe(0);
  });
});
