import { z } from 'zod';
import { WAYBILL_FIELD_LABELS } from '../../lms/waybill/index.ts';
import { l } from '../../platform/entity/define.ts';
import type { Language } from '../../platform/enums.ts';
import type { Message, MessageKey } from '../../platform/messages/catalogue.ts';
import { FIELD_LABELS } from '../../platform/messages/fields.ts';

/**
 * An executor's actions (back-office §3 "Executor"): what a matched executor does to the waybill.
 * The spec's events map onto them: data fill → `fillField`, postcode format → `formatPostcode`,
 * address completion → `completeAddress`, advanced mode → `notify` and `webhook`.
 */
export const EXECUTOR_ACTION_TYPES = [
  'fillField',
  'formatPostcode',
  'completeAddress',
  'notify',
  'webhook',
] as const;
export type ExecutorActionType = (typeof EXECUTOR_ACTION_TYPES)[number];

/** The waybill fields an executor may fill (text columns of the freight waybill). */
export const EXECUTOR_FILL_FIELDS = [
  'orderRemark',
  'trackNo',
  'customerExtraNo',
  'customerReturnCode',
  'fbaShipmentId',
  'fbaReferenceId',
] as const;
export type ExecutorFillField = (typeof EXECUTOR_FILL_FIELDS)[number];

export const EXECUTOR_VALUE_TYPES = ['fixed', 'smartNumber', 'numberSegment'] as const;
export const EXECUTOR_NOTIFY_WAYS = ['site', 'email', 'robot'] as const;
export const EXECUTOR_RECIPIENTS = ['creator', 'related', 'employee', 'customer'] as const;
export type ExecutorRecipient = (typeof EXECUTOR_RECIPIENTS)[number];
export const EXECUTOR_ROBOT_CHANNELS = ['wecom', 'dingtalk'] as const;
/** Preset colours of a notification (the site message's tag, the robot's markdown). */
export const EXECUTOR_COLOURS = ['default', 'blue', 'green', 'orange', 'red'] as const;

/** Placeholders a notification's content may hold, replaced with the waybill's values. */
export const EXECUTOR_PLACEHOLDERS = ['waybillNo', 'customerCode', 'status', 'event'] as const;

const text = (max: number) => z.string().trim().max(max).default('');

const fillField = z.object({
  type: z.literal('fillField'),
  field: z.union([z.enum(EXECUTOR_FILL_FIELDS), z.literal('')]).default(''),
  valueType: z.enum(EXECUTOR_VALUE_TYPES).default('fixed'),
  /** The fixed text, or the code of the number rule or number segment. */
  value: text(200),
});
const formatPostcodeAction = z.object({ type: z.literal('formatPostcode') });
const completeAddress = z.object({ type: z.literal('completeAddress') });
const notifyAction = z.object({
  type: z.literal('notify'),
  way: z.enum(EXECUTOR_NOTIFY_WAYS).default('site'),
  content: text(500),
  colour: z.enum(EXECUTOR_COLOURS).default('default'),
  recipients: z.array(z.enum(EXECUTOR_RECIPIENTS)).max(EXECUTOR_RECIPIENTS.length).default([]),
  /** The chosen employees (user ids) of the `employee` recipient. */
  employeeIds: z.array(z.uuid()).max(50).default([]),
  /** The robot's webhook address (way robot). */
  robotUrl: text(500),
  robotChannel: z.enum(EXECUTOR_ROBOT_CHANNELS).default('wecom'),
});
const header = z.object({ name: text(100), value: text(500) });
const webhook = z.object({
  type: z.literal('webhook'),
  url: text(500),
  headers: z.array(header).max(20).default([]),
});

export const executorActionSchema = z.discriminatedUnion('type', [
  fillField,
  formatPostcodeAction,
  completeAddress,
  notifyAction,
  webhook,
]);
export type ExecutorAction = z.output<typeof executorActionSchema>;
export const executorActionsSchema = z.array(executorActionSchema).max(20);

