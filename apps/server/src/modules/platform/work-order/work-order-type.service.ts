import type { WORK_ORDER_TYPE_API } from '@freightdesk/domain';
import {
  type Language,
  WORK_ORDER_SEED_TYPES,
  type WorkOrderMainType,
  type WorkOrderTypeRow,
} from '@freightdesk/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '#platform/db/db.ts';
import { isUniqueViolation } from '#platform/db/unique-violation.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { workOrderType as t } from './work-order.schema.ts';

type TypeRecord = typeof t.$inferSelect;

const labelOf = (r: TypeRecord, lang: Language) =>
  lang === 'zh-CN' ? r.name : lang === 'en-US' ? r.nameEn : r.nameVi;

const answer = (r: TypeRecord, lang: Language): WorkOrderTypeRow => ({
  id: r.id,
  code: r.code,
  mainType: r.mainType,
  name: r.name,
  nameEn: r.nameEn,
  nameVi: r.nameVi,
  label: labelOf(r, lang),
  sort: r.sort,
  enabled: r.enabled,
});

/** `platform/workOrderType/list`: by sort (enabled ones only for pickers). */
export async function listWorkOrderTypes(
  ctx: AuthedContext,
  input: { mainType?: WorkOrderMainType | undefined; enabledOnly: boolean },
) {
  const rows = await ctx.db
    .select()
    .from(t)
    .where(
      and(
        input.mainType ? eq(t.mainType, input.mainType) : undefined,
        input.enabledOnly ? eq(t.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(t.sort), asc(t.code));
  return rows.map((r) => answer(r, ctx.lang));
}

/** `platform/workOrderType/insert`: a new code (unique, case-insensitive). */
export async function insertWorkOrderType(
  ctx: AuthedContext,
  input: z.output<typeof WORK_ORDER_TYPE_API.insert.input>,
) {
  const [taken] = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(sql`lower(${t.code}) = lower(${input.code})`);
  if (taken) throw new BizError('workOrderTypeCodeTaken', [input.code]);
  try {
    const [row] = await ctx.db
      .insert(t)
      .values({ ...input, createdAt: ctx.now, ...actorOf(ctx) })
      .returning();
    return answer(row!, ctx.lang);
  } catch (e) {
    if (isUniqueViolation(e, 'platform_work_order_type_code_key'))
      throw new BizError('workOrderTypeCodeTaken', [input.code]);
    throw e;
  }
}

/** `platform/workOrderType/update`: names, main type, sort, enabled (the code stays). */
export async function updateWorkOrderType(
  ctx: AuthedContext,
  input: z.output<typeof WORK_ORDER_TYPE_API.update.input>,
) {
  const { id, ...set } = input;
  const [row] = await ctx.db.update(t).set(set).where(eq(t.id, id)).returning();
  if (!row) throw new BizError('workOrderTypeNotFound');
  return answer(row, ctx.lang);
}

/** Seeds back-office §3's second types on every database (kept rows stay as edited). */
export async function seedWorkOrderTypes(tx: Tx): Promise<void> {
  await tx
    .insert(t)
    .values(
      WORK_ORDER_SEED_TYPES.map((s, sort) => ({
        code: s.code,
        mainType: s.mainType,
        name: s.name['zh-CN'],
        nameEn: s.name['en-US'],
        nameVi: s.name['vi-VN'],
        sort: sort * 10,
      })),
    )
    .onConflictDoNothing();
}
