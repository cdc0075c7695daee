import {
  BANK_STATEMENT_API,
  bankMatchRule,
  CHARGE_BILL_API,
  entityEndpoint,
  INCOME_EXPENSE_API,
  subject,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../../test/entity-kit.ts';
import { cashViolations, newAccount } from '../account-flow/cash-test-kit.ts';
import { call, ok, type ReceivableApp, startReceivableApp } from '../ledger/receivable-test-kit.ts';
import { statementViolations } from './statement-test-kit.ts';

/**
 * Property tests of bank statements (issue 16): random sequences of our documents (receipts, income and
 * expense), statement imports (lines in and out, amounts as decimal texts, some copied from our
 * documents, some bank fees, some lines of earlier files imported again, which are refused), smart
 * category, match by hand to a candidate or to a wrong flow, unmatch and claim, through the API on a
 * real database. After every step: the statement invariants (`statementViolations`: per statement
 * matched + unmatched = total, nothing taken twice, every link agrees with its line), the statement
 * totals the API shows, and the cash invariants (balance = opening + Σ flows). On PostgreSQL, races:
 * two matches of one line, two lines on one flow, match against unmatch and claim against match.
 * `FD_PROPERTY_RUNS` runs longer.
 */
const RUNS = Number(process.env.FD_PROPERTY_RUNS ?? 8);
const SEED = Number(process.env.FD_PROPERTY_SEED ?? 20261127);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const API = BANK_STATEMENT_API;
const HEAD = ['交易时间', '收入金额', '支出金额', '对方户名', '摘要', '流水号'];

/** Amounts that repeat (the k-th to k-th pairing), and any from 0.01 to 3,000.00. */
const cents = fc.oneof(fc.constantFrom(50_000, 12_345, 1, 99_999), fc.integer({ min: 1, max: 300_000 }));
const money = (c: number) => new Decimal(c).div(100).toFixed(2);
/** The bank's wall clock (UTC+8) of an instant. */
const wall = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

type Line = { cents: number; in: boolean; hours: number; fee: boolean; claimMe: boolean };
type Op =
  | { op: 'doc'; kind: 'receipt' | 'income' | 'expense'; cents: number; hours: number }
  | { op: 'import'; copies: number[]; lines: Line[]; again: number }
  | { op: 'smartCategory' }
  | { op: 'match'; line: number; candidate: number; wrong: boolean }
  | { op: 'unmatch'; line: number }
  | { op: 'claim'; line: number };

const lineArb: fc.Arbitrary<Line> = fc.record({
  cents,
  in: fc.boolean(),
  hours: fc.integer({ min: 0, max: 24 * 20 }),
  fee: fc.nat(9).map((x) => x < 2),
  claimMe: fc.nat(9).map((x) => x < 3),
});
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('doc' as const),
      kind: fc.constantFrom('receipt' as const, 'income' as const, 'expense' as const),
      cents,
      hours: fc.integer({ min: 1, max: 24 * 20 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('import' as const),
      copies: fc.array(fc.nat(30), { maxLength: 4 }),
      lines: fc.array(lineArb, { maxLength: 4 }),
      again: fc.nat(3),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('smartCategory' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('match' as const),
      line: fc.nat(40),
      candidate: fc.nat(5),
      wrong: fc.nat(3).map((x) => x === 0),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('unmatch' as const), line: fc.nat(40) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('claim' as const), line: fc.nat(40) }) },
);

