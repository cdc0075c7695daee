import { defineEntity, field, l } from '../../platform/entity/define.ts';
import { ruleEntity, ruleFields } from '../rule/index.light.ts';

/** How a channel route picks a waybill's channel (back-office §3 "Channel route"). */
export const ROUTE_MODES = ['auto', 'priceCheck', 'manual', 'import'] as const;
export type RouteMode = (typeof ROUTE_MODES)[number];
/** Which usable channel wins when several could take the waybill (or tie on price). */
export const CONFLICT_RULES = ['first', 'random', 'turn'] as const;
export type ConflictRule = (typeof CONFLICT_RULES)[number];
/** What a price check compares: the total, or the price per charge kg. */
export const DEVIATION_MODES = ['sum', 'unitPrice'] as const;
export type DeviationMode = (typeof DEVIATION_MODES)[number];

export const ROUTE_MODE_LABELS = {
  auto: l('自动', 'Auto', 'Tự động'),
  priceCheck: l('比价', 'Price check', 'So sánh giá'),
  manual: l('手动', 'Manual', 'Thủ công'),
  import: l('导入', 'Import', 'Nhập từ tệp'),
} as const;

export const CONFLICT_RULE_LABELS = {
  first: l('第一个', 'First', 'Kênh đầu tiên'),
  random: l('随机', 'Random', 'Ngẫu nhiên'),
  turn: l('轮流', 'Turn', 'Luân phiên'),
} as const;

export const DEVIATION_MODE_LABELS = {
  sum: l('总价', 'Total', 'Tổng giá'),
  unitPrice: l('单价', 'Unit price', 'Đơn giá'),
} as const;

export const CHANNEL_ROUTE_LABELS = {
  title: l('渠道路由', 'Channel route', 'Định tuyến kênh'),
  routeMode: l('路由方式', 'Route mode', 'Cách định tuyến'),
  channelIds: l('渠道', 'Channels', 'Kênh'),
  conflictRule: l('冲突规则', 'Conflict rule', 'Quy tắc xung đột'),
  deviationMode: l('比价方式', 'Deviation mode', 'Cách so sánh giá'),
} as const;

const options = <K extends string>(values: readonly K[], labels: Record<K, ReturnType<typeof l>>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * Channel route: a rule that gives a waybill its channel at order and at receive — auto (one of its
 * channels by the conflict rule), price check (the cheapest by the agent price), manual (waits for a
 * person) or import (keeps the channel the order file gave).
 */
export const channelRoute = defineEntity({
  ...ruleEntity('channelRoute', 'channel-route'),
  title: CHANNEL_ROUTE_LABELS.title,
  fields: ruleFields({
    routeMode: field.enum(CHANNEL_ROUTE_LABELS.routeMode, {
      required: true,
      default: 'auto',
      search: 'eq',
      options: options(ROUTE_MODES, ROUTE_MODE_LABELS),
    }),
    channelIds: field.ref(CHANNEL_ROUTE_LABELS.channelIds, {
      entity: 'channel',
      labelField: 'name',
      multiple: true,
      search: 'in',
      span: 2,
      help: l(
        '按顺序排列；自动与比价方式必填',
        'In order of preference; needed for auto and price check',
        'Theo thứ tự ưu tiên; bắt buộc với tự động và so sánh giá',
      ),
    }),
    conflictRule: field.enum(CHANNEL_ROUTE_LABELS.conflictRule, {
      required: true,
      default: 'first',
      options: options(CONFLICT_RULES, CONFLICT_RULE_LABELS),
    }),
    deviationMode: field.enum(CHANNEL_ROUTE_LABELS.deviationMode, {
      default: 'sum',
      list: false,
      options: options(DEVIATION_MODES, DEVIATION_MODE_LABELS),
      help: l('仅用于比价方式', 'Price check only', 'Chỉ dùng cho so sánh giá'),
    }),
  }),
});
