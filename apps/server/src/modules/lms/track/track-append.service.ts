import type { TrackStatus, trackBatchAppendPayload } from '@freightdesk/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  lmsWaybill,
  lockWaybills,
  waybillLogRows,
  waybillScope,
  writeTracks,
} from '#modules/lms/waybill/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { trackTemplateTable } from './track.schema.ts';

type BatchAppend = z.output<typeof trackBatchAppendPayload>;

/** The row to append: the template's node, description and location, overridden by what was typed. */
async function trackContent(ctx: AuthedContext, input: BatchAppend) {
  let template: { nodeType: unknown; description: unknown; location: unknown } | undefined;
  if (input.templateId) {
    const t = trackTemplateTable;
    [template] = await ctx.db
      .select({ nodeType: t.nodeType, description: t.description, location: t.location })
      .from(t)
      .where(and(eq(t.id, input.templateId), eq(t.enabled!, true)));
    if (!template) throw new BizError('lmsTrackTemplateDisabled');
  }
  const description = input.description || (template?.description as string | undefined);
  if (!description) throw new BizError('lmsTrackDescriptionRequired');
  return {
    description,
    location: input.location || ((template?.location as string | null | undefined) ?? null),
    status: (input.status ?? (template?.nodeType as TrackStatus | undefined) ?? null) as TrackStatus | null,
  };
}

/**
 * Track maintenance (`lms/track/batchAppend`): appends one manual track row to every waybill named
 * by the pasted numbers (waybill or track number, at most 500), from a template and/or typed values,
 * and sets their track time — one transaction; an unknown number refuses the whole batch, naming it.
 */
export async function batchAppendTracks(ctx: AuthedContext, input: BatchAppend) {
  const content = await trackContent(ctx, input);
  const all = await ctx.db
    .select({ id: lmsWaybill.id, waybillNo: lmsWaybill.waybillNo, trackNo: lmsWaybill.trackNo })
    .from(lmsWaybill)
    .where(
      and(
        or(inArray(lmsWaybill.waybillNo, input.numbers), inArray(lmsWaybill.trackNo, input.numbers)),
        waybillScope(ctx),
      ),
    );
  const missing = input.numbers.filter((n) => !all.some((w) => w.waybillNo === n || w.trackNo === n));
  if (missing.length) throw new BizError('lmsNumbersNotFound', [missing.slice(0, 20).join(', ')]);
  const ids = [...new Set(all.map((w) => w.id))];
  return ctx.db.transaction(async (tx) => {
    const rows = await lockWaybills(tx, ctx, ids);
    await writeTracks(
      tx,
      ctx,
      rows.map((w) => ({
        waybillId: w.id,
        time: input.time,
        description: content.description,
        location: content.location,
        status: content.status,
        source: 'manual' as const,
        action: 'appendTrack',
      })),
    );
    await tx.update(lmsWaybill).set({ trackTime: input.time }).where(inArray(lmsWaybill.id, ids));
    await writeBusinessLog(
      tx,
      ctx,
      waybillLogRows(rows, 'appendTrack', () => ({ after: { time: input.time.toISOString(), ...content } })),
    );
    return { appended: rows.length };
  });
}
