import {
  BANK_STATEMENT_API,
  firstFittingRule,
  type IncomeExpenseKind,
  type MatchRule,
  sortRules,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { fmsAccountFlow as flow, lockAccounts } from '#modules/fms/account-flow/index.ts';
import { makeIncomeExpense } from '#modules/fms/income-expense/index.ts';
import { fmsSubjectTable, subjectColumns as sc } from '#modules/fms/subject/index.ts';
import type { Db } from '#platform/db/db.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { fmsStatementLine as line, fmsBankMatchRuleTable as r } from './bank-statement.schema.ts';
import { flowIsFree, flowOfRelated, type LockedLine, matchSet } from './statement-flows.ts';
import { claimInto } from './statement-match.service.ts';

const DAY_SECONDS = 86_400;

/** The enabled rules in the order they are tried. */
async function enabledRules(db: Db): Promise<MatchRule[]> {
  const rows = (await db.execute(sql`
    select id, name, sort, account_id as "accountId", direction, min_value as "minValue", max_value as "maxValue",
      counterparty_name as "counterpartyName", counterparty_card as "counterpartyCard",
      summary_pattern as "summaryPattern", action, subject_id as "subjectId", day_window as "dayWindow", enabled
    from ${r} where enabled is not false`)) as unknown as { rows: MatchRule[] };
  return sortRules(
    rows.rows.map((x) => ({
      ...x,
      sort: Number(x.sort),
      dayWindow: x.dayWindow === null ? null : Number(x.dayWindow),
    })),
  );
}

type Decided = { line: LockedLine; rule: MatchRule };

/**
 * Pairs lines with free flows of the same account and signed amount in one statement: within each
 * (account, amount) the k-th line by trade time takes the k-th free flow by flow time, when the two
 * are at most the rule's days apart. Only the flows of the lines' period count (first trade time less
 * the widest window to the last plus it): older free flows of an amount would shift the pairing, and
 * the account-and-time index then reads the period, not the account's whole history. Answers line id → flow id.
 */
async function pairWithFlows(tx: Db, decided: readonly Decided[]): Promise<Map<string, string>> {
  if (!decided.length) return new Map();
  const ids = decided.map((d) => d.line.id);
  const windows = decided.map((d) => (d.rule.dayWindow ?? 7) * DAY_SECONDS);
  const rows = (await tx.execute(sql`
    with l as (
      select s.id as line_id, s.account_id, s.value, s.trade_time, w.seconds,
        row_number() over (partition by s.account_id, s.value order by s.trade_time, s.row, s.id) as rn
      from unnest(${sql.param(ids)}::uuid[], ${sql.param(windows)}::int[]) as w(id, seconds)
      join ${line} s on s.id = w.id
    ), p as (
      select account_id, min(trade_time) - max(seconds) * interval '1 second' as since,
        max(trade_time) + max(seconds) * interval '1 second' as until
      from l group by account_id
    ), f as (
      select ${flow.id} as flow_id, ${flow.accountId} as account_id, ${flow.value} as value, ${flow.flowTime} as flow_time,
        row_number() over (partition by ${flow.accountId}, ${flow.value} order by ${flow.flowTime}, ${flow.seq}) as rn
      from p join ${flow} on ${flow.accountId} = p.account_id and ${flow.flowTime} between p.since and p.until
      where ${flowIsFree}
    )
    select l.line_id, f.flow_id from l
    join f on f.account_id = l.account_id and f.value = l.value and f.rn = l.rn
    where abs(extract(epoch from f.flow_time - l.trade_time)) <= l.seconds`)) as unknown as {
    rows: { line_id: string; flow_id: string }[];
  };
  return new Map(rows.rows.map((x) => [x.line_id, x.flow_id]));
}

/** Writes the pairs on their lines in one statement; answers how many. */
async function markPaired(
  tx: Db,
  ctx: AuthedContext,
  decided: readonly Decided[],
  paired: Map<string, string>,
) {
  const pairs = decided.flatMap((d) => {
    const flowId = paired.get(d.line.id);
    return flowId ? [{ lineId: d.line.id, flowId, ruleId: d.rule.id }] : [];
  });
  if (!pairs.length) return 0;
  const m = matchSet(ctx, { kind: 'flow' });
  await tx.execute(sql`
    update ${line} s set match_kind = 'flow', flow_id = x.flow_id, rule_id = x.rule_id,
      rule_name = (select name from ${r} where ${r.id} = x.rule_id),
      matched_at = ${m.matchedAt.toISOString()}::timestamptz, matched_by = ${m.matchedBy}::uuid, matched_by_name = ${m.matchedByName}
    from unnest(${sql.param(pairs.map((p) => p.lineId))}::uuid[], ${sql.param(pairs.map((p) => p.flowId))}::uuid[],
      ${sql.param(pairs.map((p) => p.ruleId))}::uuid[]) as x(line_id, flow_id, rule_id)
    where s.id = x.line_id`);
  return pairs.length;
}

/** Books a line as income or expense under the rule's subject; false when the subject's direction differs. */
async function bookLine(tx: Db, ctx: AuthedContext, d: Decided): Promise<string | null> {
  const [s] = await tx
    .select({ kind: sc.kind, direction: sc.direction })
    .from(fmsSubjectTable)
    .where(eq(fmsSubjectTable.id, d.rule.subjectId!));
  const value = new Decimal(d.line.value);
  if (!s || (s.direction === 'income') !== value.isPositive()) return null;
  const made = await makeIncomeExpense({ ...ctx, db: tx }, s.kind as IncomeExpenseKind, {
    subjectId: d.rule.subjectId!,
    accountId: d.line.accountId,
    value: value.abs().toFixed(2),
    occurTime: d.line.tradeTime,
    counterparty: d.line.counterpartyName ?? undefined,
    counterpartyAccount: d.line.counterpartyCard ?? undefined,
    needInvoice: false,
    certificateFileIds: [],
    remark: d.line.summary ?? undefined,
  });
  return flowOfRelated(tx, made.id);
}

/**
 * `smartCategory`: every unmatched line in scope (an account, a statement, or all) is decided by the
 * first enabled rule that fits it: matched to a free flow, booked as income or expense, or sent to
 * charge claim. The accounts are locked first, then the lines. Nothing decided at all answers
 * "no matching result, please retry" and changes nothing.
 */
export async function smartCategory(
  ctx: AuthedContext,
  input: { accountId?: string; statementId?: string; requestKey?: string },
) {
  staffOnly(ctx);
  return oncePerRequestKey(ctx, BANK_STATEMENT_API.smartCategory.url, input.requestKey, async (tx) => {
    const scope = and(
      isNull(line.matchKind),
      input.accountId ? eq(line.accountId, input.accountId) : undefined,
      input.statementId ? eq(line.statementId, input.statementId) : undefined,
    );
    const accountIds = (await tx.selectDistinct({ id: line.accountId }).from(line).where(scope)).map(
      (a) => a.id,
    );
    const accounts = await lockAccounts(tx, accountIds);
    const lines = await tx.select().from(line).where(scope).orderBy(line.tradeTime, line.row).for('update');
    const rules = await enabledRules(tx);
    const decided: Record<MatchRule['action'], Decided[]> = { matchFlow: [], book: [], claim: [] };
    for (const l of lines) {
      const rule = firstFittingRule(rules, { ...l, value: l.value });
      if (rule) decided[rule.action].push({ line: l, rule });
    }
    const counts = { matched: 0, booked: 0, claimed: 0, notFound: 0, unmatched: 0 };
    const paired = await pairWithFlows(tx, decided.matchFlow);
    counts.matched = await markPaired(tx, ctx, decided.matchFlow, paired);
    for (const d of decided.book) {
      const flowId = await bookLine(tx, ctx, d);
      if (!flowId) continue;
      await tx
        .update(line)
        .set(matchSet(ctx, { kind: 'book', flowId, rule: d.rule }))
        .where(eq(line.id, d.line.id));
      counts.booked++;
    }
    for (const d of decided.claim) {
      const charge = await claimInto(tx, ctx, d.line, accounts.get(d.line.accountId)!.currency);
      await tx
        .update(line)
        .set(matchSet(ctx, { kind: 'claim', chargeId: charge.id, rule: d.rule }))
        .where(eq(line.id, d.line.id));
      counts.claimed++;
    }
    const done = counts.matched + counts.booked + counts.claimed;
    if (!done) throw new BizError('accountFlowNoMatch');
    const decidedCount = decided.matchFlow.length + decided.book.length + decided.claim.length;
    counts.notFound = decidedCount - done;
    counts.unmatched = lines.length - done;
    return counts;
  });
}
