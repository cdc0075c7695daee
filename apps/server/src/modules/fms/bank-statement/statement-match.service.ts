import Decimal from 'decimal.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import { fmsAccountFlow as flow, type LockedAccount, lockAccount } from '#modules/fms/account-flow/index.ts';
import { fmsChargeBill, registerCharge } from '#modules/fms/charge-bill/index.ts';
import type { Db } from '#platform/db/db.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { fmsStatementLine as line } from './bank-statement.schema.ts';
import {
  assertUnmatched,
  flowIsFree,
  type LockedLine,
  lineAccount,
  lockLine,
  matchSet,
  unmatchSet,
} from './statement-flows.ts';
import { accountingWallClock } from './statement-import.service.ts';

const CANDIDATES = 50;

/** Runs `write` on a line with its account and then the line locked, in one transaction. */
async function onLine<T>(
  ctx: AuthedContext,
  lineId: string,
  write: (tx: Db, l: LockedLine, account: LockedAccount) => Promise<T>,
) {
  staffOnly(ctx);
  const accountId = await lineAccount(ctx.db, lineId);
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    return write(tx, await lockLine(tx, lineId), account);
  });
}

/** `candidates`: our free flows of the line's account and signed amount, nearest in time first. */
export async function statementCandidates(ctx: AuthedContext, input: { lineId: string }) {
  staffOnly(ctx);
  const [l] = await ctx.db.select().from(line).where(eq(line.id, input.lineId));
  if (!l) throw dataNotExist();
  return ctx.db
    .select({
      flowId: flow.id,
      source: flow.source,
      value: flow.value,
      flowTime: flow.flowTime,
      relatedNo: flow.relatedNo,
      objectCode: flow.objectCode,
      summary: flow.summary,
    })
    .from(flow)
    .where(and(eq(flow.accountId, l.accountId), eq(flow.value, l.value), flowIsFree))
    .orderBy(
      sql`abs(extract(epoch from ${flow.flowTime} - ${l.tradeTime.toISOString()}::timestamptz))`,
      asc(flow.seq),
    )
    .limit(CANDIDATES);
}

/** `match`: a line to one of our free flows of the same account and signed amount, by hand. */
export async function matchStatementLine(ctx: AuthedContext, input: { lineId: string; flowId: string }) {
  return onLine(ctx, input.lineId, async (tx, l) => {
    assertUnmatched(l);
    const [f] = await tx
      .select({
        accountId: flow.accountId,
        value: flow.value,
        relatedNo: flow.relatedNo,
        free: sql<boolean>`${flowIsFree}`,
      })
      .from(flow)
      .where(eq(flow.id, input.flowId));
    if (!f) throw dataNotExist();
    if (f.accountId !== l.accountId || !new Decimal(f.value).eq(l.value))
      throw new BizError('statementFlowDiffers');
    if (!f.free) throw new BizError('statementFlowTaken', [f.relatedNo ?? '']);
    await tx
      .update(line)
      .set(matchSet(ctx, { kind: 'flow', flowId: input.flowId }))
      .where(eq(line.id, l.id));
    return null;
  });
}

/** `unmatch`: frees a line matched to a flow (a booked income or expense stays booked); not a claimed one. */
export async function unmatchStatementLine(ctx: AuthedContext, input: { lineId: string }) {
  return onLine(ctx, input.lineId, async (tx, l) => {
    if (!l.matchKind) throw new BizError('statementLineUnmatched', [l.row]);
    if (l.matchKind === 'claim') {
      const [c] = await tx
        .select({ chargeNo: fmsChargeBill.chargeNo })
        .from(fmsChargeBill)
        .where(eq(fmsChargeBill.id, l.chargeId!));
      throw new BizError('statementUnmatchClaimed', [l.row, c?.chargeNo ?? '']);
    }
    await tx.update(line).set(unmatchSet).where(eq(line.id, l.id));
    return null;
  });
}

/** Registers the unclaimed receipt a line of money in becomes, inside the caller's transaction. */
export async function claimInto(tx: Db, ctx: AuthedContext, l: LockedLine, currency: string) {
  if (!new Decimal(l.value).isPositive()) throw new BizError('statementClaimIncoming');
  const remark = [accountingWallClock(l.tradeTime), l.counterpartyName, l.counterpartyCard, l.summary]
    .filter(Boolean)
    .join(' · ')
    .slice(0, 500);
  const charge = await registerCharge(
    { ...ctx, db: tx },
    {
      value: l.value,
      currency,
      payTime: l.tradeTime,
      ownAccountId: l.accountId,
      certificateFileIds: [],
      remark,
    },
  );
  return charge;
}

/** `claim`: an unmatched line of money in goes to charge claim as an unclaimed receipt on its account. */
export async function claimStatementLine(ctx: AuthedContext, input: { lineId: string }) {
  return onLine(ctx, input.lineId, async (tx, l, account) => {
    assertUnmatched(l);
    const charge = await claimInto(tx, ctx, l, account.currency);
    await tx
      .update(line)
      .set(matchSet(ctx, { kind: 'claim', chargeId: charge.id }))
      .where(eq(line.id, l.id));
    return { chargeId: charge.id, chargeNo: charge.chargeNo };
  });
}
