import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';

/**
 * What must hold of bank statements after every step: a line matched to a flow has that flow's
 * account and signed amount; no flow and no receipt is taken by two lines (also by the unique
 * indexes); a claimed line's receipt is on its account for its amount; a line's match kind and its
 * links agree; no receipt or income and expense is taken by two lines (its flow matched, or the receipt
 * claimed); per statement, matched + unmatched = the lines' total and the lines are as many as it says.
 */
export async function statementViolations(db: Db): Promise<string[]> {
  const out: string[] = [];
  const wrong = (await db.execute(sql`
    select s.row, s.match_kind, s.value::text, f.value::text as flow_value, f.account_id = s.account_id as same_account,
      c.value::text as charge_value, c.own_account_id = s.account_id as charge_account
    from fms_statement_line s
    left join fms_account_flow f on f.id = s.flow_id
    left join fms_charge_bill c on c.id = s.charge_id
    where (s.match_kind is null and (s.flow_id is not null or s.charge_id is not null))
      or (s.match_kind in ('flow', 'book') and (f.id is null or f.value <> s.value or f.account_id <> s.account_id))
      or (s.match_kind = 'claim' and (c.id is null or c.value <> s.value or c.own_account_id <> s.account_id))`)) as unknown as {
    rows: { row: number; match_kind: string | null; value: string }[];
  };
  for (const w of wrong.rows)
    out.push(`line ${w.row} (${w.match_kind ?? 'unmatched'}, ${w.value}) disagrees with its link`);
  const taken = (await db.execute(sql`
    select count(*)::int as n from (
      select flow_id from fms_statement_line where flow_id is not null group by flow_id having count(*) > 1
      union all
      select charge_id from fms_statement_line where charge_id is not null group by charge_id having count(*) > 1) x`)) as unknown as {
    rows: { n: number }[];
  };
  if (taken.rows[0]!.n) out.push(`${taken.rows[0]!.n} flows or receipts taken by two lines`);
  // a document's own flow (a receipt's money in, an income or expense) and a claimed receipt: one line each
  const documents = (await db.execute(sql`
    select count(*)::int as n from (
      select doc from (
        select f.related_id as doc from fms_statement_line s join fms_account_flow f on f.id = s.flow_id
        where f.related_id is not null and f.source in ('charge', 'income', 'expense')
        union all
        select charge_id from fms_statement_line where charge_id is not null) d
      group by doc having count(*) > 1) x`)) as unknown as { rows: { n: number }[] };
  if (documents.rows[0]!.n) out.push(`${documents.rows[0]!.n} receipts or entries taken by two lines`);
  const sums = (await db.execute(sql`
    select s.statement_id, s.account_id, b.line_count, count(*)::int as lines, sum(s.value)::text as total,
      coalesce(sum(s.value) filter (where s.match_kind is not null), 0)::text as matched,
      coalesce(sum(s.value) filter (where s.match_kind is null), 0)::text as unmatched
    from fms_statement_line s join fms_bank_statement b on b.id = s.statement_id
    group by s.statement_id, s.account_id, b.line_count`)) as unknown as {
    rows: {
      statement_id: string;
      account_id: string;
      line_count: number;
      lines: number;
      total: string;
      matched: string;
      unmatched: string;
    }[];
  };
  for (const s of sums.rows) {
    if (!new Decimal(s.matched).plus(s.unmatched).eq(s.total))
      out.push(`statement ${s.statement_id}: matched ${s.matched} + unmatched ${s.unmatched} ≠ ${s.total}`);
    if (s.lines !== s.line_count)
      out.push(`statement ${s.statement_id}: ${s.lines} lines, says ${s.line_count}`);
  }
  return out;
}
