import {
  AGENT_RECONCILE_API,
  type AgentStatementMapping,
  type ReconcileMakePayload,
  reconcileStatement,
} from '@freightdesk/domain';
import { and, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { lmsWaybillFee as f } from '#modules/fms/fee/index.ts';
import { lmsWaybill as w } from '#modules/lms/waybill/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { agentTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import {
  fmsAgentReconcile,
  fmsAgentReconcileLine,
  fmsAgentStatementMapping as m,
} from './agent-reconcile.schema.ts';
import { cellText, guessMapping, readStatement, statementRows } from './agent-reconcile-file.ts';

/** Business-log name of a reconciliation. */
export const RECONCILE_ENTITY = 'fmsAgentReconcile';
const SAMPLE_ROWS = 5;

async function assertAgent(db: Db, agentId: string): Promise<void> {
  const [a] = await db.select({ id: agentTable.id }).from(agentTable).where(eq(agentTable.id, agentId));
  if (!a) throw dataNotExist();
}

async function savedMapping(db: Db, agentId: string): Promise<AgentStatementMapping | undefined> {
  const [row] = await db.select({ mapping: m.mapping }).from(m).where(eq(m.agentId, agentId));
  return row?.mapping;
}

/** `columns`: the file's headers and first rows, with the agent's saved mapping (else a guess). */
export async function reconcileColumns(ctx: AuthedContext, input: { agentId: string; fileId: string }) {
  staffOnly(ctx);
  await assertAgent(ctx.db, input.agentId);
  const { sheet } = await readStatement(ctx, input.fileId);
  const saved = await savedMapping(ctx.db, input.agentId);
  return {
    headers: sheet.headers,
    sample: sheet.rows.slice(0, SAMPLE_ROWS).map((r) => sheet.headers.map((_, i) => cellText(r.cells[i]))),
    mapping: saved ?? { numberKind: 'waybillNo' as const, ...guessMapping(sheet.headers) },
    saved: saved !== undefined,
  };
}

/**
 * Our agent fees to compare: the agent's live fee rows with their waybill's number (waybill or
 * track number as the statement names them), those belonging to [from, to) and, whatever their
 * day, those of the waybills the statement names.
 */
async function ourFees(tx: Db, input: ReconcileMakePayload, numbers: string[]) {
  const numberCol =
    input.mapping.numberKind === 'trackNo'
      ? sql`coalesce(${w.trackNo}, ${w.waybillNo})`
      : sql`${w.waybillNo}`;
  const inRange =
    and(
      input.from ? gte(f.belongTime, input.from) : undefined,
      input.to ? lt(f.belongTime, input.to) : undefined,
    ) ?? sql`true`;
  const named: SQL = sql`upper(${numberCol}) = any(${sql.param(numbers)}::text[])`;
  return tx
    .select({
      waybillId: f.waybillId,
      waybillNo: w.waybillNo,
      number: sql<string>`${numberCol}`,
      currency: f.currency,
      value: f.value,
    })
    .from(f)
    .innerJoin(w, eq(w.id, f.waybillId))
    .where(
      and(eq(f.kind, 'agent'), eq(f.partyId, input.agentId), eq(f.isDeleted, false), or(inRange, named)),
    );
}

async function saveMapping(tx: Db, agentId: string, mapping: AgentStatementMapping, now: Date) {
  await tx
    .insert(m)
    .values({ agentId, mapping, updatedAt: now })
    .onConflictDoUpdate({ target: m.agentId, set: { mapping, updatedAt: now } });
}

/**
 * `make`: saves the agent's mapping, reads the statement with it, reconciles it with our agent
 * fees and keeps the result (header and lines) in one transaction; retry-safe with `requestKey`.
 */
export async function makeReconcile(ctx: AuthedContext, input: ReconcileMakePayload) {
  staffOnly(ctx);
  const { name, sheet } = await readStatement(ctx, input.fileId);
  const rows = statementRows(sheet, input.mapping);
  const numbers = [...new Set(rows.map((r) => r.number?.trim().toUpperCase()).filter(Boolean) as string[])];
  return oncePerRequestKey(ctx, AGENT_RECONCILE_API.make.url, input.requestKey, async (tx) => {
    await assertAgent(tx, input.agentId);
    await saveMapping(tx, input.agentId, input.mapping, ctx.now);
    const { lines, totals } = reconcileStatement(rows, await ourFees(tx, input, numbers));
    const [head] = await tx
      .insert(fmsAgentReconcile)
      .values({
        agentId: input.agentId,
        fileId: input.fileId,
        fileName: name,
        mapping: input.mapping,
        fromTime: input.from ?? null,
        toTime: input.to ?? null,
        totals,
        createdAt: ctx.now,
        ...actorOf(ctx),
      })
      .returning({ id: fmsAgentReconcile.id });
    const id = head!.id;
    for (let i = 0; i < lines.length; i += 1000)
      await tx
        .insert(fmsAgentReconcileLine)
        .values(lines.slice(i, i + 1000).map((l, k) => ({ ...l, reconcileId: id, seq: i + k })));
    await writeBusinessLog(tx, ctx, [
      {
        entity: RECONCILE_ENTITY,
        entityId: id,
        action: 'insert',
        after: { agentId: input.agentId, fileName: name, lines: lines.length, totals },
      },
    ]);
    return { id };
  });
}
