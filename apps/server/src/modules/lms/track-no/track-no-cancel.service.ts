import { checkCancel, ruleFail, type TrackNoOutcome } from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { callCarrier, detachTrackers } from '#modules/lms/track/index.ts';
import { isCustomerUser, lmsWaybill, lockWaybills, waybillLogRows } from '#modules/lms/waybill/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { CarrierCallError, type CarrierError } from '#modules/settings/carrier-api/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsWaybillLabel } from './track-no.schema.ts';
import {
  asCarrierError,
  carrierPart,
  channelOf,
  customerLabelSetting,
  refusedOutcome,
  rightsOn,
} from './track-no-common.ts';
import { errorText } from './track-no-fetch.service.ts';

type Checked = {
  id: string;
  waybillNo: string;
  trackNo: string;
  carrierShipmentId: string | null;
  labelApiId: string;
  attempt: number;
};

/** Step 1: the rules (read; the write re-checks under lock). */
async function check(ctx: AuthedContext, id: string): Promise<Checked | TrackNoOutcome> {
  const allowed = isCustomerUser(ctx) && (await customerLabelSetting(ctx));
  return ctx.db.transaction(async (tx) => {
    const [w] = await lockWaybills(tx, ctx, [id]);
    const channel = await channelOf(tx, w!.channelId);
    const [label] = await tx.select().from(lmsWaybillLabel).where(eq(lmsWaybillLabel.waybillId, id));
    const fetched = label?.status === 'fetched' && label.trackNo === w!.trackNo;
    const refused = checkCancel({
      waybillNo: w!.waybillNo,
      status: w!.status,
      trackNo: w!.trackNo,
      fetched,
      channelCode: channel?.code ?? null,
      labelApiId: label?.labelApiId ?? null,
    });
    if (refused) return refusedOutcome(ctx, id, w!.waybillNo, refused);
    if (isCustomerUser(ctx) && !rightsOn(allowed, channel).fetch)
      return refusedOutcome(ctx, id, w!.waybillNo, ruleFail('trackNoCustomerFetchRefused'));
    return {
      id,
      waybillNo: w!.waybillNo,
      trackNo: w!.trackNo!,
      carrierShipmentId: label!.carrierShipmentId,
      labelApiId: label!.labelApiId!,
      attempt: label!.attempt,
    };
  });
}

/**
 * Cancels one waybill's fetched track number at the carrier (outside any transaction), then moves the
 * number to the history, clears the sub numbers and ends the waybill's tracker — if the number is
 * still the waybill's (re-checked under lock). A carrier refusal is kept and answered.
 */
export async function cancelOne(ctx: AuthedContext, id: string): Promise<TrackNoOutcome> {
  const c = await check(ctx, id);
  if (!('attempt' in c)) return c;
  let failure: CarrierError | null = null;
  try {
    await callCarrier(
      ctx.runtime,
      {
        apiId: c.labelApiId,
        kind: 'label',
        now: ctx.now,
        idempotencyKey: `lms-label-cancel:${id}:${c.attempt}`,
        logRef: c.waybillNo,
      },
      (connector, cc) => {
        if (!connector.cancel)
          throw new CarrierCallError({ code: 'unknown', message: 'The API cannot cancel', retryable: false });
        return connector.cancel(cc, { trackNo: c.trackNo, carrierShipmentId: c.carrierShipmentId });
      },
    );
  } catch (err) {
    failure = asCarrierError(ctx, err);
  }
  return ctx.db.transaction(async (tx) => {
    const [w] = await lockWaybills(tx, ctx, [id]);
    const [label] = await tx
      .select()
      .from(lmsWaybillLabel)
      .where(eq(lmsWaybillLabel.waybillId, id))
      .for('update');
    if (w!.trackNo !== c.trackNo || label?.status !== 'fetched') return { id, waybillNo: w!.waybillNo };
    if (failure) {
      await tx
        .update(lmsWaybillLabel)
        .set({
          errorCode: failure.code,
          errorText: carrierPart(failure),
          errorAt: ctx.now,
          updatedAt: ctx.now,
        })
        .where(eq(lmsWaybillLabel.waybillId, id));
      return { id, waybillNo: w!.waybillNo, error: errorText(ctx, failure) };
    }
    await tx
      .update(lmsWaybill)
      .set({
        trackNo: null,
        subTrackNos: [],
        historyTrackNos: [...w!.historyTrackNos, c.trackNo],
        trackTaskCompleteTime: null,
        trackTaskNotifyErrMsg: null,
        version: sql`${lmsWaybill.version} + 1`,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      })
      .where(eq(lmsWaybill.id, id));
    await tx
      .update(lmsWaybillLabel)
      .set({ status: 'cancelled', errorCode: null, errorText: null, errorAt: null, updatedAt: ctx.now })
      .where(eq(lmsWaybillLabel.waybillId, id));
    await detachTrackers(tx, [id]);
    await writeBusinessLog(
      tx,
      ctx,
      waybillLogRows([w!], 'cancelTrackNo', () => ({
        before: { trackNo: c.trackNo },
        after: { trackNo: null },
      })),
    );
    return { id, waybillNo: w!.waybillNo };
  });
}