/** Labels of the action rows' inputs, for messages and the editor. */
export const EXECUTOR_ACTION_LABELS = {
  type: l('动作', 'Action', 'Hành động'),
  field: l('系统字段', 'System field', 'Trường hệ thống'),
  valueType: l('值类型', 'Value type', 'Loại giá trị'),
  value: FIELD_LABELS.value,
  way: l('通知方式', 'Notify way', 'Cách thông báo'),
  content: l('通知内容', 'Content', 'Nội dung'),
  colour: l('颜色', 'Colour', 'Màu'),
  recipients: l('通知对象', 'Recipients', 'Người nhận'),
  employeeIds: l('员工', 'Employees', 'Nhân viên'),
  robotUrl: l('机器人地址', 'Robot URL', 'Địa chỉ robot'),
  robotChannel: l('机器人类型', 'Robot type', 'Loại robot'),
  url: l('URL', 'URL', 'URL'),
  headers: l('请求头', 'Headers', 'Tiêu đề yêu cầu'),
} as const satisfies Record<string, Message>;

export const EXECUTOR_ACTION_TYPE_LABELS: Record<ExecutorActionType, Message> = {
  fillField: l('数据填充', 'Fill a field', 'Điền dữ liệu'),
  formatPostcode: l('邮编格式化', 'Format the postcode', 'Định dạng mã bưu chính'),
  completeAddress: l('地址补全', 'Complete the address', 'Bổ sung địa chỉ'),
  notify: l('通知', 'Notify', 'Thông báo'),
  webhook: l('Webhook', 'Webhook', 'Webhook'),
};
export const EXECUTOR_VALUE_TYPE_LABELS: Record<(typeof EXECUTOR_VALUE_TYPES)[number], Message> = {
  fixed: l('固定值', 'Fixed value', 'Giá trị cố định'),
  smartNumber: l('智能单号', 'Smart number', 'Số thông minh'),
  numberSegment: l('号段', 'Number segment', 'Dải số'),
};
export const EXECUTOR_NOTIFY_WAY_LABELS: Record<(typeof EXECUTOR_NOTIFY_WAYS)[number], Message> = {
  site: l('站内信', 'Site message', 'Tin nhắn hệ thống'),
  email: l('邮件', 'Email', 'Thư điện tử'),
  robot: l('机器人', 'Robot', 'Robot'),
};
export const EXECUTOR_RECIPIENT_LABELS: Record<ExecutorRecipient, Message> = {
  creator: l('创建人', 'the creator', 'người tạo'),
  related: l('相关跟进人', 'the follow persons', 'người theo dõi liên quan'),
  employee: l('指定员工', 'chosen employees', 'nhân viên được chọn'),
  customer: l('客户', 'the customer', 'khách hàng'),
};
export const EXECUTOR_COLOUR_LABELS: Record<(typeof EXECUTOR_COLOURS)[number], Message> = {
  default: l('默认', 'Default', 'Mặc định'),
  blue: l('蓝色', 'Blue', 'Xanh dương'),
  green: l('绿色', 'Green', 'Xanh lá'),
  orange: l('橙色', 'Orange', 'Cam'),
  red: l('红色', 'Red', 'Đỏ'),
};

/** The label of a fillable waybill field. */
export const fillFieldLabel = (f: string): Message | undefined =>
  (EXECUTOR_FILL_FIELDS as readonly string[]).includes(f) ? WAYBILL_FIELD_LABELS[f] : undefined;

export type ExecutorActionIssue = { key: MessageKey; params: (string | number)[] };

/**
 * The first problem of the action rows, numbered from 1 (back-office §5): no action at all, a row
 * without a required input ("system field empty per row"), a customer notification without content.
 * `lang` names the input in the message.
 */
