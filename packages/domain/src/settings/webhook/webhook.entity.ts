import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, settingsEntity } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { WAYBILL_EVENT_LABELS, WAYBILL_EVENTS, type WaybillEvent } from '../rule/index.light.ts';

/** The waybill events a webhook subscribes to (`test` is only sent by "send test"). */
export const WEBHOOK_EVENTS = WAYBILL_EVENTS;
export type WebhookEvent = WaybillEvent;
/** Every event a delivery can carry: the subscribable ones, and the test event. */
export type WebhookDeliveryEvent = WebhookEvent | 'test' | (string & {});

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, Message> = WAYBILL_EVENT_LABELS;

/** Labels of one header row of a webhook. */
export const WEBHOOK_HEADER_LABELS = {
  key: l('名称', 'Name', 'Tên'),
  value: l('值', 'Value', 'Giá trị'),
} as const;

/** Consecutive failed tries after which a webhook is disabled (its owner is told). */
export const WEBHOOK_DISABLE_AFTER = 10;
/** Tries of one delivery (the first and its retries with backoff 10 s, 20 s, 40 s, 80 s, 160 s). */
export const WEBHOOK_DELIVERY_ATTEMPTS = 6;
/** How long a receiver has to answer, in milliseconds. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * A webhook (issue 19): the waybill events of a customer POSTed, signed, to a system of its own or a
 * partner's. Customers keep their own in the portal; staff manage any customer's, and may add an
 * internal one without a customer. The secret is kept apart (sealed), read with the `secret` action.
 */
export const webhook = defineEntity({
  ...settingsEntity('webhook', 'webhook', 'control'),
  title: l('Webhook', 'Webhook', 'Webhook'),
  actions: ['insert', 'update', 'delete', 'enable'],
  extraActions: ['secret', 'test'],
  labelField: 'name',
  customerScoped: true,
  clientRoute: '/client/setting/webhook',
  clientPermission: 'setting/webhook',
  fields: {
    name: field.text(L.name, { max: 64, required: true, search: 'keyword' }),
    url: field.text(l('地址', 'URL', 'Địa chỉ URL'), {
      max: 500,
      required: true,
      format: 'url',
      span: 2,
    }),
    events: field.enum(l('订阅事件', 'Events', 'Sự kiện đăng ký'), {
      multiple: true,
      required: true,
      span: 3,
      options: WEBHOOK_EVENTS.map((value) => ({ value, label: WEBHOOK_EVENT_LABELS[value] })),
    }),
    headers: field.json(l('请求头', 'Headers', 'Tiêu đề yêu cầu'), {
      span: 3,
      sub: () => import('./webhook-sub.ts').then((m) => m.webhookHeadersSub),
    }),
    consecutiveFailures: field.int(l('连续失败次数', 'Consecutive failures', 'Số lần lỗi liên tiếp'), {
      form: false,
      default: 0,
    }),
    disabledReason: field.text(l('停用原因', 'Disabled reason', 'Lý do ngừng'), { max: 500, form: false }),
    disabledAt: field.datetime(l('停用时间', 'Disabled at', 'Thời điểm ngừng'), { form: false }),
  },
});
