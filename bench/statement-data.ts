/**
 * The statement bench's data: a bench cash account, the documents whose account flows a statement
 * is matched against (one generator each, set-based), the statement file the bank would send for
 * them, and the bare SQL of the matching. Used by `statement-bench.ts`; runs on PostgreSQL and PGlite.
 */
import { type CellRaw, writeSheet } from '../apps/server/src/platform/excel/excel.service.ts';

/** One statement on the bench database: PostgreSQL's pool or PGlite answer `query(text, params)` alike. */
export type Query = <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<{ rows: R[] }>;

export const BENCH_ACCOUNT = 'Bench statement account';
/** Every generated document falls in these 30 days; the statement's lines too (a day or so later). */
export const MONTH_START = '2031-03-01T00:00:00Z';
const MONTH_SECONDS = 30 * 86_400;

/**
 * A pseudo-random amount in cents of document i (1.00 – 5,000.99; every tenth a round 500.00 or
 * 1,000.00, so that many documents share an amount and the k-th to k-th pairing is exercised).
 */
const AMOUNT = (i: string) =>
  `case when ${i} % 10 = 0 then (case when ${i} % 20 = 0 then 500 else 1000 end)::numeric
     else round((100 + (${i}::bigint * 7919) % 500000) / 100.0, 2) end`;
/** A pseudo-random instant of document i in the month. */
const TIME = (i: string) =>
  `($1::timestamptz + ((${i}::bigint * 2654435761) % ${MONTH_SECONDS}) * interval '1 second')`;

export type Generator = {
  /** What the documents are (printed). */
  name: string;
  /** Inserts `count` documents and their account flows on the account (flow balances are settled after). */
  fill: (q: Query, accountId: string, count: number) => Promise<void>;
};

/** Confirmed receipts (charge bills) of customer C0001 into the account: a flow in each. */
export const receipts: Generator = {
  name: 'open receipts (charge bills)',
  fill: async (q, accountId, count) => {
    const c = await q<{ id: string }>(`select id from customer where code = 'C0001'`);
    await q(
      `with made as (
         insert into fms_charge_bill (charge_no, customer_id, value, currency, status, settled_value,
           settlement_currency, rate, local_value, pay_time, own_account_id, confirm_time, remark)
         select 'SBR' || lpad(i::text, 7, '0'), $2::uuid, v, 'RMB', 10, v, 'RMB', 1, v, t, $3::uuid, t, 'bench'
         from (select i, ${AMOUNT('i')} as v, ${TIME('i')} as t from generate_series(1, $4::int) i) g
         returning id, charge_no, value, pay_time)
       insert into fms_account_flow (account_id, source, value, balance, currency, flow_time, related_id,
         related_no, object_code, summary)
       select $3::uuid, 'charge', value, 0, 'RMB', pay_time, id, charge_no, 'C0001', null
       from made order by pay_time`,
      [MONTH_START, c.rows[0]!.id, accountId, count],
    );
  },
};

/** Operating income (duty refunds, a fifth) and expense (warehouse rent) on the account: a flow each. */
export const incomeExpense: Generator = {
  name: 'income and expense',
  fill: async (q, accountId, count) => {
    const s = await q<{ id: string; code: string }>(
      `select id, code from fms_subject where code in ('DUTYIN', 'WHRENT')`,
    );
    const id = (code: string) => s.rows.find((x) => x.code === code)!.id;
    await q(
      `with made as (
         insert into fms_income_expense (code, kind, direction, subject_id, account_id, currency, value, rate,
           local_value, occur_time, counterparty)
         select 'SBE' || lpad(i::text, 7, '0'), 'operating', d, case when d = 'income' then $2::uuid else $3::uuid end,
           $4::uuid, 'RMB', v, 1, v, t, 'Bench party ' || (i % 97)
         from (select i, case when i % 5 = 0 then 'income' else 'expense' end as d,
           ${AMOUNT('(i + 3)')} as v, ${TIME('(i + 11)')} as t from generate_series(1, $5::int) i) g
         returning id, code, direction, value, occur_time, counterparty)
       insert into fms_account_flow (account_id, source, value, balance, currency, flow_time, related_id,
         related_no, summary)
       select $4::uuid, direction, case when direction = 'income' then value else -value end, 0, 'RMB',
         occur_time, id, code, counterparty
       from made order by occur_time`,
      [MONTH_START, id('DUTYIN'), id('WHRENT'), accountId, count],
    );
  },
};

