import { eq, type SQL, sql } from 'drizzle-orm';
import { fmsAccountFlow as flow } from '#modules/fms/account-flow/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { fmsStatementLine as line } from './bank-statement.schema.ts';

/**
 * Our account flows no statement line has taken: neither matched to a line nor the flow of a receipt
 * a line was sent to charge claim as (that receipt's money is the line's).
 */
export const flowIsFree: SQL = sql`not exists (select 1 from ${line} where ${line.flowId} = ${flow.id})
  and not (${flow.relatedId} is not null and exists (select 1 from ${line} where ${line.chargeId} = ${flow.relatedId}))`;

export type LockedLine = typeof line.$inferSelect;

/** The account a line belongs to (read before locking the account, then the line). */
export async function lineAccount(db: Db, lineId: string): Promise<string> {
  const [row] = await db.select({ accountId: line.accountId }).from(line).where(eq(line.id, lineId));
  if (!row) throw dataNotExist();
  return row.accountId;
}

/** Locks a line (`FOR UPDATE`); the caller has locked its account first. */
export async function lockLine(tx: Db, lineId: string): Promise<LockedLine> {
  const [row] = await tx.select().from(line).where(eq(line.id, lineId)).for('update');
  if (!row) throw dataNotExist();
  return row;
}

export function assertUnmatched(l: LockedLine): void {
  if (l.matchKind) throw new BizError('statementLineMatched', [l.row]);
}

/** What a match writes on the line: how, to what, by which rule, by whom and when. */
export function matchSet(
  ctx: AuthedContext,
  m: {
    kind: 'flow' | 'book' | 'claim';
    flowId?: string;
    chargeId?: string;
    rule?: { id: string; name: string };
  },
) {
  const actor = actorOf(ctx);
  return {
    matchKind: m.kind,
    flowId: m.flowId ?? null,
    chargeId: m.chargeId ?? null,
    ruleId: m.rule?.id ?? null,
    ruleName: m.rule?.name ?? null,
    matchedAt: ctx.now,
    matchedBy: actor.createdBy,
    matchedByName: actor.createdByName,
  };
}

/** Clears a line's match. */
export const unmatchSet = {
  matchKind: null,
  flowId: null,
  chargeId: null,
  ruleId: null,
  ruleName: null,
  matchedAt: null,
  matchedBy: null,
  matchedByName: null,
} as const;

/** The flow each booked income or expense posted (its first by seq), by the entry's id. */
export async function flowsOfRelated(tx: Db, relatedIds: readonly string[]): Promise<Map<string, string>> {
  if (!relatedIds.length) return new Map();
  const rows = (await tx.execute(sql`
    select distinct on (${flow.relatedId}) ${flow.relatedId} as related_id, ${flow.id} as id
    from ${flow} where ${flow.relatedId} = any(${sql.param(relatedIds)}::uuid[])
    order by ${flow.relatedId}, ${flow.seq}`)) as unknown as { rows: { related_id: string; id: string }[] };
  return new Map(rows.rows.map((x) => [x.related_id, x.id]));
}
