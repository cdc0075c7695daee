import type { LmsFeePage, LmsFeeSummaryPage } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybillFee } from '#modules/fms/fee/fee.schema.ts';
import {
  customerId,
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { agentTable } from '#modules/settings/basic.schema.ts';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { readSheet } from '#platform/excel/excel.service.ts';
import { exportFile, userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';

type Placed = { id: string; waybillNo: string };
type FeeInsert = typeof lmsWaybillFee.$inferInsert;

describe('fms lmsFee: fee lists, summary, export, check', () => {
  let t: TestApp;
  let tk: Tokens;
  let w1: Placed;
  let w2: Placed;
  let w3: Placed;
  let agentId: string;
  let c2: string;
  const ids: Record<string, string> = {};
  const search = (
    kind: 'customer' | 'agent',
    criteria: Record<string, unknown>,
    over = {},
    token = tk.admin,
  ) => t.post<LmsFeePage>(`/fms/lmsFee/${kind}/search`, { criteria, ...over }, { token });
  const numbers = () => [w1, w2, w3].map((w) => w.waybillNo).join('\n');

  beforeAll(async () => {
    const app = await startWaybillApp();
    ({ t, tk } = app);
    w1 = await order(t, tk.demo, sampleOrder(app.product, { customerNo: 'FEE-1' }));
    w2 = await order(t, tk.demo, sampleOrder(app.product, { customerNo: 'FEE-2' }));
    w3 = await order(t, tk.lmsonly, sampleOrder(app.product, { customerNo: 'FEE-3' }));
    const c1 = await customerId(t, 'C0001');
    c2 = await customerId(t, 'C0002');
    const [agent] = await t.database.db.select({ id: agentTable.id }).from(agentTable).limit(1);
    agentId = String(agent!.id);
    const fee = (key: string, waybillId: string, over: Partial<FeeInsert>): FeeInsert & { key: string } => ({
      key,
      waybillId,
      kind: 'customer',
      partyId: c1,
      subjectName: 'Freight',
      value: '100.00',
      currency: 'RMB',
      conversionValue: '100.00',
      belongTime: new Date('2026-01-10T00:00:00Z'),
      ...over,
    });
    const rows = [
      fee('w1Freight', w1.id, { status: 10 }),
      fee('w1Clearance', w1.id, {
        subjectName: 'Customs clearance',
        value: '3.50',
        currency: 'USD',
        exchangeRate: '7.1',
        conversionValue: '24.85',
        status: 20,
      }),
      fee('w2Freight', w2.id, { value: '50.00', conversionValue: '50.00', status: 30 }),
      fee('w3Freight', w3.id, { partyId: c2, value: '10.00', conversionValue: '10.00' }),
      fee('w1Line', w1.id, {
        kind: 'agent',
        partyId: agentId,
        subjectName: 'Line haul',
        value: '60.00',
        conversionValue: '60.00',
      }),
      fee('w1Error', w1.id, {
        kind: 'agent',
        partyId: agentId,
        subjectName: 'Delivery',
        value: '0.00',
        conversionValue: '0.00',
        calErrorMsg: 'No price for zone',
      }),
      fee('w2Manual', w2.id, {
        kind: 'agent',
        partyId: agentId,
        subjectName: 'Delivery',
        value: '20.00',
        conversionValue: '20.00',
        isManual: true,
        belongTime: new Date('2026-03-01T00:00:00Z'),
      }),
    ];
    for (const { key, ...row } of rows) {
      const [inserted] = await t.database.db
        .insert(lmsWaybillFee)
        .values(row)
        .returning({ id: lmsWaybillFee.id });
      ids[key] = inserted!.id;
    }
  });
  afterAll(() => t.close());

  describe('search', () => {
    it('answers the page, the total and the sums per currency of the numbers', async () => {
      const res = await search('customer', { numbers: numbers() });
      expect(res.code).toBe(0);
      expect(res.data.total).toBe(4);
      expect(res.data.records).toHaveLength(4);
      expect(res.data.totals).toEqual({
        byCurrency: [
          { currency: 'RMB', total: '160.00' },
          { currency: 'USD', total: '3.50' },
        ],
        conversionTotal: '184.85',
      });
      const clearance = res.data.records.find((r) => r.id === ids.w1Clearance)!;
      expect(clearance).toMatchObject({
        waybillNo: w1.waybillNo,
        customerNo: 'FEE-1',
        partyCode: 'C0001',
        value: '3.50',
        exchangeRate: '7.100000',
        conversionValue: '24.85',
        status: 20,
      });
    });

    it('filters by each criterion', async () => {
      const nos = numbers();
      const found = async (kind: 'customer' | 'agent', criteria: Record<string, unknown>) =>
        (await search(kind, { numbers: nos, ...criteria })).data.records.map((r) => r.id).sort();
      expect(await found('customer', { status: [30] })).toEqual([ids.w2Freight]);
      expect(await found('customer', { currency: 'usd' })).toEqual([ids.w1Clearance]);
      expect(await found('customer', { subjectName: 'clear' })).toEqual([ids.w1Clearance]);
      expect(await found('customer', { partyId: c2 })).toEqual([ids.w3Freight]);
      expect(await found('customer', { numbers: 'FEE-2', numberType: 'customerNo' })).toEqual([
        ids.w2Freight,
      ]);
      expect(await found('agent', { hasCalError: true })).toEqual([ids.w1Error]);
      expect(await found('agent', { isManual: true })).toEqual([ids.w2Manual]);
      expect(await found('agent', { partyId: agentId })).toEqual(
        [ids.w1Line, ids.w1Error, ids.w2Manual].sort(),
      );
      expect(await found('agent', { belongTime: ['2026-02-01T00:00:00Z', '2026-04-01T00:00:00Z'] })).toEqual([
        ids.w2Manual,
      ]);
      const now = t.clock.now().getTime();
      expect(
        await found('customer', {
          receiveTime: [new Date(now - 86_400_000).toISOString(), new Date(now + 86_400_000).toISOString()],
        }),
      ).toEqual([]);
    });

    it('pages and sorts, keeping the totals past the page', async () => {
      const sorted = await search(
        'customer',
        { numbers: numbers() },
        { sort: [{ field: 'value', order: 'asc' }] },
      );
      expect(sorted.data.records.map((r) => r.value)).toEqual(['3.50', '10.00', '50.00', '100.00']);
      const second = await search(
        'customer',
        { numbers: numbers() },
        { page: 2, size: 3, sort: [{ field: 'value', order: 'asc' }] },
      );
      expect(second.data.records.map((r) => r.value)).toEqual(['100.00']);
      expect(second.data.total).toBe(4);
      const past = await search('customer', { numbers: numbers() }, { page: 9, size: 3 });
      expect(past.data.records).toEqual([]);
      expect(past.data.total).toBe(4);
      expect(past.data.totals.conversionTotal).toBe('184.85');
    });

    it('refuses more than 200 numbers', async () => {
      const many = Array.from({ length: 201 }, (_, i) => `N${i}`).join(' ');
      expect((await search('customer', { numbers: many })).code).not.toBe(0);
    });
  });

  describe('summary by waybill', () => {
    it('answers one row per waybill with both totals, counts and the profit', async () => {
      const res = await t.post<LmsFeeSummaryPage>(
        '/fms/lmsFee/summary',
        { kind: 'customer', criteria: { numbers: `${w1.waybillNo} ${w2.waybillNo}` } },
        { token: tk.admin },
      );
      expect(res.code).toBe(0);
      expect(res.data.total).toBe(2);
      const one = res.data.records.find((r) => r.waybillId === w1.id)!;
      expect(one).toMatchObject({
        waybillNo: w1.waybillNo,
        customerCode: 'C0001',
        customerFeeTotal: '124.85',
        customerFeeCount: 2,
        agentFeeTotal: '60.00',
        agentFeeCount: 2,
        profit: '64.85',
      });
      const two = res.data.records.find((r) => r.waybillId === w2.id)!;
      expect(two.profit).toBe('30.00');
    });

    it('hides the side whose list the user may not see, and the profit with it', async () => {
      const token = await userWithPermissions(t, tk.admin, 'feecustonly', ['fms/customerFee/lmsFee']);
      const res = await t.post<LmsFeeSummaryPage>(
        '/fms/lmsFee/summary',
        { kind: 'customer', criteria: { numbers: w1.waybillNo } },
        { token },
      );
      expect(res.data.records[0]).toMatchObject({
        customerFeeTotal: '124.85',
        agentFeeTotal: null,
        profit: null,
      });
      const agentKind = await t.post('/fms/lmsFee/summary', { kind: 'agent', criteria: {} }, { token });
      expect(agentKind.msg).toBe('No permission at present');
    });
  });

  describe('export', () => {
    it('exports the criteria as xlsx through a job', async () => {
      const file = await exportFile(t, '/fms/lmsFee/agent/export', tk.admin, {
        criteria: { numbers: numbers() },
      });
      const sheet = await readSheet(file.body);
      expect(sheet.headers.slice(0, 4)).toEqual([
        'Waybill number',
        'Customer number',
        'Settlement party',
        'Fee subject',
      ]);
      expect(sheet.rows).toHaveLength(3);
      const errorAt = sheet.headers.indexOf('Calculation error');
      expect(sheet.rows.map((r) => r.cells[errorAt]).filter(Boolean)).toEqual(['No price for zone']);
    });
  });

  describe('check', () => {
    it('checks and unchecks rows, with a business log', async () => {
      const body = { kind: 'customer', ids: [ids.w1Freight, ids.w1Clearance] };
      const checked = await t.post<{ updated: number }>('/fms/lmsFee/check', body, { token: tk.admin });
      expect(checked.data).toEqual({ updated: 2 });
      const rows = await t.database.db.select().from(lmsWaybillFee).where(eq(lmsWaybillFee.waybillId, w1.id));
      expect(rows.filter((r) => r.kind === 'customer').every((r) => r.isCheck)).toBe(true);
      const logs = await t.database.db
        .select()
        .from(businessLog)
        .where(and(eq(businessLog.entity, 'lmsWaybillFee'), eq(businessLog.entityId, ids.w1Freight!)));
      expect(logs.map((l) => l.action)).toEqual(['check']);
      const found = await search('customer', { numbers: w1.waybillNo, isCheck: true });
      expect(found.data.total).toBe(2);
      const unchecked = await t.post<{ updated: number }>('/fms/lmsFee/uncheck', body, { token: tk.admin });
      expect(unchecked.data).toEqual({ updated: 2 });
    });

    it('refuses written-off rows and rows of the other kind, changing nothing', async () => {
      const res = await t.post(
        '/fms/lmsFee/check',
        { kind: 'customer', ids: [ids.w3Freight, ids.w2Freight] },
        { token: tk.admin },
      );
      expect(res.code).not.toBe(0);
      expect(res.msg).toContain(w2.waybillNo);
      const [w3Row] = await t.database.db
        .select()
        .from(lmsWaybillFee)
        .where(eq(lmsWaybillFee.id, ids.w3Freight!));
      expect(w3Row!.isCheck).toBe(false);
      const other = await t.post(
        '/fms/lmsFee/check',
        { kind: 'customer', ids: [ids.w1Line] },
        { token: tk.admin },
      );
      expect(other.code).not.toBe(0);
    });
  });

  describe('access', () => {
    it('refuses each route without its code', async () => {
      const none = await userWithPermissions(t, tk.admin, 'feenone', ['lms/waybill/list']);
      const listOnly = await userWithPermissions(t, tk.admin, 'feelists', [
        'fms/customerFee/lmsFee',
        'fms/agentFee/lmsFee',
      ]);
      const agentCheck = await userWithPermissions(t, tk.admin, 'feeagentcheck', [
        'fms/agentFee/lmsFee',
        'fms/agentFee/lmsFee:check',
      ]);
      const refused = async (url: string, body: unknown, token: string) =>
        expect((await t.post(url, body, { token })).msg, url).toBe('No permission at present');
      for (const kind of ['customer', 'agent'])
        await refused(`/fms/lmsFee/${kind}/search`, { criteria: {} }, none);
      await refused('/fms/lmsFee/summary', { kind: 'customer', criteria: {} }, none);
      for (const kind of ['customer', 'agent'])
        await refused(`/fms/lmsFee/${kind}/export`, { criteria: {} }, listOnly);
      await refused('/fms/lmsFee/check', { kind: 'agent', ids: [ids.w1Line] }, listOnly);
      await refused('/fms/lmsFee/uncheck', { kind: 'customer', ids: [ids.w1Freight] }, agentCheck);
      expect((await search('customer', {}, {}, agentCheck)).msg).toBe('No permission at present');
      expect(
        (await t.post('/fms/lmsFee/check', { kind: 'agent', ids: [ids.w1Line] }, { token: agentCheck })).code,
      ).toBe(0);
    });

    it('refuses customer users everywhere (they see fees in the drawer only)', async () => {
      for (const token of [tk.demo, tk.lmsonly]) {
        for (const kind of ['customer', 'agent']) {
          expect((await search(kind as 'customer', {}, {}, token)).code).not.toBe(0);
          expect((await t.post(`/fms/lmsFee/${kind}/export`, { criteria: {} }, { token })).code).not.toBe(0);
        }
        expect(
          (await t.post('/fms/lmsFee/summary', { kind: 'customer', criteria: {} }, { token })).code,
        ).not.toBe(0);
        expect(
          (await t.post('/fms/lmsFee/check', { kind: 'customer', ids: [ids.w1Freight] }, { token })).code,
        ).not.toBe(0);
      }
    });
  });

  describe('waybill list finance columns', () => {
    const row = async (token: string) => {
      const res = await t.post<{ records: Record<string, unknown>[] }>(
        '/lms/waybill/search',
        { criteria: { numbers: w1.waybillNo } },
        { token },
      );
      expect(res.code).toBe(0);
      return res.data.records[0]!;
    };

    it('staff with both fee lists see the fee totals and the profit of the page', async () => {
      expect(await row(tk.admin)).toMatchObject({
        customerFeeTotal: '124.85',
        agentFeeTotal: '60.00',
        profit: '64.85',
      });
      const sheet = await readSheet(
        (await exportFile(t, '/lms/waybill/export', tk.admin, { criteria: { numbers: w1.waybillNo } })).body,
      );
      const at = sheet.headers.indexOf('Profit');
      expect(at).toBeGreaterThan(0);
      expect(sheet.rows[0]!.cells[at]).toBe(64.85);
      const none = await t.post<{ records: Record<string, unknown>[] }>(
        '/lms/waybill/search',
        { criteria: { numbers: w3.waybillNo } },
        { token: tk.admin },
      );
      expect(none.data.records[0]).toMatchObject({ agentFeeTotal: '0.00', profit: '10.00' });
    });

    it('others see only the totals their permissions allow, customers none', async () => {
      const custOnly = await userWithPermissions(t, tk.admin, 'wbcustfee', [
        'lms/waybill/list',
        'fms/customerFee/lmsFee',
      ]);
      const partial = await row(custOnly);
      expect(partial.customerFeeTotal).toBe('124.85');
      expect(partial).not.toHaveProperty('agentFeeTotal');
      expect(partial).not.toHaveProperty('profit');
      const plain = await userWithPermissions(t, tk.admin, 'wbplain', ['lms/waybill/list']);
      for (const token of [plain, tk.demo]) {
        const r = await row(token);
        expect(r).not.toHaveProperty('customerFeeTotal');
        expect(r).not.toHaveProperty('profit');
      }
    });
  });
});
