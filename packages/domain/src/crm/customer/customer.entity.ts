import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, options } from '../../platform/entity/define.ts';
import { CUSTOMER_FEATURES, SYS_CODES } from '../../platform/enums.ts';
import type { InvoiceTitle } from './customer.schema.ts';
import { SHIPPING_CUT_OFF_PATTERN } from './customer-order-flags.ts';

export const SETTLEMENT_MODES = options(
  ['cash', l('现结', 'Cash', 'Tiền mặt')],
  ['weekly', l('周结', 'Weekly', 'Theo tuần')],
  ['halfMonthly', l('半月结', 'Half-monthly', 'Nửa tháng')],
  ['monthly', l('月结', 'Monthly', 'Theo tháng')],
  ['prepaid', l('预付', 'Prepaid', 'Trả trước')],
);

/** The language of the mail a customer gets (payment reminders); empty: the default language. */
export const CUSTOMER_LANGUAGES = options(
  ['zh-CN', l('简体中文', 'Simplified Chinese', 'Tiếng Trung giản thể')],
  ['en-US', l('英语', 'English', 'Tiếng Anh')],
  ['vi-VN', l('越南语', 'Vietnamese', 'Tiếng Việt')],
);

/** The customer's receivable finance follow person (the ageing groups by it). */
export const RECEIVABLE_FINANCE_LABEL = l('应收财务', 'Receivable finance', 'Kế toán phải thu');

/** Who sees a customer's credit line and initial balance (others read `******`; updates keep them). */
export const CUSTOMER_VIEW_FINANCE = 'crm/customer:viewFinance';

/** Credit control of a customer (DESIGN §9): an order that takes available below zero is warned or refused. */
export const CREDIT_CONTROLS = options(
  ['off', l('不控制', 'Off', 'Không kiểm soát')],
  ['warn', l('提醒', 'Warn', 'Cảnh báo')],
  ['block', l('拦截', 'Block', 'Chặn')],
);

export const CUSTOMER_LEVELS = options(
  ['A', l('A级', 'Level A', 'Cấp A')],
  ['B', l('B级', 'Level B', 'Cấp B')],
  ['C', l('C级', 'Level C', 'Cấp C')],
  ['D', l('D级', 'Level D', 'Cấp D')],
);

const FEATURE_LABELS: Record<(typeof CUSTOMER_FEATURES)[number], ReturnType<typeof l>> = {
  priceCheck: l('价格查询', 'Price check', 'Tra cứu giá'),
  onlyMakeDocument: l('仅制单', 'Only make documents', 'Chỉ lập chứng từ'),
  apiAccess: l('API对接', 'API access', 'Truy cập API'),
};

export const INVOICE_TITLE_LABELS = {
  title: l('发票抬头', 'Invoice title', 'Tên hóa đơn'),
  taxNo: l('税号', 'Tax number', 'Mã số thuế'),
  email: L.email,
  address: l('地址', 'Address', 'Địa chỉ'),
  phone: L.phone,
  bank: l('开户行', 'Bank', 'Ngân hàng'),
  account: l('账号', 'Account', 'Số tài khoản'),
} as const;

/** The first invoice title row (1-based) whose title or tax number is empty. */
export function invoiceTitleRowWithoutKey(rows: readonly InvoiceTitle[]): number | undefined {
  const i = rows.findIndex((r) => !r.title || !r.taxNo);
  return i < 0 ? undefined : i + 1;
}

export const PICK_UP_ADDRESS_LABELS = {
  address: l('提货地址', 'Pick-up address', 'Địa chỉ lấy hàng'),
  contact: L.contact,
  phone: L.phone,
} as const;

/** A follow user of a customer: a staff member (an employee), searchable and shown in the list. */
const followUser = (label: ReturnType<typeof l>) =>
  field.ref(label, { entity: 'employee', labelField: 'name', search: 'eq' });

/**
 * Customer (CRM customer data, back-office §3 "Customer"). The `customer` table is the platform's own
 * (sign-in, portal guards); the machinery serves it through this description. Follow users (sales,
 * pre-/post-port service, receivable finance, sales assistant) are references to employees.
 */
