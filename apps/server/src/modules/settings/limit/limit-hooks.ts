import { type RuleFailure, waybillLimitRefusal } from '@freightdesk/domain';
import type { WaybillChannelChange, WaybillRow } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { releaseChannelCapacity, takeChannelCapacity } from './channel-capacity.service.ts';
import { channelRefusal, waybillLimitFacts } from './service-limit.service.ts';

const refuse = (f: RuleFailure): never => {
  throw new BizError(f.key, f.params);
};

/**
 * Staff set or cleared the channel of waybills (locked, in the change's transaction): a waybill
 * leaving a channel gives back its take; one entering a channel must fit its service limit and
 * take its share of the channel limit. The first refusal throws, naming the waybill, so the whole
 * batch is rolled back.
 */
export async function limitsOnChannelsChanged(
  tx: Db,
  ctx: AuthedContext,
  changes: readonly WaybillChannelChange[],
): Promise<void> {
  const entering = changes.filter((c) => c.to && c.to !== c.from).map((c) => c.waybill.id);
  const facts = await waybillLimitFacts(tx, ctx, entering);
  for (const change of changes) {
    const { waybill, to } = change;
    if (!to) {
      await releaseChannelCapacity(tx, ctx, { waybillId: waybill.id });
      continue;
    }
    const f = facts.get(waybill.id);
    if (!f) continue;
    const failure =
      (await channelRefusal(tx, to, f.facts)) ??
      (await takeChannelCapacity(tx, ctx, { waybillId: waybill.id, channelId: to, amounts: f.amounts }));
    if (failure) refuse(waybillLimitRefusal(waybill.waybillNo, failure));
  }
}

/**
 * Waybills were received with their measures (the pieces and receive weights saved): one that
 * already has a channel must still fit the channel's service limit, else the receive is refused.
 */
export async function limitsOnWaybillsMeasured(
  tx: Db,
  ctx: AuthedContext,
  waybills: readonly WaybillRow[],
): Promise<void> {
  const withChannel = waybills.filter((w) => w.channelId);
  const facts = await waybillLimitFacts(
    tx,
    ctx,
    withChannel.map((w) => w.id),
  );
  for (const w of withChannel) {
    const f = facts.get(w.id);
    const failure = f ? await channelRefusal(tx, w.channelId!, f.facts) : null;
    if (failure) refuse(failure);
  }
}
