import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** The kinds of API configuration of the settings centre (the connector interface's `ApiKind`). */
export const API_KINDS = ['label', 'track', 'price', 'customsDeclare'] as const;
export type ApiConfigKind = (typeof API_KINDS)[number];

export const API_CONFIG_LABELS = {
  apiType: l('接口类型', 'API type', 'Loại API'),
  credentials: l('授权信息', 'Credentials', 'Thông tin xác thực'),
  endpoint: l('接口地址', 'Endpoint', 'Địa chỉ API'),
  testMode: l('测试模式', 'Test mode', 'Chế độ thử nghiệm'),
  timeoutMs: l('超时(毫秒)', 'Timeout (ms)', 'Thời gian chờ (ms)'),
  secretSet: l('已设置', 'set', 'đã đặt'),
} as const;

/** Hand-written writes (credentials are encrypted at rest): their codes join the grant tree. */
const API_CONFIG_WRITES = ['insert', 'update'] as const;

/**
 * One API configuration kind as an entity: name, code, API type (a connector code that can do the
 * kind), credentials (secret values sealed in a table of their own, never answered: the stored JSON
 * holds the non-secret values and `******` for each secret that is set), endpoint override, test mode,
 * timeout. Reads, delete and enable are generic; insert and update are the module's own.
 */
function apiConfigEntity(name: string, path: string, title: Message) {
  return defineEntity({
    name,
    api: `basic/${name}`,
    table: `basic_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`,
    permission: `setting/api/${name}`,
    menuGroup: 'settings.api',
    route: `/setting/api/${path}`,
    title,
    actions: ['delete', 'enable'],
    extraActions: API_CONFIG_WRITES,
    labelField: 'name',
    fields: {
      name: field.text(L.name, { max: 50, required: true, unique: true, search: 'keyword' }),
      code: field.text(L.code, { max: 30, required: true, unique: true, upper: true, search: 'keyword' }),
      apiType: field.text(API_CONFIG_LABELS.apiType, { max: 30, required: true, search: 'eq' }),
      credentials: field.json(API_CONFIG_LABELS.credentials, { span: 3 }),
      endpoint: field.text(API_CONFIG_LABELS.endpoint, { max: 300, list: false, span: 2 }),
      testMode: field.bool(API_CONFIG_LABELS.testMode, { default: true, search: 'eq' }),
      timeoutMs: field.int(API_CONFIG_LABELS.timeoutMs, {
        min: 1000,
        max: 120_000,
        default: 30_000,
        required: true,
      }),
      remark: field.text(L.remark, { max: 200, list: false }),
    },
  });
}

export const labelApi = apiConfigEntity(
  'labelApi',
  'label-api',
  l('面单API', 'Label API', 'API nhãn vận đơn'),
);
export const trackApi = apiConfigEntity('trackApi', 'track-api', l('轨迹API', 'Track API', 'API hành trình'));
export const priceApi = apiConfigEntity('priceApi', 'price-api', l('价格API', 'Price API', 'API giá'));
export const customsDeclareApi = apiConfigEntity(
  'customsDeclareApi',
  'customs-declare-api',
  l('报关API', 'Customs declare API', 'API khai báo hải quan'),
);

/** The entity of each API configuration kind. */
export const API_CONFIG_ENTITIES = {
  label: labelApi,
  track: trackApi,
  price: priceApi,
  customsDeclare: customsDeclareApi,
} as const;
