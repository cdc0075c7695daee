import {
  BANK_STATEMENT_API,
  bankMatchRule,
  CHARGE_BILL_API,
  entityEndpoint,
  INCOME_EXPENSE_API,
  subject,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fmsChargeBill } from '#modules/fms/charge-bill/index.ts';
import { upload, userWithPermissions } from '../../../test/entity-kit.ts';
import { cashViolations, newAccount } from '../account-flow/cash-test-kit.ts';
import { call, ok, type ReceivableApp, startReceivableApp } from '../ledger/receivable-test-kit.ts';
import { statementViolations } from './statement-test-kit.ts';

const API = BANK_STATEMENT_API;
const DAY = 86_400_000;
/** A wall clock (UTC+8) `days` before now, as a bank writes it. */
const wall = (days: number) =>
  new Date(Date.now() - days * DAY + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.map((c) => `"${c}"`).join(',')).join('\r\n'));
const HEAD = ['交易时间', '收入金额', '支出金额', '对方户名', '摘要'];

/** Bank statements: import with a remembered mapping, smart category rules, match by hand, claim (issue 16). */
describe('bank statements', () => {
  let r: ReceivableApp;
  let acc: string;
  let statementFile: string;
  const admin = () => ({ token: r.tk.admin });
  const lines = async (criteria: Record<string, unknown> = {}) =>
    ok(r.t, API.lines, { criteria: { accountId: acc, ...criteria }, size: 100 }, admin());
  const lineOf = async (value: string) => (await lines()).records.find((l) => l.value === value)!;
  const uploadFile = async (file: Buffer, name = 'statement.csv') => {
    const res = await upload<{ id: string }[]>(
      r.t,
      '/common/file/upload',
      r.tk.admin,
      file,
      {},
      'en-US',
      name,
    );
    return res.data[0]!.id;
  };
  const rule = async (values: Record<string, unknown>) => {
    const res = await r.t.post<{ id: string }>(entityEndpoint(bankMatchRule, 'insert').url, values, admin());
    if (res.code !== 0) throw new Error(`rule ${values.name} refused: ${res.msg}`);
    return res.data.id;
  };

  beforeAll(async () => {
    r = await startReceivableApp();
    acc = await newAccount(r.t, r.tk.admin, 'Statement test RMB', 'RMB', '10000.00');
    // what the company recorded: a receipt of 500 in, rent of 120 out, and a receipt of 300 three weeks ago
    const receipt = async (value: string, days: number) => {
      const made = await ok(
        r.t,
        CHARGE_BILL_API.register,
        {
          customerId: r.c1,
          value,
          currency: 'RMB',
          ownAccountId: acc,
          payTime: new Date(Date.now() - days * DAY),
        },
        admin(),
      );
      if (made.status === 0) await ok(r.t, CHARGE_BILL_API.confirm, { id: made.id }, admin());
    };
    await receipt('500.00', 2);
    await receipt('300.00', 21);
    const subjects = await r.t.post<{ records: { id: string; code: string }[] }>(
      entityEndpoint(subject, 'search').url,
      { size: 100 },
      admin(),
    );
    const subjectId = (code: string) => subjects.data.records.find((s) => s.code === code)!.id;
    await ok(
      r.t,
      INCOME_EXPENSE_API.operating.make,
      {
        subjectId: subjectId('WHRENT'),
        accountId: acc,
        value: '120.00',
        occurTime: new Date(Date.now() - 2 * DAY),
      },
      admin(),
    );
    await rule({
      name: 'T fee',
      sort: 1,
      accountId: acc,
      direction: 'out',
      summaryPattern: '手续费',
      action: 'book',
      subjectId: subjectId('BANKFEE'),
    });
    await rule({
      name: 'T claim',
      sort: 2,
      accountId: acc,
      direction: 'any',
      counterpartyName: 'claim me',
      action: 'claim',
    });
    await rule({
      name: 'T same',
      sort: 3,
      accountId: acc,
      direction: 'any',
      action: 'matchFlow',
      dayWindow: 3,
    });
    statementFile = await uploadFile(
      csv([
        HEAD,
        [wall(2), '500.00', '', 'Demo Customer', 'payment'],
        [wall(2), '', '120.00', 'Landlord', 'rent'],
        [wall(1), '', '25.00', 'CMB', '短信手续费'],
        [wall(1), '1,880.00', '', 'Unknown Trading', 'goods'],
        [wall(1), '300.00', '', 'Late Payer', ''],
        [wall(1), '99.00', '', 'Please Claim Me Ltd', ''],
      ]),
    );
  });
  afterAll(() => r.t.close());

  it('the first import guesses the mapping; the import remembers it for the account', async () => {
    const first = await ok(r.t, API.importPreview, { accountId: acc, fileId: statementFile }, admin());
    expect(first).toMatchObject({
      headers: HEAD,
      remembered: false,
      rows: 6,
      mapping: {
        tradeTime: '交易时间',
        inValue: '收入金额',
        outValue: '支出金额',
        counterpartyName: '对方户名',
        summary: '摘要',
      },
    });
    expect(first.sample[0]).toEqual([wall(2), '500.00', '', 'Demo Customer', 'payment']);
    const imported = await ok(
      r.t,
      API.import,
      { accountId: acc, fileId: statementFile, mapping: first.mapping as never },
      admin(),
    );
    expect(imported).toMatchObject({ added: 6, duplicateRows: [] });
    const again = await ok(r.t, API.importPreview, { accountId: acc, fileId: statementFile }, admin());
    expect(again).toMatchObject({ remembered: true, mapping: first.mapping });
  });

  it('lines imported before are refused one by one; a bad cell refuses the file naming its row', async () => {
    const mapping = (await ok(r.t, API.importPreview, { accountId: acc, fileId: statementFile }, admin()))
      .mapping;
    const twice = await ok(
      r.t,
      API.import,
      { accountId: acc, fileId: statementFile, mapping: mapping as never },
      admin(),
    );
    expect(twice).toMatchObject({ added: 0, duplicateRows: [2, 3, 4, 5, 6, 7] });
    const bad = await uploadFile(csv([HEAD, [wall(1), '12', '', 'x', ''], [wall(1), 'twelve', '', 'x', '']]));
    const refused = await call(
      r.t,
      API.import,
      { accountId: acc, fileId: bad, mapping: mapping as never },
      admin(),
    );
    expect(refused.msg).toBe('Row 3: the amount "twelve" cannot be read');
    const noColumn = await call(
      r.t,
      API.import,
      { accountId: acc, fileId: statementFile, mapping: { tradeTime: 'Date', amount: 'Amount' } },
      { ...admin(), lang: 'zh-CN' },
    );
    expect(noColumn.msg).toBe('文件中没有列“Date”');
    const xls = await uploadFile(Buffer.from('x'), 'statement.pdf');
    expect((await call(r.t, API.importPreview, { accountId: acc, fileId: xls }, admin())).msg).toBe(
      'Upload the bank statement as an xlsx or csv file',
    );
  });

  it('the first fitting rule decides each line: flows matched, a fee booked, a line claimed; then nothing is left', async () => {
    const done = await ok(r.t, API.smartCategory, { accountId: acc }, admin());
    expect(done).toEqual({ matched: 2, booked: 1, claimed: 1, notFound: 2, unmatched: 2 });
    const all = await lines();
    const by = (v: string) => all.records.find((l) => l.value === v)!;
    expect(by('500.00')).toMatchObject({ matchKind: 'flow', matchSource: 'charge', ruleName: 'T same' });
    expect(by('-120.00')).toMatchObject({ matchKind: 'flow', matchSource: 'expense', ruleName: 'T same' });
    expect(by('-25.00')).toMatchObject({ matchKind: 'book', matchSource: 'expense', ruleName: 'T fee' });
    expect(by('-25.00').matchNo).toMatch(/^SZ\d{10}$/);
    expect(by('99.00')).toMatchObject({ matchKind: 'claim', matchSource: 'charge', ruleName: 'T claim' });
    expect(by('300.00').matchKind).toBeNull();
    expect(all.totals).toEqual({ in: '2779.00', out: '-145.00', matched: '454.00', unmatched: '2180.00' });
    const [claimed] = await r.t.database.db
      .select()
      .from(fmsChargeBill)
      .where(eq(fmsChargeBill.chargeNo, by('99.00').matchNo!));
    expect(claimed).toMatchObject({ customerId: null, value: '99.00', ownAccountId: acc, status: 0 });
    const again = await call(r.t, API.smartCategory, { accountId: acc }, { ...admin(), lang: 'vi-VN' });
    expect(again.msg).toBe('Không có kết quả khớp, vui lòng thử lại');
    expect(await statementViolations(r.t.database.db)).toEqual([]);
    expect(await cashViolations(r.t.database.db)).toEqual([]);
  });

  it('a line is matched by hand to a free flow of its amount, once; a flow takes one line', async () => {
    const late = await lineOf('300.00');
    const candidates = await ok(r.t, API.candidates, { lineId: late.id }, admin());
    expect(candidates.map((c) => [c.source, c.value])).toEqual([['charge', '300.00']]);
    const other = await lineOf('1880.00');
    const differs = await call(r.t, API.match, { lineId: other.id, flowId: candidates[0]!.flowId }, admin());
    expect(differs.msg).toBe('The account or the amount differs from the statement line');
    await ok(r.t, API.match, { lineId: late.id, flowId: candidates[0]!.flowId }, admin());
    const twice = await call(r.t, API.match, { lineId: late.id, flowId: candidates[0]!.flowId }, admin());
    expect(twice.msg).toBe('Statement line 6 is already matched');
    expect(await ok(r.t, API.candidates, { lineId: late.id }, admin())).toEqual([]);
    await ok(r.t, API.unmatch, { lineId: late.id }, admin());
    expect((await lineOf('300.00')).matchKind).toBeNull();
    const unmatchAgain = await call(r.t, API.unmatch, { lineId: late.id }, admin());
    expect(unmatchAgain.msg).toBe('Statement line 6 is not matched');
    await ok(r.t, API.match, { lineId: late.id, flowId: candidates[0]!.flowId }, admin());
    expect(await statementViolations(r.t.database.db)).toEqual([]);
  });

  it('an unmatched line of money in goes to charge claim; money out and claimed lines are refused', async () => {
    const unknown = await lineOf('1880.00');
    const claimed = await ok(r.t, API.claim, { lineId: unknown.id }, admin());
    expect(claimed.chargeNo).toMatch(/\w+/);
    const again = await call(r.t, API.claim, { lineId: unknown.id }, admin());
    expect(again.msg).toBe('Statement line 5 is already matched');
    const unmatch = await call(r.t, API.unmatch, { lineId: unknown.id }, admin());
    expect(unmatch.msg).toBe(
      `Line 5 went to charge claim and cannot be unmatched; handle receipt ${claimed.chargeNo}`,
    );
    // a line out cannot be claimed: import one more, unmatched
    const out = await uploadFile(csv([HEAD, [wall(0), '', '7.00', 'Somebody', 'refund']]));
    const mapping = (await ok(r.t, API.importPreview, { accountId: acc, fileId: out }, admin())).mapping;
    await ok(r.t, API.import, { accountId: acc, fileId: out, mapping: mapping as never }, admin());
    const seven = await lineOf('-7.00');
    expect((await call(r.t, API.claim, { lineId: seven.id }, admin())).msg).toBe(
      'Only money in can be sent to charge claim',
    );
    const totals = (await lines()).totals;
    expect(new Decimal(totals.matched).plus(totals.unmatched).toFixed(2)).toBe(
      new Decimal(totals.in).plus(totals.out).toFixed(2),
    );
    expect(totals.unmatched).toBe('-7.00');
    expect(await statementViolations(r.t.database.db)).toEqual([]);
  });

  it('rules: booking needs a subject, the amount range is not upside down', async () => {
    const noSubject = await r.t.post(
      entityEndpoint(bankMatchRule, 'insert').url,
      { name: 'T bad', sort: 5, direction: 'out', action: 'book' },
      admin(),
    );
    expect(noSubject.msg).toBe('A rule that books income or expense needs a subject');
    const range = await r.t.post(
      entityEndpoint(bankMatchRule, 'insert').url,
      { name: 'T range', sort: 5, direction: 'any', action: 'matchFlow', minValue: '10', maxValue: '9' },
      admin(),
    );
    expect(range.msg).toBe('The smallest amount cannot be above the largest');
  });

  it('who may do what: reading is not importing or matching; customers are refused', async () => {
    const reader = await userWithPermissions(r.t, r.tk.admin, 'bsreader', ['fms/bankStatement']);
    expect((await call(r.t, API.lines, { criteria: { accountId: acc } }, { token: reader })).code).toBe(0);
    for (const [endpoint, input] of [
      [API.importPreview, { accountId: acc, fileId: statementFile }],
      [API.import, { accountId: acc, fileId: statementFile, mapping: { tradeTime: 'a', amount: 'b' } }],
      [API.smartCategory, { accountId: acc }],
      [API.match, { lineId: acc, flowId: acc }],
      [API.claim, { lineId: acc }],
    ] as const) {
      const refused = await call(r.t, endpoint, input as never, { token: reader });
      expect(refused.msg, endpoint.url).toBe('No permission at present');
    }
    const customer = await call(r.t, API.lines, { criteria: {} }, { token: r.tk.demo });
    expect(customer.msg).toBe('No permission at present');
  });
});
