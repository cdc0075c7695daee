import {
  RECONCILE_COLUMN_LABELS as COLUMNS,
  MATCHED_BY_ADJUSTMENT,
  type MessageKey,
  message,
  RECONCILE_KIND_LABELS,
} from '@freightdesk/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { agentTable } from '#modules/settings/index.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import { type CellRaw, writeSheet } from '#platform/excel/excel.service.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { fmsAgentReconcileLine as line, fmsAgentReconcile as r } from './agent-reconcile.schema.ts';

const header = (row: typeof r.$inferSelect, agentName: string) => ({
  id: row.id,
  agentId: row.agentId,
  agentName,
  fileName: row.fileName,
  from: row.fromTime,
  to: row.toTime,
  totals: row.totals,
  createdAt: row.createdAt,
  createdByName: row.createdByName,
});

/** `search`: reconciliations, newest first, of one agent when asked. */
export async function searchReconciles(
  ctx: AuthedContext,
  input: { page: number; size: number; criteria: { agentId?: string } },
) {
  staffOnly(ctx);
  const rows = await ctx.db
    .select({ row: r, agentName: sql<string>`${agentTable.name}`, count: sql`count(*) over ()` })
    .from(r)
    .innerJoin(agentTable, eq(agentTable.id, r.agentId))
    .where(and(input.criteria.agentId ? eq(r.agentId, input.criteria.agentId) : undefined))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    rows.map((x) => header(x.row, x.agentName)),
    rowCount(rows[0]?.count),
    input,
  );
}

/** `detail`: a reconciliation with its lines (a refused line's reason in the caller's language). */
export async function reconcileDetail(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const [head] = await ctx.db
    .select({ row: r, agentName: sql<string>`${agentTable.name}` })
    .from(r)
    .innerJoin(agentTable, eq(agentTable.id, r.agentId))
    .where(eq(r.id, input.id));
  if (!head) throw dataNotExist();
  const lines = await ctx.db.select().from(line).where(eq(line.reconcileId, input.id)).orderBy(asc(line.seq));
  return {
    ...header(head.row, head.agentName),
    mapping: head.row.mapping,
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      waybillId: l.waybillId,
      waybillNo: l.waybillNo,
      number: l.number,
      currency: l.currency,
      ours: l.ours,
      theirs: l.theirs,
      difference: l.difference,
      rows: l.rows,
      feeNames: l.feeNames,
      message: l.messageKey ? message(ctx.lang, l.messageKey as MessageKey, l.messageParams) : null,
      acceptedFeeId: l.acceptedFeeId,
      acceptReason: l.acceptReason,
      acceptedAt: l.acceptedAt,
      acceptedByName: l.acceptedByName,
    })),
  };
}

const num = (v: string | null): CellRaw => (v === null ? null : Number(v));

/** `export`: the lines as xlsx (kind, number, waybill, currency, ours, theirs, difference, reason). */
export async function exportReconcile(ctx: AuthedContext, input: { id: string }) {
  const d = await reconcileDetail(ctx, input);
  const t = (k: keyof typeof COLUMNS) => COLUMNS[k][ctx.lang];
  const body = await writeSheet(
    'reconciliation',
    (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).map((k) => ({
      header: t(k),
      numFmt: ['ours', 'theirs', 'difference'].includes(k) ? '0.00' : undefined,
    })),
    d.lines.map((l) => [
      l.acceptedFeeId ? MATCHED_BY_ADJUSTMENT[ctx.lang] : RECONCILE_KIND_LABELS[l.kind][ctx.lang],
      l.number,
      l.waybillNo,
      l.currency,
      num(l.ours),
      num(l.theirs),
      num(l.difference),
      l.rows.join(', '),
      l.message ?? l.acceptReason,
    ]),
  );
  const day = d.createdAt.toISOString().slice(0, 10);
  return new FileResponse(`${d.agentName}-${day}.xlsx`, XLSX_CONTENT_TYPE, body);
}