export const customer = defineEntity({
  name: 'customer',
  api: 'customer/customer',
  table: 'customer',
  title: l('客户', 'Customer', 'Khách hàng'),
  permission: 'crm/customer',
  actions: ['insert', 'update', 'delete', 'enable', 'export', 'import'],
  extraActions: ['generateApiKey', 'batchUpdate', 'setSalesAssistants', 'batchCopy', 'viewFinance'],
  labelField: 'name',
  menuGroup: 'crm',
  route: '/crm/customer',
  dataScoped: true,
  fields: {
    code: field.text(l('客户代码', 'Customer code', 'Mã khách hàng'), {
      max: 20,
      required: true,
      unique: true,
      upper: true,
      format: 'upperCode',
      search: 'keyword',
      readOnlyOnEdit: true,
    }),
    name: field.text(l('客户简称', 'Short name', 'Tên viết tắt'), {
      max: 50,
      required: true,
      search: 'keyword',
    }),
    fullName: field.text(l('客户全称', 'Full name', 'Tên đầy đủ'), { max: 100, search: 'keyword' }),
    openDate: field.date(l('开户日期', 'Open date', 'Ngày mở tài khoản'), { search: 'range' }),
    socialCreditCode: field.text(l('统一社会信用代码', 'Social credit code', 'Mã tín dụng xã hội'), {
      max: 18,
      list: false,
    }),
    contact: field.text(L.contact, { max: 50 }),
    phone: field.text(L.phone, { max: 30 }),
    fax: field.text(l('传真', 'Fax', 'Fax'), { max: 30, list: false }),
    email: field.text(L.email, { max: 100, format: 'email', list: false }),
    language: field.enum(l('邮件语言', 'Mail language', 'Ngôn ngữ email'), {
      options: CUSTOMER_LANGUAGES,
      list: false,
    }),
    address: field.text(l('地址', 'Address', 'Địa chỉ'), { max: 200, list: false, span: 2 }),
    level: field.enum(l('客户等级', 'Level', 'Cấp khách hàng'), { options: CUSTOMER_LEVELS, search: 'eq' }),
    settlementMode: field.enum(l('结算方式', 'Settlement mode', 'Phương thức thanh toán'), {
      options: SETTLEMENT_MODES,
      search: 'eq',
    }),
    customerKey: field.text(l('API密钥', 'API key', 'Khóa API'), {
      max: 40,
      form: false,
      help: l(
        '由“生成密钥”生成，只显示一次',
        'Made by "Generate API key", shown once',
        'Tạo bằng "Tạo khóa API", chỉ hiển thị một lần',
      ),
    }),
    detainStatus: field.bool(l('扣货', 'Detained', 'Giữ hàng'), { search: 'eq' }),
    autoArrearsDetain: field.bool(l('欠费自动扣货', 'Auto detain on arrears', 'Tự động giữ hàng khi nợ'), {
      list: false,
    }),
    makeDocumentLimit: field.int(l('制单限制(票)', 'Make-document limit', 'Giới hạn lập chứng từ'), {
      min: 0,
      max: 1_000_000,
      list: false,
    }),
    creditLine: field.decimal(l('信用额度', 'Credit line', 'Hạn mức tín dụng'), {
      scale: 2,
      maskPermission: CUSTOMER_VIEW_FINANCE,
      min: '0',
      max: '9999999999.99',
    }),
    settlementCurrency: field.dict(l('结算币种', 'Settlement currency', 'Tiền tệ thanh toán'), {
      dictionary: 'currency',
      default: 'RMB',
      list: false,
    }),
    creditControl: field.enum(l('信用控制', 'Credit control', 'Kiểm soát tín dụng'), {
      options: CREDIT_CONTROLS,
      default: 'off',
      list: false,
    }),
    initialBalance: field.decimal(l('期初余额', 'Initial balance', 'Số dư đầu kỳ'), {
      scale: 2,
      maskPermission: CUSTOMER_VIEW_FINANCE,
      min: '-9999999999.99',
      max: '9999999999.99',
      list: false,
    }),
    salesUserId: followUser(l('销售', 'Sales', 'Nhân viên kinh doanh')),
    service1UserId: followUser(l('港前客服', 'Pre-port service', 'CSKH trước cảng')),
    service2UserId: followUser(l('港后客服', 'Post-port service', 'CSKH sau cảng')),
    receivableFinanceUserId: followUser(RECEIVABLE_FINANCE_LABEL),
    salesAssistantUserId: followUser(l('销售助理', 'Sales assistant', 'Trợ lý kinh doanh')),
    warnTips: field.textarea(l('预警提示', 'Warning tips', 'Lời nhắc cảnh báo'), { max: 500, span: 3 }),
    chargeBillAutoConfirm: field.bool(
      l('账单自动确认', 'Charge bill auto confirm', 'Tự động xác nhận hóa đơn'),
      {
        list: false,
      },
    ),
    autoWriteOff: field.bool(l('收款自动核销', 'Auto write-off on receipt', 'Tự động cấn trừ khi thu tiền'), {
      list: false,
    }),
    isOnlyMakeDocument: field.bool(l('仅制单', 'Only make documents', 'Chỉ lập chứng từ'), { search: 'eq' }),
    shippingCutOffTime: field.text(
      l('最晚发货时间(截单)', 'Latest shipping time (daily cut-off)', 'Giờ chốt đơn hằng ngày'),
      {
        max: 5,
        pattern: SHIPPING_CUT_OFF_PATTERN,
        list: false,
        help: l(
          '如 17:30；此后下的单按下一个发货日发货',
          'e.g. 17:30; orders placed after it ship on the next shipping day',
          'VD 17:30; đơn đặt sau giờ này giao vào ngày gửi hàng kế tiếp',
        ),
      },
    ),
    latestShippingTime: field.datetime(l('最近发货时间', 'Latest shipping time', 'Lần gửi hàng gần nhất'), {
      form: false,
      sortable: true,
    }),
    enableSysCodes: field.enum(l('开通系统', 'Enabled systems', 'Hệ thống đã bật'), {
      options: SYS_CODES.map((c) => ({ value: c, label: l(c, c, c) })),
      multiple: true,
      search: 'in',
    }),
    features: field.enum(l('功能开关', 'Features', 'Tính năng'), {
      options: CUSTOMER_FEATURES.map((c) => ({ value: c, label: FEATURE_LABELS[c] })),
      multiple: true,
      list: false,
    }),
    invoiceTitles: field.json(l('发票抬头', 'Invoice titles', 'Thông tin hóa đơn'), {
      span: 3,
      sub: () => import('./customer-sub.ts').then((m) => m.invoiceTitlesSub),
    }),
    pickUpAddresses: field.json(l('提货地址', 'Pick-up addresses', 'Địa chỉ lấy hàng'), {
      span: 3,
      sub: () => import('./customer-sub.ts').then((m) => m.pickUpAddressesSub),
    }),
    remark: field.textarea(L.remark, { max: 500, span: 3 }),
  },
});
