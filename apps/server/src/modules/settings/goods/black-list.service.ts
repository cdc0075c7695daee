import { randomUUID } from 'node:crypto';
import {
  BizCode,
  type BlackListType,
  blackList,
  type blackListPastePayload,
  type isBlackPayload,
} from '@freightdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { EntityRuntime } from '#platform/entity/entity-runtime.ts';
import { inTransaction } from '#platform/entity/entity-write.service.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { blackListTable } from '../basic.schema.ts';

const contentField = blackList.fields.content;
/**
 * Adds pasted entries of one type (one per line); blank lines, repeats and entries already listed are
 * skipped. A line longer than the content limit adds nothing and answers its row.
 */
export async function pasteBlackList(
  ctx: AuthedContext,
  rt: EntityRuntime,
  input: z.output<typeof blackListPastePayload>,
) {
  const lines = input.text.split(/\r?\n/).map((s) => s.trim());
  const label = rt.labels.content!;
  const tooLong = lines.findIndex((s) => [...s].length > contentField.max);
  if (tooLong >= 0) {
    const error = new BizError('maxLength', [{ label }, contentField.max]);
    throw new BizError('maxLength', [{ label }, contentField.max], BizCode.failure, {
      errors: [{ row: tooLong + 1, column: label[ctx.lang], message: error.render(ctx.lang) }],
    });
  }
  const unique: string[] = [];
  const seen = new Set<string>();
  for (const line of lines.filter(Boolean)) {
    if (seen.has(line.toLowerCase())) continue;
    seen.add(line.toLowerCase());
    unique.push(line);
  }
  if (!unique.length) throw new BizError('required', [{ label }]);
  return inTransaction(ctx, rt, async (tx) => {
    const existing = new Set(
      (
        await tx
          .select({ content: blackListTable.content })
          .from(blackListTable)
          .where(
            and(
              eq(blackListTable.type, input.type),
              inArray(
                sql`lower(${blackListTable.content})`,
                unique.map((s) => s.toLowerCase()),
              ),
            ),
          )
      ).map((r) => String(r.content).toLowerCase()),
    );
    const rows = unique
      .filter((s) => !existing.has(s.toLowerCase()))
      .map((content) => ({
        id: randomUUID(),
        type: input.type,
        content,
        createdAt: ctx.now,
        createdBy: ctx.auth.userId,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      }));
    if (rows.length) {
      await tx.insert(blackListTable).values(rows);
      await writeBusinessLog(
        tx,
        ctx,
        rows.map((r) => ({ entity: rt.def.name, entityId: r.id, action: 'insert', after: r })),
      );
    }
    return { inserted: rows.length, skipped: lines.filter(Boolean).length - rows.length };
  });
}

/**
 * The enabled blacklist entries that hit the given values: the same text (case-insensitive) for senders
 * and recipients; for commodities also an entry contained in the value ("lithium battery" hits "battery").
 */
export async function findBlackListed(db: Db, type: BlackListType, values: readonly string[]) {
  const wanted = [...new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean))];
  if (!wanted.length) return [];
  const content = sql`lower(${blackListTable.content})`;
  const hit =
    type === 'commodity'
      ? sql`exists (select 1 from unnest(${sql.param(wanted)}::text[]) as v(x) where strpos(v.x, ${content}) > 0)`
      : inArray(content, wanted);
  return db
    .select({
      id: blackListTable.id,
      type: blackListTable.type,
      content: blackListTable.content,
      remark: blackListTable.remark,
    })
    .from(blackListTable)
    .where(and(eq(blackListTable.type, type), eq(blackListTable.enabled, true), hit));
}

/** The blacklist check of a screen: which of the values are blacklisted. */
export async function isBlack(ctx: AuthedContext, input: z.output<typeof isBlackPayload>) {
  const rows = await findBlackListed(ctx.db, input.type, input.values);
  // the entity table's columns are not typed: read as the texts they are
  return rows.map((r) => ({
    id: String(r.id),
    type: String(r.type),
    content: String(r.content),
    remark: r.remark == null ? null : String(r.remark),
  }));
}
