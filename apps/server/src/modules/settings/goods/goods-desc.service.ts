import { randomUUID } from 'node:crypto';
import {
  BizCode,
  checkGoodsDescNames,
  GOODS_DESC_NAME_MAX,
  type goodsDescBatchPayload,
} from '@freightdesk/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { ImportError } from '#platform/entity/entity-import.schema.ts';
import type { EntityRuntime } from '#platform/entity/entity-runtime.ts';
import { inTransaction } from '#platform/entity/entity-write.service.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { goodsDescCategoryTable, goodsDescTable } from '../basic.schema.ts';

/**
 * Adds many goods descriptions at once from a pasted list (commas, Chinese commas or semicolons), all in
 * the category with its dangerous-goods type. Each name is at most 10 characters and must be new; any
 * problem adds nothing and answers the row messages (`data.errors`).
 */
export async function batchInsertGoodsDesc(
  ctx: AuthedContext,
  rt: EntityRuntime,
  input: z.output<typeof goodsDescBatchPayload>,
) {
  const { names, tooLong } = checkGoodsDescNames(input.names);
  const label = rt.labels.name!;
  const errors: (ImportError & { error: BizError })[] = [];
  names.forEach((name, i) => {
    if (tooLong.includes(name)) {
      const error = new BizError('goodsDescNameTooLong', [i + 1, name, GOODS_DESC_NAME_MAX]);
      errors.push({ row: i + 1, column: label[ctx.lang], message: error.render(ctx.lang), error });
    }
  });
  return inTransaction(ctx, rt, async (tx) => {
    const [category] = await tx
      .select({ id: goodsDescCategoryTable.id, dangerousType: goodsDescCategoryTable.dangerousType })
      .from(goodsDescCategoryTable)
      .where(eq(goodsDescCategoryTable.id, input.categoryId));
    if (!category) throw new BizError('notExist', [{ label: rt.labels.categoryId! }]);
    const existing = new Set(
      (
        await tx
          .select({ name: goodsDescTable.name })
          .from(goodsDescTable)
          .where(
            inArray(
              sql`lower(${goodsDescTable.name})`,
              names.map((n) => n.toLowerCase()),
            ),
          )
      ).map((r) => String(r.name).toLowerCase()),
    );
    names.forEach((name, i) => {
      if (!existing.has(name.toLowerCase())) return;
      const error = new BizError('alreadyExists', [`${label[ctx.lang]} ${name}`]);
      errors.push({ row: i + 1, column: label[ctx.lang], message: error.render(ctx.lang), error });
    });
    errors.sort((a, b) => a.row - b.row);
    if (errors.length) {
      const first = errors[0]!.error;
      throw new BizError(first.key, first.params, BizCode.failure, {
        errors: errors.map(({ error: _, ...e }) => e),
      });
    }
    const rows = names.map((name) => ({
      id: randomUUID(),
      name,
      categoryId: category.id,
      dangerousType: category.dangerousType,
      createdAt: ctx.now,
      createdBy: ctx.auth.userId,
      updatedAt: ctx.now,
      updatedBy: ctx.auth.userId,
    }));
    await tx.insert(goodsDescTable).values(rows);
    await writeBusinessLog(
      tx,
      ctx,
      rows.map((r) => ({ entity: rt.def.name, entityId: r.id, action: 'insert', after: r })),
    );
    return { inserted: rows.length };
  });
}

/** Every goods description with its category, for the order forms' goods description picker. */
export async function allGoodsDesc(ctx: AuthedContext) {
  return ctx.db
    .select({
      id: goodsDescTable.id,
      name: goodsDescTable.name,
      nameEn: goodsDescTable.nameEn,
      categoryId: goodsDescTable.categoryId,
      categoryName: goodsDescCategoryTable.name,
      dangerousType: goodsDescTable.dangerousType,
    })
    .from(goodsDescTable)
    .leftJoin(goodsDescCategoryTable, eq(goodsDescCategoryTable.id, goodsDescTable.categoryId))
    .orderBy(asc(goodsDescTable.name));
}
