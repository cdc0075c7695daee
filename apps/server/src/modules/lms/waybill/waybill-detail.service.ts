import {
  checkDrawerId,
  deriveTimeCost,
  type FindByIdFlag,
  type FindByIdQuery,
  type MessageKey,
  type WaybillDetail,
  type WaybillInfo,
} from '@freightdesk/domain';
import { and, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { customer } from '#modules/crm/customer/index.ts';
import { channelTable, productTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist, type MessageParam, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import {
  lmsWaybill,
  lmsWaybillBox,
  lmsWaybillCommodity,
  lmsWaybillFile,
  lmsWaybillPiece,
  lmsWaybillTrack,
} from './waybill.schema.ts';
import { assertWaybillInScope } from './waybill-access.ts';
import { waybillWorkOrders } from './waybill-hooks.ts';
import { type SearchScope, scopeOf } from './waybill-search.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row of a child table as a JSON object with camelCase keys; decimals stay strings. */
function jsonRow(table: PgTable, omit: readonly string[] = [], extra: SQL[] = []): SQL {
  const cols = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    ([k]) => !omit.includes(k),
  );
  const pairs = cols.map(([k, col]) =>
    col.columnType === 'PgNumeric'
      ? sql`${sql.raw(`'${k}'`)}, ${col}::text`
      : sql`${sql.raw(`'${k}'`)}, ${col}`,
  );
  return sql`json_build_object(${sql.join([...pairs, ...extra], sql`, `)})`;
}

const list = (table: PgTable, row: SQL, where: SQL, order: SQL) =>
  sql`(select coalesce(json_agg(${row} order by ${order}), '[]'::json) from ${table} where ${where})`;

function piecesList(): SQL {
  const p = lmsWaybillPiece;
  return list(p, jsonRow(p, ['waybillId', 'seq']), sql`${p.waybillId} = ${lmsWaybill.id}`, sql`${p.seq}`);
}

function commodityList(where: SQL): SQL {
  const c = lmsWaybillCommodity;
  return list(c, jsonRow(c, ['waybillId', 'seq']), where, sql`${c.seq}`);
}

function boxesList(): SQL {
  const b = lmsWaybillBox;
  const c = lmsWaybillCommodity;
  const lines = commodityList(sql`${c.boxId} = ${b.id}`);
  const stats = sql`'commodityLineCount', (select count(*) from ${c} where ${c.boxId} = ${b.id}),
    'commodityQuantity', (select coalesce(sum(${c.quantity}), 0) from ${c} where ${c.boxId} = ${b.id}),
    'commodities', ${lines}`;
  return list(
    b,
    jsonRow(b, ['waybillId', 'seq'], [stats]),
    sql`${b.waybillId} = ${lmsWaybill.id}`,
    sql`${b.seq}`,
  );
}

function tracksList(): SQL {
  const t = lmsWaybillTrack;
  return list(
    t,
    jsonRow(t, ['createdBy', 'createdAt', 'action']),
    sql`${t.waybillId} = ${lmsWaybill.id}`,
    sql`${t.time} desc, ${t.createdAt} desc`,
  );
}

function filesList(): SQL {
  const f = lmsWaybillFile;
  return list(f, jsonRow(f), sql`${f.waybillId} = ${lmsWaybill.id}`, sql`${f.createdAt}`);
}

/** The id and owning customer a `findById` statement compares with: values, or placeholders of a prepared one. */
type DetailKeys = { id: string | Placeholder; customerId: string | Placeholder | null };

/** The statement of `findById`: the waybill row, names of customer/product/channel and the asked sub-lists. */
export function findByIdStatement(flags: Partial<Record<FindByIdFlag, boolean>>, keys: DetailKeys) {
  const none = () => sql`null`;
  return {
    fields: {
      w: lmsWaybill,
      customerCode: customer.code,
      customerName: customer.name,
      productCode: productTable.code,
      productName: productTable.name,
      channelCode: channelTable.code,
      pieces: flags.pieces ? piecesList() : none(),
      boxes: flags.boxes ? boxesList() : none(),
      commodities: flags.commodities
        ? commodityList(sql`${lmsWaybillCommodity.waybillId} = ${lmsWaybill.id}`)
        : none(),
      tracks: flags.tracks ? tracksList() : none(),
      files: flags.files ? filesList() : none(),
    },
    where: and(
      eq(lmsWaybill.id, keys.id),
      keys.customerId ? eq(lmsWaybill.customerId, keys.customerId) : undefined,
    ),
  };
}

/** The `findById` query (one statement), built but not run. */
export function detailQuery(db: Db, flags: Partial<Record<FindByIdFlag, boolean>>, keys: DetailKeys) {
  const st = findByIdStatement(flags, keys);
  return db
    .select(st.fields)
    .from(lmsWaybill)
    .leftJoin(customer, eq(customer.id, lmsWaybill.customerId))
    .leftJoin(productTable, eq(productTable.id, lmsWaybill.productId))
    .leftJoin(channelTable, eq(channelTable.id, lmsWaybill.channelId))
    .where(st.where);
}

/** The same query with the id and customer as placeholders (the bench runs its SQL text bare). */
export function detailPlaceholders(db: Db, flags: Partial<Record<FindByIdFlag, boolean>>, scoped: boolean) {
  return detailQuery(db, flags, {
    id: sql.placeholder('id'),
    customerId: scoped ? sql.placeholder('customerId') : null,
  });
}

/** The sub-lists that change the statement (`timeCost` is derived in the service). */
const SQL_FLAGS = ['pieces', 'boxes', 'commodities', 'tracks', 'files'] as const;

/**
 * Building the statement (a few hundred columns and JSON pairs) cost more CPU than PostgreSQL spent
 * running it, so each combination of flags and scope is built once per database handle and prepared.
 */
const prepared = new WeakMap<Db, Map<string, ReturnType<ReturnType<typeof detailPlaceholders>['prepare']>>>();

function preparedDetail(db: Db, flags: Partial<Record<FindByIdFlag, boolean>>, scoped: boolean) {
  const key = `${SQL_FLAGS.map((f) => (flags[f] ? '1' : '0')).join('')}${scoped ? 'c' : 's'}`;
  let byKey = prepared.get(db);
  if (!byKey) {
    byKey = new Map();
    prepared.set(db, byKey);
  }
  let query = byKey.get(key);
  if (!query) {
    query = detailPlaceholders(db, flags, scoped).prepare(`lms_waybill_detail_${key}`);
    byKey.set(key, query);
  }
  return query;
}

/** Runs the `findById` statement and answers the raw row or null. */
export async function loadDetailRow(
  db: Db,
  id: string,
  flags: Partial<Record<FindByIdFlag, boolean>>,
  scope: SearchScope,
) {
  const query = preparedDetail(db, flags, !!scope.customerId);
  const [row] = await query.execute({ id, customerId: scope.customerId });
  return row ?? null;
}

const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>[];
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

type TrackJson = Record<string, unknown> & {
  messageKey: string | null;
  messageParams: MessageParam[] | null;
};

/**
 * A waybill's detail (the drawer): info, sender, recipient, invoice and make-document invoice, and
 * each sub-list only when its flag is set — one SQL statement. A missing id answers "the request has no
 * id"; an unknown id or another customer's waybill "data does not exist".
 */
export async function findWaybillById(ctx: AuthedContext, q: FindByIdQuery): Promise<WaybillDetail> {
  const noId = checkDrawerId(q.id);
  if (noId) throw new BizError(noId.key, noId.params);
  if (!UUID.test(q.id!)) throw dataNotExist();
  await assertWaybillInScope(ctx, q.id!);
  const row = await loadDetailRow(ctx.db, q.id!, q, await scopeOf(ctx));
  if (!row) throw dataNotExist();
  const { sender, recipient, invoice, makeDocumentInvoice, version: _v, ...w } = row.w;
  const info = {
    ...Object.fromEntries(Object.entries(w).map(([k, v]) => [k, iso(v)])),
    customerCode: row.customerCode ?? '',
    customerName: row.customerName ?? '',
    productCode: row.productCode ?? '',
    productName: row.productName ?? '',
    channelCode: row.channelCode ?? null,
  } as unknown as WaybillInfo;
  const detail: WaybillDetail = {
    info,
    sender: { id: w.id, ...sender },
    recipient: { id: w.id, ...recipient },
    invoice: { id: w.id, ...invoice } as WaybillDetail['invoice'],
    makeDocumentInvoice: makeDocumentInvoice
      ? ({ id: w.id, ...makeDocumentInvoice } as WaybillDetail['invoice'])
      : null,
    openedWorkOrderCount: w.openedWorkOrderCount,
  };
  if (q.pieces) detail.pieces = parsed(row.pieces) as unknown as WaybillDetail['pieces'];
  if (q.boxes) detail.boxes = parsed(row.boxes) as unknown as WaybillDetail['boxes'];
  if (q.commodities) detail.commodities = parsed(row.commodities) as unknown as WaybillDetail['commodities'];
  if (q.files) detail.files = renameFiles(parsed(row.files));
  if (q.tracks) detail.tracks = renderTracks(ctx, parsed(row.tracks) as TrackJson[]);
  if (q.timeCost) detail.timeCost = deriveTimeCost(row.w, ctx.now);
  if (q.workOrder) (detail as { workOrders?: unknown[] }).workOrders = await waybillWorkOrders(ctx, w.id);
  return detail;
}

function renameFiles(rows: Record<string, unknown>[]): WaybillDetail['files'] {
  return rows.map(({ createdBy, createdByName, createdAt, ...f }) => ({
    ...f,
    createBy: createdBy,
    createByName: createdByName,
    createAt: createdAt,
  })) as unknown as WaybillDetail['files'];
}

/**
 * Track descriptions written by the status machine are catalogue keys, rendered in the reader's
 * language (with the operator's reason, when one was given); manual rows are plain text.
 */
function renderTracks(ctx: AuthedContext, rows: TrackJson[]): WaybillDetail['tracks'] {
  return rows.map(({ messageKey, messageParams, description, ...t }) => {
    const text = messageKey ? translate(ctx.lang, messageKey as MessageKey, messageParams ?? []) : '';
    const note = description ? String(description) : '';
    return { ...t, description: text && note ? `${text} (${note})` : text || note };
  }) as unknown as WaybillDetail['tracks'];
}
