import {
  BATCH_UPDATE_LABELS,
  BUSINESS_LOG_ACTIONS,
  l,
  PICK_UP_TASK_LABELS,
  WAYBILL_FIELD_LABELS,
  WAYBILL_LIST_LABELS,
  WAYBILL_STATUS_LABELS,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the channel route screens, in zh-CN, en-US and vi-VN. */
export const texts = {
  channelRoute: {
    waitingTitle: WAYBILL_STATUS_LABELS.waitChannelRoute,
    waybillNo: WAYBILL_FIELD_LABELS.waybillNo!,
    customer: WAYBILL_FIELD_LABELS.customerId!,
    orderTime: WAYBILL_LIST_LABELS.orderTime,
    reason: PICK_UP_TASK_LABELS.reason!,
    routeChannel: BUSINESS_LOG_ACTIONS.routeChannel,
    reroute: l('重新路由', 'Route again', 'Định tuyến lại'),
    channel: BATCH_UPDATE_LABELS.channelId,
    routeQuestion: l(
      '将选中的 {{count}} 票运单分配到该渠道？',
      'Route the {{count}} selected waybills to this channel?',
      'Phân {{count}} vận đơn đã chọn vào kênh này?',
    ),
    rerouted: l(
      '{{routed}} 票已分配渠道，{{failed}} 票仍待分配',
      '{{routed}} routed, {{failed}} still waiting',
      '{{routed}} đã phân kênh, {{failed}} vẫn đang chờ',
    ),
  },
  permissionAction: {
    route: BUSINESS_LOG_ACTIONS.routeChannel,
  },
} satisfies TextTree;
