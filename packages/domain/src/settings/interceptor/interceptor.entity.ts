import { defineEntity, field, l, options } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { ruleEntity, ruleFields } from '../rule/index.light.ts';

/** Where on a waybill's way interceptors run (back-office §2 "Interceptor"). */
export const INTERCEPT_POINTS = ['order', 'receive', 'send'] as const;
export type InterceptPoint = (typeof INTERCEPT_POINTS)[number];

/**
 * What a matched interceptor does: `tip` lets the operation go on and shows the tip as a warning;
 * `confirm` refuses with business code 2000 until the caller repeats with `force: true`; `block`
 * refuses whatever force says.
 */
export const INTERCEPT_TYPES = ['tip', 'confirm', 'block'] as const;
export type InterceptType = (typeof INTERCEPT_TYPES)[number];

export const INTERCEPT_POINT_LABELS: Record<InterceptPoint, Message> = {
  order: l('下单', 'Order', 'Đặt hàng'),
  receive: l('收货', 'Receive', 'Nhận hàng'),
  send: l('发货', 'Send', 'Gửi hàng'),
};

export const INTERCEPT_TYPE_LABELS: Record<InterceptType, Message> = {
  tip: l('仅提示', 'Tip only', 'Chỉ nhắc nhở'),
  confirm: l('确认后继续', 'Confirm', 'Xác nhận'),
  block: l('拦截', 'Block', 'Chặn'),
};

/** The business log's name of an interception (a row on the waybill). */
export const INTERCEPTOR_LOG_ACTIONS = {
  intercept: l('拦截器触发', 'Interceptor fired', 'Bộ chặn đã kích hoạt'),
} as const satisfies Record<string, Message>;

/** The severity of an intercept type: when several interceptors match, the highest decides. */
export const INTERCEPT_SEVERITY: Record<InterceptType, number> = { tip: 0, confirm: 1, block: 2 };

/** The most severe of the intercept types (null for none). */
export function severest(types: readonly InterceptType[]): InterceptType | null {
  let worst: InterceptType | null = null;
  for (const t of types) if (worst === null || INTERCEPT_SEVERITY[t] > INTERCEPT_SEVERITY[worst]) worst = t;
  return worst;
}

const entries = <K extends string>(labels: Record<K, Message>) =>
  options(...(Object.entries(labels) as [K, Message][]));

/**
 * Interceptor (settings centre › control › interceptor, spec back-office §3): at the chosen points
 * (order, receive, send) a waybill its condition matches is given the tip, asked to confirm, or blocked.
 */
export const interceptor = defineEntity({
  ...ruleEntity('interceptor', 'interceptor'),
  title: l('拦截器', 'Interceptor', 'Bộ chặn'),
  fields: ruleFields({
    points: field.enum(l('拦截节点', 'Intercept points', 'Điểm chặn'), {
      required: true,
      multiple: true,
      search: 'in',
      options: entries(INTERCEPT_POINT_LABELS),
    }),
    interceptType: field.enum(l('拦截类型', 'Intercept type', 'Loại chặn'), {
      required: true,
      default: 'tip',
      search: 'eq',
      options: entries(INTERCEPT_TYPE_LABELS),
    }),
    tip: field.text(l('提示信息', 'Tip', 'Lời nhắc'), { max: 200, required: true }),
  }),
});