export function checkExecutorActions(
  actions: readonly ExecutorAction[],
  lang: Language,
): ExecutorActionIssue | undefined {
  if (!actions.length) return { key: 'executorActionsEmpty', params: [] };
  for (const [i, a] of actions.entries()) {
    const row = i + 1;
    const empty = (k: keyof typeof EXECUTOR_ACTION_LABELS) => ({
      key: 'executorRowFieldEmpty' as MessageKey,
      params: [row, EXECUTOR_ACTION_LABELS[k][lang]],
    });
    if (a.type === 'fillField') {
      if (!a.field) return empty('field');
      if (!a.value) return empty('value');
    } else if (a.type === 'notify') {
      if (!a.recipients.length) return empty('recipients');
      if (!a.content && a.recipients.includes('customer'))
        return { key: 'executorCustomerNotifyEmpty', params: [row] };
      if (!a.content) return empty('content');
      if (a.recipients.includes('employee') && !a.employeeIds.length) return empty('employeeIds');
      if (a.way === 'robot' && !/^https?:\/\/\S+$/.test(a.robotUrl)) return empty('robotUrl');
    } else if (a.type === 'webhook') {
      if (!/^https?:\/\/\S+$/.test(a.url)) return empty('url');
      const h = a.headers.findIndex((x) => !x.name && x.value);
      if (h >= 0) return empty('headers');
    }
  }
  return undefined;
}

const OUTCOME = {
  fill: l('将{0}填为“{1}”', "fill {0} with '{1}'", 'điền {0} bằng "{1}"'),
  fillNumber: l(
    '将{0}填为{1} {2}的下一个号',
    'fill {0} with the next number of {1} {2}',
    'điền {0} bằng số tiếp theo của {1} {2}',
  ),
  formatPostcode: l('格式化邮编', 'format the postcode', 'định dạng mã bưu chính'),
  completeAddress: l(
    '按城市邮编库补全州/城市',
    'complete state and city from the city postcode library',
    'bổ sung bang/thành phố từ thư viện mã bưu chính',
  ),
  notify: l('{1}通知{0}', 'notify {0} by {1}', 'thông báo cho {0} qua {1}'),
  webhook: l('推送 Webhook 至 {0}', 'call the webhook {0}', 'gọi webhook {0}'),
} as const;

const fill = (m: Message, lang: Language, params: readonly string[]) =>
  params.reduce((s, p, i) => s.replace(`{${i}}`, p), m[lang]);

/** One action in words. */
function actionInWords(a: ExecutorAction, lang: Language): string {
  const and = lang === 'zh-CN' ? '、' : ', ';
  switch (a.type) {
    case 'fillField': {
      const field = fillFieldLabel(a.field)?.[lang] ?? a.field;
      return a.valueType === 'fixed'
        ? fill(OUTCOME.fill, lang, [field, a.value])
        : fill(OUTCOME.fillNumber, lang, [field, EXECUTOR_VALUE_TYPE_LABELS[a.valueType][lang], a.value]);
    }
    case 'formatPostcode':
      return OUTCOME.formatPostcode[lang];
    case 'completeAddress':
      return OUTCOME.completeAddress[lang];
    case 'notify':
      return fill(OUTCOME.notify, lang, [
        a.recipients.map((r) => EXECUTOR_RECIPIENT_LABELS[r][lang]).join(and),
        EXECUTOR_NOTIFY_WAY_LABELS[a.way][lang],
      ]);
    case 'webhook':
      return fill(OUTCOME.webhook, lang, [a.url]);
  }
}

/** What the actions do, in words ("fill Order remark with 'VIP'; notify the creator by Site message"). */
export function executorOutcome(actions: readonly ExecutorAction[], lang: Language): string {
  return actions.map((a) => actionInWords(a, lang)).join(lang === 'zh-CN' ? '；' : '; ');
}

/** A notification's content with its placeholders (`{waybillNo}` …) replaced; unknown ones stay. */
export function renderExecutorContent(
  content: string,
  values: Partial<Record<(typeof EXECUTOR_PLACEHOLDERS)[number], string>>,
): string {
  return content.replace(/\{(\w+)\}/g, (whole, k: string) =>
    k in values ? (values[k as keyof typeof values] ?? '') : whole,
  );
}
