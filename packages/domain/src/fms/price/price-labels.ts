import { l } from '../../platform/entity/define.ts';

/** The name of a price workbook's file (the export's and the template's). */
export const PRICE_BOOK_FILE_NAME = l('价格表', 'price-tables', 'bang-gia');

/**
 * Labels of a price table's parts, shared by the price workbook's columns, the surcharge template
 * and the price screens.
 */
export const PRICE_LABELS = {
  zones: l('分区', 'Zones', 'Vùng'),
  startWeight: l('起始重', 'Start weight', 'Cân từ'),
  endWeight: l('截止重', 'End weight', 'Cân đến'),
  goodsTypes: l('货物类型', 'Goods types', 'Loại hàng'),
  formulaCharge: l('公式/收费内容', 'Formula / charge', 'Công thức / nội dung thu'),
  formula: l('公式', 'Formula', 'Công thức'),
  subject: l('费用科目', 'Subject', 'Khoản mục phí'),
  customFuelRate: l('自定义燃油费率', 'Custom fuel rate', 'Tỷ lệ nhiên liệu riêng'),
  chargeMode: l('计费方式', 'Charge mode', 'Cách tính phí'),
  effectiveFrom: l('生效时间', 'Effective from', 'Hiệu lực từ'),
  effectiveTo: l('失效时间', 'Effective to', 'Hiệu lực đến'),
  customers: l('生效客户', 'Customers', 'Khách hàng áp dụng'),
  fuelDiscount: l('燃油折扣', 'Fuel discount', 'Chiết khấu nhiên liệu'),
  priceApi: l('价格API', 'Price API', 'API giá'),
  weightRanges: l('重量段', 'Weight ranges', 'Khoảng cân'),
  firstWeight: l('首重', 'First weight', 'Cân đầu'),
  firstPrice: l('首重价', 'First price', 'Giá cân đầu'),
  continueUnit: l('续重单位', 'Continue unit', 'Đơn vị cân tiếp'),
  carryUnit: l('进位单位', 'Carry unit', 'Đơn vị làm tròn'),
  feeType: l('费用类型', 'Fee type', 'Loại phí'),
  minFee: l('最低收费', 'Min fee', 'Phí tối thiểu'),
  serviceFees: l('服务费', 'Service fees', 'Phí dịch vụ'),
  surcharges: l('附加费', 'Surcharges', 'Phụ phí'),
  surchargeTemplates: l('附加费模板', 'Surcharge templates', 'Mẫu phụ phí'),
  minValue: l('最小值', 'Min', 'Tối thiểu'),
  maxValue: l('最大值', 'Max', 'Tối đa'),
  fuelIncluded: l('含燃油', 'Fuel included', 'Gồm nhiên liệu'),
  thirdPartySettlement: l('第三方结算', 'Third-party settlement', 'Thanh toán bên thứ ba'),
  packageType: l('包装类型', 'Package type', 'Loại bao bì'),
};