describe('bank statements under random sequences of operations', () => {
  let r: ReceivableApp;
  let n = 0;
  const subjects = { income: '', expense: '' };
  const as = () => ({ token: r.tk.admin });
  beforeAll(async () => {
    r = await startReceivableApp();
    const list = await r.t.post<{ records: { id: string; code: string }[] }>(
      entityEndpoint(subject, 'search').url,
      { size: 100 },
      as(),
    );
    const records = list.data.records;
    subjects.income = records.find((s) => s.code === 'DUTYIN')!.id;
    subjects.expense = records.find((s) => s.code === 'WHRENT')!.id;
  });
  afterAll(() => r.t.close());

  /** A sequence's world: its account (with its own claim rule) and the rows of its files so far. */
  const newWorld = async (label: string) => {
    const accountId = await newAccount(r.t, r.tk.admin, `SP${label}`, 'RMB', '100000.00');
    const rule = await r.t.post(
      entityEndpoint(bankMatchRule, 'insert').url,
      {
        name: `SP${label} claim`,
        sort: 5,
        accountId,
        direction: 'in',
        counterpartyName: 'claim me',
        action: 'claim',
      },
      as(),
    );
    expect(rule.code).toBe(0);
    return {
      accountId,
      label,
      rows: [] as string[][],
      refs: 0,
      mapping: null as Record<string, string> | null,
    };
  };
  type World = Awaited<ReturnType<typeof newWorld>>;

  const worldLines = async (w: World) =>
    (
      (await r.t.database.db.execute(sql`
        select id, statement_id, match_kind from fms_statement_line where account_id = ${w.accountId} order by bank_ref`)) as unknown as {
        rows: { id: string; statement_id: string; match_kind: string | null }[];
      }
    ).rows;
  const worldFlows = async (w: World) =>
    (
      (await r.t.database.db.execute(sql`
        select id, value::text, flow_time from fms_account_flow where account_id = ${w.accountId} order by seq`)) as unknown as {
        rows: { id: string; value: string; flow_time: Date | string }[];
      }
    ).rows;

  const importFile = async (w: World, rows: string[][]) => {
    const csv = [HEAD, ...rows].map((row) => row.map((c) => `"${c}"`).join(',')).join('\r\n');
    const file = await upload<{ id: string }[]>(
      r.t,
      '/common/file/upload',
      r.tk.admin,
      Buffer.from(csv),
      {},
      'en-US',
      's.csv',
    );
    const fileId = file.data[0]!.id;
    w.mapping ??= (await ok(r.t, API.importPreview, { accountId: w.accountId, fileId }, as())).mapping;
    return call(r.t, API.import, { accountId: w.accountId, fileId, mapping: w.mapping as never }, as());
  };

  const run = async (w: World, op: Op, key: string): Promise<{ code: number; msg: string }> => {
    const now = Date.now();
    const pick = <T>(list: T[], i: number) => list[i % Math.max(1, list.length)];
    switch (op.op) {
      case 'doc': {
        const at = new Date(now - op.hours * 3_600_000);
        if (op.kind === 'receipt') {
          const input = {
            customerId: r.c1,
            value: money(op.cents),
            currency: 'RMB',
            ownAccountId: w.accountId,
            payTime: at,
          };
          const made = await call(r.t, CHARGE_BILL_API.register, { ...input, requestKey: `${key}-r` }, as());
          if (made.code !== 0 || made.data.status !== 0) return made;
          return call(r.t, CHARGE_BILL_API.confirm, { id: made.data.id }, as());
        }
        const input = {
          subjectId: subjects[op.kind],
          accountId: w.accountId,
          value: money(op.cents),
          occurTime: at,
        };
        return call(r.t, INCOME_EXPENSE_API.operating.make, { ...input, requestKey: `${key}-ie` }, as());
      }
      case 'import': {
        const flows = await worldFlows(w);
        const fresh: string[][] = [];
        for (const i of op.copies) {
          const f = pick(flows, i);
          if (!f) continue;
          const v = new Decimal(f.value);
          const at = new Date(f.flow_time).getTime() + (i % 5) * 3_600_000;
          fresh.push([
            wall(at),
            v.isPositive() ? v.toFixed(2) : '',
            v.isPositive() ? '' : v.abs().toFixed(2),
            'Copy',
            '',
            `R${w.label}-${++w.refs}`,
          ]);
        }
        for (const l of op.lines) {
          const at = now - l.hours * 3_600_000;
          const inside = l.in && !l.fee;
          fresh.push([
            wall(at),
            inside ? money(l.cents) : '',
            inside ? '' : money(l.cents),
            l.claimMe && inside ? 'Please Claim Me Ltd' : 'Somebody',
            l.fee ? '短信手续费' : 'goods',
            `R${w.label}-${++w.refs}`,
          ]);
        }
        const again = w.rows.slice(0, op.again);
        if (!fresh.length && !again.length) return { code: 0, msg: 'nothing to import' };
        const res = await importFile(w, [...fresh, ...again]);
        expect(res.code, res.msg).toBe(0);
        expect(res.data.added).toBe(fresh.length);
        // the lines of earlier files are refused by their rows in this one (after the fresh ones, header row 1)
        expect(res.data.duplicateRows).toEqual(again.map((_, i) => fresh.length + i + 2));
        w.rows.push(...fresh);
        return res;
      }
      case 'smartCategory': {
        const open = (await worldLines(w)).filter((l) => !l.match_kind).length;
        const res = await call(
          r.t,
          API.smartCategory,
          { accountId: w.accountId, requestKey: `${key}-sc` },
          as(),
        );
        const left = (await worldLines(w)).filter((l) => !l.match_kind).length;
        if (res.code !== 0) expect(left).toBe(open);
        else {
          const c = res.data;
          expect(c.matched + c.booked + c.claimed + c.unmatched).toBe(open);
          expect(left).toBe(c.unmatched);
        }
        return res;
      }
      case 'match': {
        const l = pick(await worldLines(w), op.line);
        if (!l) return { code: 0, msg: 'no line' };
        if (op.wrong) {
          const f = pick(await worldFlows(w), op.candidate);
          if (!f) return { code: 0, msg: 'no flow' };
          return call(r.t, API.match, { lineId: l.id, flowId: f.id }, as());
        }
        const candidates = await ok(r.t, API.candidates, { lineId: l.id }, as());
        const c = pick(candidates, op.candidate);
        if (!c) return { code: 0, msg: 'no candidate' };
        const res = await call(r.t, API.match, { lineId: l.id, flowId: c.flowId }, as());
        // a free flow of the line's amount is taken unless the line is matched already
        expect(res.code === 0, res.msg).toBe(l.match_kind === null);
        return res;
      }
      case 'unmatch': {
        const l = pick(await worldLines(w), op.line);
        if (!l) return { code: 0, msg: 'no line' };
        const res = await call(r.t, API.unmatch, { lineId: l.id }, as());
        expect(res.code === 0, res.msg).toBe(l.match_kind === 'flow' || l.match_kind === 'book');
        return res;
      }
      case 'claim': {
        const l = pick(await worldLines(w), op.line);
        if (!l) return { code: 0, msg: 'no line' };
        return call(r.t, API.claim, { lineId: l.id }, as());
      }
    }
  };

  const check = async (w: World, trail: string) => {
    expect(await statementViolations(r.t.database.db), trail).toEqual([]);
    expect(await cashViolations(r.t.database.db), trail).toEqual([]);
    const page = await ok(r.t, API.lines, { criteria: { accountId: w.accountId }, size: 1 }, as());
    const t = page.totals;
    expect(new Decimal(t.matched).plus(t.unmatched).toFixed(2), trail).toBe(
      new Decimal(t.in).plus(t.out).toFixed(2),
    );
  };

  it('keeps every invariant after every step of a sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 24, size: 'max' }), async (ops) => {
        const w = await newWorld(`${SEED}-${++n}`);
        const trail: string[] = [];
        for (const [i, op] of ops.entries()) {
          const res = await run(w, op, `st-${SEED}-${n}-${i}`);
          trail.push(`${JSON.stringify(op)} → ${res.msg}`);
          expect(res.code, `server error after:\n${trail.join('\n')}`).not.toBe(500);
          await check(w, trail.join('\n'));
        }
        if (process.env.FD_PROPERTY_TRACE) console.log(trail.join('\n'));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 600_000);

  type Race = 'matchTwice' | 'oneFlowTwoLines' | 'matchUnmatch' | 'claimMatch' | 'categoryMatch';
  it.runIf(onPostgres)(
    'a line is matched once and a flow taken once when requests race (PostgreSQL)',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.constantFrom<Race>(
              'matchTwice',
              'oneFlowTwoLines',
              'matchUnmatch',
              'claimMatch',
              'categoryMatch',
            ),
            {
              minLength: 4,
              maxLength: 8,
            },
          ),
          cents,
          async (races, c) => {
            const w = await newWorld(`${SEED}-c${++n}`);
            const trail: string[] = [];
            for (const [i, race] of races.entries()) {
              const value = money(c + i);
              // two receipts of the amount and two lines of it
              for (const k of [1, 2])
                expect(
                  (
                    await run(
                      w,
                      { op: 'doc', kind: 'receipt', cents: c + i, hours: k },
                      `race-${n}-${i}-${k}`,
                    )
                  ).code,
                ).toBe(0);
              const at = wall(Date.now() - 3_600_000);
              const res = await importFile(
                w,
                [1, 2].map((k) => [at, value, '', 'Race', race, `R${w.label}-${i}-${k}`]),
              );
              expect(res.code, res.msg).toBe(0);
              const lines = (await worldLines(w)).filter((l) => l.statement_id === res.data.statementId);
              const [a, b] = lines.map((l) => l.id) as [string, string];
              expect(lines.map((l) => l.match_kind)).toEqual([null, null]);
              const flows = (await ok(r.t, API.candidates, { lineId: a }, as())).map((f) => f.flowId);
              expect(flows.length).toBe(2);
              const match = (lineId: string, flowId: string) =>
                call(r.t, API.match, { lineId, flowId }, as());
              let results: { code: number; msg: string }[];
              if (race === 'matchTwice') {
                results = await Promise.all([match(a, flows[0]!), match(a, flows[1]!)]);
                expect(results.filter((x) => x.code === 0).length, race).toBe(1);
              } else if (race === 'oneFlowTwoLines') {
                results = await Promise.all([match(a, flows[0]!), match(b, flows[0]!)]);
                expect(results.filter((x) => x.code === 0).length, race).toBe(1);
              } else if (race === 'matchUnmatch') {
                await ok(r.t, API.match, { lineId: a, flowId: flows[0]! }, as());
                results = await Promise.all([
                  call(r.t, API.unmatch, { lineId: a }, as()),
                  match(a, flows[1]!),
                ]);
                // unmatch always wins; the match wins only when it runs after it
                expect(results[0]!.code, race).toBe(0);
                const [now] = (await worldLines(w)).filter((l) => l.id === a);
                expect(now!.match_kind, race).toBe(results[1]!.code === 0 ? 'flow' : null);
              } else if (race === 'categoryMatch') {
                // the rules and a hand both want line a: either way each line and each flow is taken once
                results = await Promise.all([
                  call(r.t, API.smartCategory, { accountId: w.accountId }, as()),
                  match(a, flows[0]!),
                ]);
                const matched = (await worldLines(w)).filter((l) => [a, b].includes(l.id) && l.match_kind);
                expect(matched.length, race).toBe(results[0]!.code === 0 ? 2 : 1);
              } else {
                results = await Promise.all([call(r.t, API.claim, { lineId: a }, as()), match(a, flows[0]!)]);
                expect(results.filter((x) => x.code === 0).length, race).toBe(1);
              }
              trail.push(`${race} ${value} → ${results.map((x) => x.msg).join(' ‖ ')}`);
              expect(
                results.map((x) => x.code),
                trail.join('\n'),
              ).not.toContain(500);
              await check(w, trail.join('\n'));
            }
          },
        ),
        { numRuns: Math.max(2, Math.floor(RUNS / 2)), seed: SEED },
      );
    },
    600_000,
  );
});
