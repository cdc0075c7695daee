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
import { flowIsFree, flowsOfRelated, type LockedLine, matchSet } from './statement-flows.ts';
import { claimInto } from './statement-match.service.ts';

const DAY_MS = 86_400_000;

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
 * Pairs lines with free flows of the same account and signed amount: within each (account, amount)
 * the k-th line by trade time takes the k-th free flow by flow time, when the two are at most the
 * rule's days apart. Only the flows of the lines' period count (first trade time less the widest
 * window to the last plus it): older free flows of an amount would shift the pairing. One statement
 * reads those flows on the account-and-time index; the pairing itself is a sort here, so no plan the
 * database picks from stale statistics (a statement just imported) can turn it into a nested loop.
 * Answers line id → flow id.
 */
async function pairWithFlows(tx: Db, decided: readonly Decided[]): Promise<Map<string, string>> {
  const pairs = new Map<string, string>();
  if (!decided.length) return pairs;
  const periods = new Map<string, { first: number; last: number; widest: number }>();
  const lines = new Map<string, { id: string; at: number; row: number; window: number }[]>();
  const key = (accountId: string, value: Decimal.Value) => `${accountId} ${new Decimal(value).toFixed(2)}`;
  for (const d of decided) {
    const at = d.line.tradeTime.getTime();
    const window = (d.rule.dayWindow ?? 7) * DAY_MS;
    const p = periods.get(d.line.accountId) ?? { first: at, last: at, widest: window };
    periods.set(d.line.accountId, {
      first: Math.min(p.first, at),
      last: Math.max(p.last, at),
      widest: Math.max(p.widest, window),
    });
    const k = key(d.line.accountId, d.line.value);
    lines.set(k, [...(lines.get(k) ?? []), { id: d.line.id, at, row: d.line.row, window }]);
  }
  const accounts = [...periods.keys()];
  const since = accounts.map((a) => new Date(periods.get(a)!.first - periods.get(a)!.widest).toISOString());
  const until = accounts.map((a) => new Date(periods.get(a)!.last + periods.get(a)!.widest).toISOString());
  const rows = (await tx.execute(sql`
    select ${flow.id} as id, ${flow.accountId} as account_id, ${flow.value}::text as value,
      (extract(epoch from ${flow.flowTime}) * 1000)::float8 as at
    from unnest(${sql.param(accounts)}::uuid[], ${sql.param(since)}::timestamptz[], ${sql.param(until)}::timestamptz[])
      as p(account_id, since, until)
    join ${flow} on ${flow.accountId} = p.account_id and ${flow.flowTime} between p.since and p.until
    where ${flowIsFree}
    order by ${flow.flowTime}, ${flow.seq}`)) as unknown as {
    rows: { id: string; account_id: string; value: string; at: number | string }[];
  };
  const flows = new Map<string, { id: string; at: number }[]>();
  for (const f of rows.rows) {
    const k = key(f.account_id, f.value);
    const list = flows.get(k);
    if (!list && !lines.has(k)) continue;
    if (list) list.push({ id: f.id, at: Number(f.at) });
    else flows.set(k, [{ id: f.id, at: Number(f.at) }]);
  }
  for (const [k, group] of lines) {
    const free = flows.get(k) ?? [];
    group.sort((a, b) => a.at - b.at || a.row - b.row || (a.id < b.id ? -1 : 1));
    group.forEach((l, i) => {
      const f = free[i];
      if (f && Math.abs(f.at - l.at) <= l.window) pairs.set(l.id, f.id);
    });
  }
  return pairs;
}

type Pair = { lineId: string; flowId: string; ruleId: string };

/** Writes matches of one kind (a rule's) on their lines in one statement; answers how many. */
async function markLines(tx: Db, ctx: AuthedContext, kind: 'flow' | 'book', pairs: readonly Pair[]) {
  if (!pairs.length) return 0;
  const m = matchSet(ctx, { kind });
  await tx.execute(sql`
    update ${line} s set match_kind = ${kind}, flow_id = x.flow_id, rule_id = x.rule_id,
      rule_name = (select name from ${r} where ${r.id} = x.rule_id),
      matched_at = ${m.matchedAt.toISOString()}::timestamptz, matched_by = ${m.matchedBy}::uuid, matched_by_name = ${m.matchedByName}
    from unnest(${sql.param(pairs.map((p) => p.lineId))}::uuid[], ${sql.param(pairs.map((p) => p.flowId))}::uuid[],
      ${sql.param(pairs.map((p) => p.ruleId))}::uuid[]) as x(line_id, flow_id, rule_id)
    where s.id = x.line_id`);
  return pairs.length;
}

/**
 * Books each line as income or expense under its rule's subject (not when the subject's direction is
 * not the line's); then the flows the entries posted are read, and written on their lines, in one
 * statement each. Answers how many were booked.
 */
async function bookLines(tx: Db, ctx: AuthedContext, decided: readonly Decided[]) {
  if (!decided.length) return 0;
  const subjects = new Map<string, { kind: string; direction: string | null } | undefined>();
  const made: { lineId: string; entryId: string; ruleId: string }[] = [];
  for (const d of decided) {
    const subjectId = d.rule.subjectId!;
    if (!subjects.has(subjectId)) {
      const [s] = await tx
        .select({ kind: sc.kind, direction: sc.direction })
        .from(fmsSubjectTable)
        .where(eq(fmsSubjectTable.id, subjectId));
      subjects.set(subjectId, s);
    }
    const s = subjects.get(subjectId);
    const value = new Decimal(d.line.value);
    if (!s || (s.direction === 'income') !== value.isPositive()) continue;
    const entry = await makeIncomeExpense({ ...ctx, db: tx }, s.kind as IncomeExpenseKind, {
      subjectId,
      accountId: d.line.accountId,
      value: value.abs().toFixed(2),
      occurTime: d.line.tradeTime,
      counterparty: d.line.counterpartyName ?? undefined,
      counterpartyAccount: d.line.counterpartyCard ?? undefined,
      needInvoice: false,
      certificateFileIds: [],
      remark: d.line.summary ?? undefined,
    });
    made.push({ lineId: d.line.id, entryId: entry.id, ruleId: d.rule.id });
  }
  const flows = await flowsOfRelated(
    tx,
    made.map((x) => x.entryId),
  );
  return markLines(
    tx,
    ctx,
    'book',
    made.map((x) => ({ lineId: x.lineId, flowId: flows.get(x.entryId)!, ruleId: x.ruleId })),
  );
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
    counts.matched = await markLines(
      tx,
      ctx,
      'flow',
      decided.matchFlow.flatMap((d) => {
        const flowId = paired.get(d.line.id);
        return flowId ? [{ lineId: d.line.id, flowId, ruleId: d.rule.id }] : [];
      }),
    );
    counts.booked = await bookLines(tx, ctx, decided.book);
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
