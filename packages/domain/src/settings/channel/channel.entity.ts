import { CUSTOMER_LABEL_MODE_LABELS } from '../../lms/track-no/index.light.ts';
import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, settingsEntity } from '../../platform/entity/define.ts';

const agentRef = (zh: string, en: string, vi: string) =>
  field.ref(l(zh, en, vi), { entity: 'agent', labelField: 'name', list: false });

/** Labels of the sub-config fields (form labels; messages name them as "Channel limit/Limit"). */
export const CHANNEL_LIMIT_LABELS = {
  enable: l('启用', 'Enabled', 'Bật'),
  mode: l('限制方式', 'Limit by', 'Giới hạn theo'),
  period: l('周期', 'Period', 'Chu kỳ'),
  limit: l('限制值', 'Limit', 'Giá trị giới hạn'),
} as const;

export const SERVICE_LIMIT_LABELS = {
  minWeight: l('最小重量(kg)', 'Min weight (kg)', 'Trọng lượng tối thiểu (kg)'),
  maxWeight: l('最大重量(kg)', 'Max weight (kg)', 'Trọng lượng tối đa (kg)'),
  maxLength: l('最大长度(cm)', 'Max length (cm)', 'Chiều dài tối đa (cm)'),
  maxWidth: l('最大宽度(cm)', 'Max width (cm)', 'Chiều rộng tối đa (cm)'),
  maxHeight: l('最大高度(cm)', 'Max height (cm)', 'Chiều cao tối đa (cm)'),
  maxLongestSide: l('最长边(cm)', 'Max longest side (cm)', 'Cạnh dài nhất tối đa (cm)'),
  maxSquare: l('最大方数', 'Max cubic metres', 'Số khối tối đa'),
  countryCodes: l('国家', 'Countries', 'Quốc gia'),
  countryMode: l('国家限制方式', 'Country mode', 'Chế độ quốc gia'),
  forbiddenGoodsDescs: l('禁运品名', 'Forbidden goods descriptions', 'Tên hàng cấm'),
  declareTypes: l('报关方式', 'Declare types', 'Loại khai báo'),
} as const;

export const WEIGHT_CONFIG_LABELS = {
  fixedLength: l('固定长(cm)', 'Fixed length (cm)', 'Chiều dài cố định (cm)'),
  fixedWidth: l('固定宽(cm)', 'Fixed width (cm)', 'Chiều rộng cố định (cm)'),
  fixedHeight: l('固定高(cm)', 'Fixed height (cm)', 'Chiều cao cố định (cm)'),
  minChargeWeight: l('最低计费重(kg)', 'Minimum charge weight (kg)', 'Trọng lượng tính phí tối thiểu (kg)'),
  minChargeWeightPer: l('最低计费重按', 'Minimum charge weight per', 'Tính tối thiểu theo'),
  carryUnits: l('进位规则', 'Carry units', 'Quy tắc làm tròn'),
  startWeight: l('起始重量(kg)', 'Start weight (kg)', 'Trọng lượng bắt đầu (kg)'),
  endWeight: l('结束重量(kg)', 'End weight (kg)', 'Trọng lượng kết thúc (kg)'),
  unit: l('进位单位(kg)', 'Carry unit (kg)', 'Đơn vị làm tròn (kg)'),
  type: l('重量类型', 'Weight type', 'Loại trọng lượng'),
} as const;

/**
 * Channel: the route a product ships by — its agents per leg, label and track API modes,
 * channel limit, service limit and weight config.
 */
export const channel = defineEntity({
  ...settingsEntity('channel', 'channel'),
  title: l('渠道', 'Channel', 'Kênh'),
  actions: ['insert', 'update', 'delete', 'enable', 'copy', 'export'],
  labelField: 'name',
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
    // the label and track API configurations (basic/labelApi, basic/trackApi of the carrier layer)
    labelApiId: field.ref(l('面单接口', 'Label API', 'API nhãn'), {
      entity: 'labelApi',
      labelField: 'name',
      list: false,
    }),
    trackApiId: field.ref(l('轨迹接口', 'Track API', 'API hành trình'), {
      entity: 'trackApi',
      labelField: 'name',
      list: false,
    }),
    customerLabelMode: field.enum(l('客户端面单配置', 'Customer-side label', 'Nhãn phía khách hàng'), {
      default: 'none',
      list: false,
      options: [
        { value: 'none', label: CUSTOMER_LABEL_MODE_LABELS.none },
        { value: 'print', label: CUSTOMER_LABEL_MODE_LABELS.print },
        { value: 'fetchAndPrint', label: CUSTOMER_LABEL_MODE_LABELS.fetchAndPrint },
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
    channelLimit: field.json(l('渠道限制', 'Channel limit', 'Giới hạn kênh'), {
      span: 3,
      sub: () => import('./channel-sub.ts').then((m) => m.channelLimitSub),
    }),
    serviceLimit: field.json(l('服务限制', 'Service limit', 'Giới hạn dịch vụ'), {
      span: 3,
      sub: () => import('./channel-sub.ts').then((m) => m.serviceLimitSub),
    }),
    weightConfig: field.json(l('重量配置', 'Weight config', 'Cấu hình trọng lượng'), {
      span: 3,
      sub: () => import('./channel-sub.ts').then((m) => m.weightConfigSub),
    }),
  },
});
