import { z } from 'zod';
import { defineEntity, field, l } from '../../entity/define.ts';
import { L } from '../common.ts';

const agentRef = (zh: string, en: string, vi: string) =>
  field.ref(l(zh, en, vi), { entity: 'agent', labelField: 'name', list: false });

/** Channel limit: how much a channel may take per period (back-office §3). */
export const channelLimitSchema = z.object({
  enable: z.boolean().default(false),
  mode: z.enum(['bill', 'piece', 'weight', 'square']).default('bill'),
  period: z.enum(['day', 'week', 'month']).default('day'),
  limit: z.number().positive().max(1e9),
});

/** Service limit: what a channel accepts (weights in kg, sizes in cm). */
export const serviceLimitSchema = z
  .object({
    minWeight: z.number().min(0).max(99999).nullish(),
    maxWeight: z.number().min(0).max(99999).nullish(),
    maxLength: z.number().min(0).max(9999).nullish(),
    maxWidth: z.number().min(0).max(9999).nullish(),
    maxHeight: z.number().min(0).max(9999).nullish(),
    maxLongestSide: z.number().min(0).max(9999).nullish(),
    maxSquare: z.number().min(0).max(9999).nullish(),
    countryCodes: z.array(z.string().length(2)).default([]),
    countryMode: z.enum(['allow', 'forbid']).default('forbid'),
    forbiddenGoodsDescs: z.array(z.string().max(10)).default([]),
    declareTypes: z.array(z.string().max(30)).default([]),
  })
  .refine((v) => v.minWeight == null || v.maxWeight == null || v.minWeight <= v.maxWeight, {
    message: 'valueOutOfRange',
    path: ['minWeight'],
  });

/** Weight config: fixed sizes, minimum charge weight and carry (rounding) units. */
export const weightConfigSchema = z.object({
  fixedLength: z.number().min(0).max(999.999).nullish(),
  fixedWidth: z.number().min(0).max(999.999).nullish(),
  fixedHeight: z.number().min(0).max(999.999).nullish(),
  minChargeWeight: z.number().min(0).max(99999).nullish(),
  minChargeWeightPer: z.enum(['bill', 'piece']).default('bill'),
  carryUnits: z
    .array(
      z.object({
        startWeight: z.number().min(0),
        endWeight: z.number().min(0),
        unit: z.number().positive().max(100),
        type: z.enum([
          'actualWeight',
          'volumeWeight',
          'chargeWeight',
          'pieceActualWeight',
          'pieceVolumeWeight',
          'pieceChargeWeight',
        ]),
      }),
    )
    .default([]),
});

/**
 * Channel: the route a product ships by — its agents per leg, label and track API modes,
 * channel limit, service limit and weight config.
 */
export const channel = defineEntity({
  name: 'channel',
  api: 'basic/channel',
  table: 'basic_channel',
  title: l('渠道', 'Channel', 'Kênh'),
  permission: 'setting/basic/channel',
  actions: ['insert', 'update', 'delete', 'enable', 'copy', 'export'],
  labelField: 'name',
  menuGroup: 'settings.basic',
  route: '/setting/basic/channel',
  sysCodes: ['LMS'],
  fields: {
    code: field.text(L.code, {
      max: 30,
      required: true,
      unique: true,
      upper: true,
      format: 'upperCode',
      search: 'keyword',
    }),
    name: field.text(L.name, { max: 50, required: true, unique: true, search: 'keyword' }),
    productIds: field.ref(l('适用产品', 'Products', 'Sản phẩm áp dụng'), {
      entity: 'product',
      labelField: 'name',
      multiple: true,
      search: 'in',
    }),
    headAgentId: agentRef('头程代理', 'Head agent', 'Đại lý chặng đầu'),
    customsAgentId: agentRef('报关代理', 'Customs agent', 'Đại lý hải quan'),
    clearanceAgentId: agentRef('清关代理', 'Clearance agent', 'Đại lý thông quan'),
    deliveryAgentId: field.ref(l('派送代理', 'Delivery agent', 'Đại lý giao hàng'), {
      entity: 'agent',
      labelField: 'name',
      search: 'eq',
    }),
    labelApiMode: field.enum(l('面单模式', 'Label API mode', 'Chế độ nhãn'), {
      required: true,
      default: 'manual',
      options: [
        { value: 'manual', label: l('手动', 'Manual', 'Thủ công') },
        {
          value: 'autoAfterInvoice',
          label: l('上传发票后自动', 'Auto after invoice upload', 'Tự động sau khi tải hóa đơn'),
        },
      ],
    }),
    trackApiMode: field.enum(l('轨迹模式', 'Track API mode', 'Chế độ hành trình'), {
      required: true,
      default: 'platform',
      options: [
        { value: 'selfBuilt', label: l('自建', 'Self-built', 'Tự xây dựng') },
        { value: 'platform', label: l('平台', 'Platform', 'Nền tảng') },
      ],
    }),
    selfCabinet: field.bool(l('自拼柜', 'Self cabinet', 'Tự ghép container'), { list: false }),
    insurance: field.bool(l('可投保', 'Insurance available', 'Có bảo hiểm'), { list: false }),
    channelLimit: field.json(l('渠道限制', 'Channel limit', 'Giới hạn kênh'), { span: 3 }),
    serviceLimit: field.json(l('服务限制', 'Service limit', 'Giới hạn dịch vụ'), { span: 3 }),
    weightConfig: field.json(l('重量配置', 'Weight config', 'Cấu hình trọng lượng'), { span: 3 }),
  },
});