/** Paid payment bills to the first demo agent from the account: a flow out each. */
export const paymentBills: Generator = {
  name: 'paid payment bills',
  fill: async (q, accountId, count) => {
    const a = await q<{ id: string; code: string }>(`select id, code from basic_agent order by code limit 1`);
    const agent = a.rows[0]!;
    await q(
      `with made as (
         insert into fms_payment_bill (payment_no, agent_id, value, currency, rate, local_value, payee_account,
           status, paid_value, applied_time, cash_account_id, pay_time, remark)
         select 'SBP' || lpad(i::text, 7, '0'), $2::uuid, v, 'RMB', 1, v, 'Bench payee', 20, v, t, $3::uuid, t, 'bench'
         from (select i, ${AMOUNT('(i + 5)')} as v, ${TIME('(i + 17)')} as t from generate_series(1, $4::int) i) g
         returning id, payment_no, value, pay_time)
       insert into fms_account_flow (account_id, source, value, balance, currency, flow_time, related_id,
         related_no, object_code, summary)
       select $3::uuid, 'payment', -value, 0, 'RMB', pay_time, id, payment_no, $5::text, null
       from made order by pay_time`,
      [MONTH_START, agent.id, accountId, count, agent.code],
    );
  },
};

/** The documents a statement is matched against, in the order they are generated. */
export const GENERATORS: Generator[] = [receipts, paymentBills, incomeExpense];

/** A bench RMB account (a copy of the demo's RMB account) without flows; answers its id. */
export async function benchAccount(q: Query): Promise<string> {
  const a = await q<{ id: string }>(
    `insert into fms_cash_account select (jsonb_populate_record(null::fms_cash_account,
       (to_jsonb(a) - 'id' - 'name') || jsonb_build_object('id', gen_random_uuid(), 'name', $1::text,
         'opening_balance', 100000, 'enabled', true))).*
     from fms_cash_account a where currency = 'RMB' order by name limit 1 returning id`,
    [BENCH_ACCOUNT],
  );
  return a.rows[0]!.id;
}

/** Each flow's balance after it (opening + running sum by seq) and the account's cached balance. */
export async function settleBalances(q: Query, accountId: string) {
  await q(
    `update fms_account_flow f set balance = x.balance
     from (select g.id, a.opening_balance + sum(g.value) over (order by g.seq) as balance
       from fms_account_flow g join fms_cash_account a on a.id = g.account_id where g.account_id = $1) x
     where f.id = x.id`,
    [accountId],
  );
  await q(
    `insert into fms_account_balance (account_id, currency, balance)
     select $1, 'RMB', a.opening_balance + coalesce((select sum(value) from fms_account_flow where account_id = $1), 0)
     from fms_cash_account a where a.id = $1
     on conflict (account_id) do update set balance = excluded.balance`,
    [accountId],
  );
}

export const STATEMENT_HEADERS = [
  '交易时间',
  '收入金额',
  '支出金额',
  '对方户名',
  '对方账号',
  '摘要',
  '流水号',
];

/**
 * The bank's file for the account: `lines` rows, 1 % bank fees (booked by the demo rule), 2 % receipts
 * nobody registered, the rest the flows of a pseudo-random choice of the generated documents, a few
 * minutes to 36 hours after our flow, in a shuffled order. Trade times as the bank's wall clock (UTC+8).
 */
