import { renderRuleMessage } from '@freightdesk/domain';
import { channelRefusal, limitFactsWith, takeChannelCapacity } from '#modules/settings/limit/index.ts';
import type { ChannelGuard } from './channel-guard.ts';

/**
 * The channel and service limits as the router's guard: a candidate channel whose service limit
 * refuses the waybill, or whose channel limit is full for the period (taken atomically in the
 * routing transaction), is passed over for the next one.
 */
export const limitsGuard: ChannelGuard = {
  refuses: async (tx, ctx, waybill, channelId, facts) => {
    const limits = await limitFactsWith(tx, waybill, facts);
    const refusal = await channelRefusal(tx, channelId, limits.facts);
    return refusal ? renderRuleMessage(ctx.lang, refusal) : undefined;
  },
  take: async (tx, ctx, waybill, channelId, facts) => {
    const limits = await limitFactsWith(tx, waybill, facts);
    const refusal = await takeChannelCapacity(tx, ctx, {
      waybillId: waybill.id,
      channelId,
      amounts: limits.amounts,
    });
    return refusal ? renderRuleMessage(ctx.lang, refusal) : undefined;
  },
};
