import {
  ACCOUNT_FLOW_API,
  BANK_TRANSFER_API,
  entityEndpoint,
  INCOME_EXPENSE_API,
  subject,
} from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashViolations, newAccount } from '../account-flow/cash-test-kit.ts';
import { call, ok, type ReceivableApp, startReceivableApp } from '../ledger/receivable-test-kit.ts';

/** Subjects, operating and non-operating income and expense, and the system's exchange entries (issue 16). */
describe('income and expense', () => {
  let r: ReceivableApp;
  let rmb: string;
  let usd: string;
  const subjects = new Map<string, Record<string, unknown>>();
  const admin = () => ({ token: r.tk.admin });
  const OP = INCOME_EXPENSE_API.operating;
  const NON = INCOME_EXPENSE_API.nonOperating;
  const id = (code: string) => String(subjects.get(code)!.id);
  const balance = async (accountId: string) =>
    (await ok(r.t, ACCOUNT_FLOW_API.balances, {}, admin())).find((b) => b.accountId === accountId)!.balance;

  beforeAll(async () => {
    r = await startReceivableApp();
    rmb = await newAccount(r.t, r.tk.admin, 'IE test RMB', 'RMB', '1000.00');
    usd = await newAccount(r.t, r.tk.admin, 'IE test USD', 'USD', '100.00');
    const list = await r.t.post<{ records: Record<string, unknown>[] }>(
      entityEndpoint(subject, 'search').url,
      { size: 100 },
      admin(),
    );
    for (const s of list.data.records) subjects.set(String(s.code), s);
  });
  afterAll(() => r.t.close());

  it('system subjects are seeded and neither changed nor deleted; agent types only on operating subjects', async () => {
    expect(subjects.get('FXGAIN')).toMatchObject({ isSystem: true, direction: 'income', kind: 'operating' });
    expect(subjects.get('FXLOSS')).toMatchObject({ isSystem: true, direction: 'expense' });
    const gain = subjects.get('FXGAIN')!;
    const upd = await r.t.post(entityEndpoint(subject, 'update').url, { ...gain, remark: 'x' }, admin());
    expect(upd.msg).toBe('Exchange gain is a system subject; it cannot be changed or deleted');
    const del = await r.t.post(
      entityEndpoint(subject, 'deleteBatch').url,
      { ids: [gain.id] },
      { ...admin(), lang: 'zh-CN' },
    );
    expect(del.msg).toBe('汇兑收益是系统科目，不能修改或删除');
    const limited = await r.t.post(
      entityEndpoint(subject, 'insert').url,
      {
        code: 'NOPLIM',
        name: 'x',
        kind: 'nonOperating',
        direction: 'expense',
        firstCategory: 'x',
        limitedAgentTypes: ['customs'],
      },
      admin(),
    );
    expect(limited.msg).toBe('Only operating subjects can be limited to agent types');
  });

  it('each screen reads the subjects of its kind, a system subject by its name in the caller’s language', async () => {
    const op = await ok(r.t, OP.subjects, {}, { ...admin(), lang: 'zh-CN' });
    expect(op.map((s) => s.code)).toEqual(expect.arrayContaining(['WHRENT', 'DUTYIN', 'FXGAIN', 'FXLOSS']));
    expect(op.every((s) => s.kind === 'operating')).toBe(true);
    expect(op.find((s) => s.code === 'FXGAIN')).toMatchObject({
      name: '汇兑收益',
      isSystem: true,
      direction: 'income',
    });
    const non = await ok(r.t, NON.subjects, {}, admin());
    expect(non.map((s) => s.code).sort()).toEqual(['FINES', 'SUBSIDY']);
  });

  it('an operating expense takes money out of the account; its cancel puts it back, once', async () => {
    const made = await ok(
      r.t,
      OP.make,
      {
        subjectId: id('WHRENT'),
        accountId: rmb,
        value: '300.00',
        counterparty: 'Landlord',
        needInvoice: true,
      },
      admin(),
    );
    expect(made.code).toMatch(/^SZ\d{10}$/);
    expect(await balance(rmb)).toBe('700.00');
    const [rec] = (await ok(r.t, OP.search, { criteria: { code: made.code } }, admin())).records;
    expect(rec).toMatchObject({
      direction: 'expense',
      subjectCode: 'WHRENT',
      value: '300.00',
      localValue: '300.00',
      currency: 'RMB',
      needInvoice: true,
      bySystem: false,
    });
    const flows = await ok(r.t, ACCOUNT_FLOW_API.search, { criteria: { relatedNo: made.code } }, admin());
    expect(flows.records.map((f) => [f.source, f.value])).toEqual([['expense', '-300.00']]);
    expect((await call(r.t, NON.cancel, { id: made.id }, admin())).code).not.toBe(0);
    await ok(r.t, OP.cancel, { id: made.id }, admin());
    expect(await balance(rmb)).toBe('1000.00');
    const twice = await call(r.t, OP.cancel, { id: made.id }, { ...admin(), lang: 'vi-VN' });
    expect(twice.msg).toBe(`Thu chi ${made.code} đã bị hủy`);
    expect(await cashViolations(r.t.database.db)).toEqual([]);
  });

  it('a non-operating income brings money in and names the user reimbursed; the subject must be of its kind', async () => {
    const wrong = await call(r.t, OP.make, { subjectId: id('SUBSIDY'), accountId: usd, value: '5' }, admin());
    expect(wrong.msg).toBe(
      'Subject 政府补贴 Government subsidy is not a subject of this kind of income and expense',
    );
    const reimbursed = await call(
      r.t,
      OP.make,
      { subjectId: id('WHRENT'), accountId: usd, value: '5', reimbursementUserId: r.c1 },
      admin(),
    );
    expect(reimbursed.msg).toBe('Only non-operating income and expense has a reimbursed user');
    const system = await call(r.t, OP.make, { subjectId: id('FXGAIN'), accountId: usd, value: '5' }, admin());
    expect(system.msg).toBe('System subject Exchange gain is posted by the system only');
    const made = await ok(
      r.t,
      NON.make,
      { subjectId: id('SUBSIDY'), accountId: usd, value: '50.00' },
      admin(),
    );
    expect(await balance(usd)).toBe('150.00');
    const [rec] = (await ok(r.t, NON.search, { criteria: { code: made.code } }, admin())).records;
    expect(rec!.direction).toBe('income');
    expect(Number(rec!.localValue)).toBeGreaterThan(50);
    const much = await call(
      r.t,
      NON.make,
      { subjectId: id('FINES'), accountId: usd, value: '151.00' },
      admin(),
    );
    expect(much.msg).toBe('Cash account IE test USD holds 150.00; it cannot pay 151.00');
    expect(await cashViolations(r.t.database.db)).toEqual([]);
  });

  it('a transfer across currencies posts its exchange gain or loss as a system entry, cancelled with it', async () => {
    const t = await ok(
      r.t,
      BANK_TRANSFER_API.make,
      { fromAccountId: usd, toAccountId: rmb, value: '10.00', rate: '9.9' },
      admin(),
    );
    expect(t.exchangeGainLoss).not.toBe('0.00');
    const posted = (await ok(r.t, OP.search, { criteria: {} }, admin())).records.filter(
      (e) => e.relatedNo === t.transferNo,
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      bySystem: true,
      subjectName: Number(t.exchangeGainLoss) > 0 ? 'Exchange gain' : 'Exchange loss',
      subjectCode: Number(t.exchangeGainLoss) > 0 ? 'FXGAIN' : 'FXLOSS',
      value: t.exchangeGainLoss.replace('-', ''),
      accountId: null,
      currency: 'RMB',
    });
    const byUser = await call(r.t, OP.cancel, { id: posted[0]!.id }, admin());
    expect(byUser.code).not.toBe(0);
    await ok(r.t, BANK_TRANSFER_API.cancel, { id: t.id }, admin());
    const after = (await ok(r.t, OP.search, { criteria: { cancelled: true } }, admin())).records;
    expect(after.map((e) => e.id)).toContain(posted[0]!.id);
  });

  it('customers and staff without the codes are refused', async () => {
    for (const token of [r.tk.demo, r.tk.service]) {
      for (const api of [OP, NON]) {
        expect((await call(r.t, api.search, {}, { token })).code).not.toBe(0);
        const make = await call(
          r.t,
          api.make,
          { subjectId: id('WHRENT'), accountId: rmb, value: '1' },
          { token },
        );
        expect(make.code).not.toBe(0);
      }
    }
  });
});
