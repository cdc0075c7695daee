import {
  type MessageKey,
  Permission,
  resolveTrackApi,
  ruleFail,
  type trackNoInfoAnswer,
} from '@freightdesk/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { attachTracker, pullTrackers, trackerOfWaybill } from '#modules/lms/track/index.ts';
import {
  assertWaybillInScope,
  isCustomerUser,
  lmsWaybill,
  lmsWaybillTrack,
  type WaybillRow,
  waybillScope,
} from '#modules/lms/waybill/index.ts';
import { commonFile } from '#modules/platform/file/index.ts';
import { BizError, dataNotExist, type MessageParam, translate } from '#platform/http/errors.ts';
import { FileResponse } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsWaybillLabel } from './track-no.schema.ts';
import { channelOf, customerRights } from './track-no-common.ts';
import { carrierErrorTextOf } from './track-no-fetch.service.ts';

type Info = z.input<typeof trackNoInfoAnswer>;

/** A waybill in the caller's reach (customer isolation and the staff data scope), else "data does not exist". */
async function reachableWaybill(ctx: AuthedContext, id: string): Promise<WaybillRow> {
  const [w] = await ctx.db
    .select()
    .from(lmsWaybill)
    .where(and(eq(lmsWaybill.id, id), waybillScope(ctx)));
  if (!w) throw dataNotExist();
  if (!isCustomerUser(ctx)) await assertWaybillInScope(ctx, id);
  return w;
}

/** The drawer's track-number section of a waybill (`lms/waybill/trackNoInfo?id=`). */
export async function trackNoInfo(ctx: AuthedContext, input: { id: string }): Promise<Info> {
  return infoOf(ctx, await reachableWaybill(ctx, input.id));
}

async function infoOf(ctx: AuthedContext, w: WaybillRow): Promise<Info> {
  const [label] = await ctx.db.select().from(lmsWaybillLabel).where(eq(lmsWaybillLabel.waybillId, w.id));
  const channel = await channelOf(ctx.db, w.channelId);
  const rights = isCustomerUser(ctx)
    ? await customerRights(ctx, channel)
    : {
        fetch: ctx.auth.permissions.has(Permission.lmsWaybillOperate),
        print: ctx.auth.permissions.has(Permission.lmsWaybillPrint),
      };
  const failed = label?.errorAt ? label : null;
  const hasLabel = label?.status === 'fetched' && !!label.labelFileId;
  return {
    id: w.id,
    trackNo: w.trackNo,
    subTrackNos: w.subTrackNos,
    historyTrackNos: w.historyTrackNos,
    fetchError: failed ? carrierErrorTextOf(ctx, failed.errorCode, failed.errorText) : null,
    fetchErrorTime: failed?.errorAt ?? null,
    labelFileId: hasLabel && rights.print ? label!.labelFileId : null,
    trackApiMode: w.trackApiMode ?? channel?.trackApiMode ?? null,
    trackTaskNotifyTime: w.trackTaskNotifyTime,
    trackTaskCompleteTime: w.trackTaskCompleteTime,
    trackTaskNotifyErrMsg: w.trackTaskNotifyErrMsg,
    mayFetch: rights.fetch && !!channel?.labelApiId,
    mayPrint: rights.print && hasLabel,
  };
}

/**
 * `GET lms/waybill/queryTracks?id=`: pulls the waybill's number now through its track API (outside
 * any transaction; a waybill whose number was typed by hand gets its tracker first), then answers the
 * numbers and every track of the waybill, newest first. A failed pull is answered in
 * `trackTaskNotifyErrMsg`, not as a refusal.
 */
export async function queryTracks(ctx: AuthedContext, input: { id: string }) {
  let w = await reachableWaybill(ctx, input.id);
  let tracker = await trackerOfWaybill(ctx.db, w.id);
  if (!tracker && w.trackNo) {
    const channel = await channelOf(ctx.db, w.channelId);
    const apiId = channel ? resolveTrackApi(channel) : null;
    if (apiId) {
      await ctx.db.transaction((tx) =>
        attachTracker(tx, ctx, { waybillId: w.id, trackApiId: apiId, trackNo: w.trackNo! }),
      );
      tracker = await trackerOfWaybill(ctx.db, w.id);
    }
  }
  if (tracker) {
    await pullTrackers(ctx, [tracker.id]);
    w = await reachableWaybill(ctx, input.id);
  }
  const rows = await ctx.db
    .select()
    .from(lmsWaybillTrack)
    .where(eq(lmsWaybillTrack.waybillId, w.id))
    .orderBy(desc(lmsWaybillTrack.time), desc(lmsWaybillTrack.createdAt));
  const tracks = rows.map((r) => {
    const text = r.messageKey
      ? translate(ctx.lang, r.messageKey as MessageKey, (r.messageParams ?? []) as MessageParam[])
      : '';
    const note = r.description ?? '';
    return {
      time: r.time,
      status: r.status,
      description: text && note ? `${text} (${note})` : text || note,
      location: r.location,
      source: r.source,
    };
  });
  return { ...(await infoOf(ctx, w)), tracks };
}

/** `GET lms/waybill/printLabel?id=`: the carrier label file, for staff with the print code and customers the channel allows. */
export async function printLabel(ctx: AuthedContext, input: { id: string }) {
  const w = await reachableWaybill(ctx, input.id);
  if (isCustomerUser(ctx) && !(await customerRights(ctx, await channelOf(ctx.db, w.channelId))).print)
    throw new BizError('trackNoCustomerPrintRefused');
  const [label] = await ctx.db.select().from(lmsWaybillLabel).where(eq(lmsWaybillLabel.waybillId, w.id));
  if (label?.status !== 'fetched' || !label.labelFileId) {
    const failure = ruleFail('trackNoNoLabel', w.waybillNo);
    throw new BizError(failure.key, failure.params);
  }
  const [file] = await ctx.db.select().from(commonFile).where(eq(commonFile.id, label.labelFileId));
  const content = file ? await ctx.config.fileStore.get(ctx.db, file.storageKey) : undefined;
  if (!file || !content) throw new BizError('trackNoNoLabel', [w.waybillNo]);
  return new FileResponse(file.name, file.contentType, content, 'inline');
}