export async function statementFile(q: Query, accountId: string, lines: number, format: 'csv' | 'xlsx') {
  const fees = Math.floor(lines / 100);
  const unknown = Math.floor(lines / 50);
  const flows = await q<{ value: string; at: string; no: string; party: string | null }>(
    `select value::text, to_char((flow_time + interval '8 hours' + (60 + abs(hashtext(id::text)) % 129600)
        * interval '1 second') at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as at,
       related_no as no, coalesce(object_code, summary) as party
     from fms_account_flow where account_id = $1 order by md5(id::text) limit $2`,
    [accountId, lines - fees - unknown],
  );
  const wall = (i: number) =>
    new Date(Date.parse(MONTH_START) + 8 * 3_600_000 + ((i * 7_777_777) % (MONTH_SECONDS * 1000)))
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
  const rows: string[][] = flows.rows.map((f, i) => {
    const v = f.value.startsWith('-') ? ['', f.value.slice(1)] : [f.value, ''];
    return [f.at, ...v, f.party ?? '', `6222${String(i).padStart(12, '0')}`, f.no, `B${i}`];
  });
  for (let i = 0; i < fees; i++)
    rows.push([wall(i), '', (1 + (i % 30)).toFixed(2), '', '', '短信手续费', `F${i}`]);
  for (let i = 0; i < unknown; i++)
    rows.push([
      wall(i + 5000),
      (10_000 + i * 3.37).toFixed(2),
      '',
      `Unknown payer ${i}`,
      '',
      '货款',
      `U${i}`,
    ]);
  // a bank lists by time, not by our documents: a fixed shuffle
  const order = rows.map((r, i) => ({ r, k: (i * 2_654_435_761) % 4_294_967_291 })).sort((a, b) => a.k - b.k);
  const shuffled = order.map((x) => x.r);
  if (format === 'csv') {
    const csv = [STATEMENT_HEADERS, ...shuffled].map((r) => r.join(',')).join('\r\n');
    return { name: 'statement.csv', content: Buffer.from(csv), type: 'text/csv' };
  }
  const cells = shuffled.map((r) => [
    new Date(`${r[0]!.replace(' ', 'T')}Z`),
    r[1] ? Number(r[1]) : null,
    r[2] ? Number(r[2]) : null,
    ...r.slice(3),
  ]) as CellRaw[][];
  const content = await writeSheet(
    'statement',
    STATEMENT_HEADERS.map((header) => ({ header })),
    cells,
  );
  return {
    name: 'statement.xlsx',
    content,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

/**
 * The matching as one set-based statement: within each (account, amount) the k-th unmatched line of
 * the statement by trade time takes the k-th free flow by flow time when at most 7 days apart (what
 * the "Same amount" rule does; lines a fee rule books are left out; flows of the lines' period only).
 * Parameters: statement, rule id, rule name.
 */
export const BARE_MATCH = `with l as (
    select s.id, s.account_id, s.value, s.trade_time,
      row_number() over (partition by s.account_id, s.value order by s.trade_time, s.row, s.id) as rn
    from fms_statement_line s
    where s.statement_id = $1 and s.match_kind is null and not (s.value < 0 and s.summary like '%手续费%')
  ), p as (
    select account_id, min(trade_time) - interval '7 days' as since, max(trade_time) + interval '7 days' as until
    from l group by account_id
  ), f as (
    select f.id, f.account_id, f.value, f.flow_time,
      row_number() over (partition by f.account_id, f.value order by f.flow_time, f.seq) as rn
    from p join fms_account_flow f on f.account_id = p.account_id and f.flow_time between p.since and p.until
    where not exists (select 1 from fms_statement_line x where x.flow_id = f.id)
      and not (f.related_id is not null and exists (select 1 from fms_statement_line x where x.charge_id = f.related_id))
  )
  update fms_statement_line s set match_kind = 'flow', flow_id = f.id, rule_id = $2, rule_name = $3,
    matched_at = now()
  from l join f on f.account_id = l.account_id and f.value = l.value and f.rn = l.rn
  where s.id = l.id and abs(extract(epoch from f.flow_time - l.trade_time)) <= 7 * 86400`;
