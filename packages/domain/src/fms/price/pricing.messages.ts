import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the pricing engine (issue 5): price refusals (back-office §5), no-price reasons, formula errors. */
export const PRICING_MESSAGES = {
  // price data refusals (back-office §5 "Price and fee")
  pricingOnlyCustomerQuote: {
    'zh-CN': '仅支持客户报价',
    'en-US': 'Only supports customer quote',
    'vi-VN': 'Chỉ hỗ trợ báo giá khách hàng',
  },
  pricingAgentNoBase: {
    'zh-CN': '代理价不支持基础价模式',
    'en-US': 'Agent price does not support base mode',
    'vi-VN': 'Giá đại lý không hỗ trợ chế độ giá cơ sở',
  },
  pricingSalesNoApi: {
    'zh-CN': '销售价不支持API模式',
    'en-US': 'Sales price does not support API mode',
    'vi-VN': 'Giá bán không hỗ trợ chế độ API',
  },
  pricingZoneReselect: {
    'zh-CN': '价格没有分区，请重新选择',
    'en-US': 'The price has no zone, please reselect',
    'vi-VN': 'Bảng giá không có vùng, vui lòng chọn lại',
  },
  pricingZonesNotLoaded: {
    'zh-CN': '请先加载分区',
    'en-US': 'Please load the zones first',
    'vi-VN': 'Vui lòng tải các vùng trước',
  },
  pricingApiRequired: {
    'zh-CN': '请先选择价格API',
    'en-US': 'Please select a price API first',
    'vi-VN': 'Vui lòng chọn API giá trước',
  },
  pricingBaseRequired: {
    'zh-CN': '基础价模式请选择基础价',
    'en-US': 'Base mode needs a base price',
    'vi-VN': 'Chế độ giá cơ sở cần chọn giá cơ sở',
  },
  pricingEffectiveRange: {
    'zh-CN': '失效时间必须晚于生效时间',
    'en-US': 'The effective-to time must be after the effective-from time',
    'vi-VN': 'Thời gian hết hiệu lực phải sau thời gian bắt đầu hiệu lực',
  },
  pricingWeightRangeOrder: {
    'zh-CN': '第{0}行：结束重量必须大于起始重量',
    'en-US': 'Row {0}: the end weight must be greater than the start weight',
    'vi-VN': 'Dòng {0}: trọng lượng kết thúc phải lớn hơn trọng lượng bắt đầu',
  },
  pricingImportRangeAndZoneEmpty: {
    'zh-CN': '第{0}行：重量段和分区不能同时为空',
    'en-US': 'Row {0}: weight range and zone cannot both be empty',
    'vi-VN': 'Dòng {0}: khoảng trọng lượng và vùng không được cùng để trống',
  },
  pricingImportTypeOrValueEmpty: {
    'zh-CN': '第{0}行：类型或价格不能为空',
    'en-US': 'Row {0}: type or value cannot be empty',
    'vi-VN': 'Dòng {0}: loại hoặc giá trị không được để trống',
  },
  pricingServiceFeeRowEmpty: {
    'zh-CN': '第{0}行：服务费科目或附加比例不能为空',
    'en-US': 'Row {0}: service fee subject or append percent cannot be empty',
    'vi-VN': 'Dòng {0}: khoản mục phí dịch vụ hoặc tỷ lệ cộng thêm không được để trống',
  },
  pricingSurchargeTemplateFormulaEmpty: {
    'zh-CN': '第{0}行：附加费模板公式不能为空',
    'en-US': 'Row {0}: surcharge template formula cannot be empty',
    'vi-VN': 'Dòng {0}: công thức mẫu phụ phí không được để trống',
  },
  pricingOverlap: {
    'zh-CN': '存在{0}条重叠的价格，是否继续？',
    'en-US': '{0} overlapping prices exist, continue?',
    'vi-VN': 'Có {0} bảng giá chồng lấn, tiếp tục?',
  },
  // no price (quote results)
  pricingNoPriceTable: {
    'zh-CN': '没有可用的价格',
    'en-US': 'No price available',
    'vi-VN': 'Không có bảng giá khả dụng',
  },
  pricingNoZone: {
    'zh-CN': '目的地{0} {1}不在价格分区内',
    'en-US': 'Destination {0} {1} is not in any zone of the price',
    'vi-VN': 'Điểm đến {0} {1} không thuộc vùng nào của bảng giá',
  },
  pricingNoWeightRange: {
    'zh-CN': '分区{0}没有包含{1}的重量段',
    'en-US': 'Zone {0} has no weight range holding {1}',
    'vi-VN': 'Vùng {0} không có khoảng trọng lượng chứa {1}',
  },
  pricingGoodsTypeNotCovered: {
    'zh-CN': '价格不支持货物类型{0}',
    'en-US': 'The price does not cover goods type {0}',
    'vi-VN': 'Bảng giá không áp dụng cho loại hàng {0}',
  },
  pricingProductMissing: {
    'zh-CN': '产品{0}不存在',
    'en-US': 'Product {0} does not exist',
    'vi-VN': 'Sản phẩm {0} không tồn tại',
  },
  pricingBaseMissing: {
    'zh-CN': '基础价{0}不可用',
    'en-US': 'Base price {0} is not available',
    'vi-VN': 'Giá cơ sở {0} không khả dụng',
  },
  pricingApiNoPrice: {
    'zh-CN': '未找到渠道，请手动输入',
    'en-US': 'No channel found, enter manually',
    'vi-VN': 'Không tìm thấy kênh, vui lòng nhập thủ công',
  },
  pricingExchangeRateMissing: {
    'zh-CN': '缺少{0}兑{1}的汇率',
    'en-US': 'No exchange rate from {0} to {1}',
    'vi-VN': 'Thiếu tỷ giá từ {0} sang {1}',
  },
  // formulas
  pricingFormulaSyntax: {
    'zh-CN': '公式格式错误：{0}',
    'en-US': 'Formula syntax error: {0}',
    'vi-VN': 'Công thức sai cú pháp: {0}',
  },
  pricingFormulaUnknownVariable: {
    'zh-CN': '公式中未知的变量：{0}',
    'en-US': 'Unknown variable in formula: {0}',
    'vi-VN': 'Biến không xác định trong công thức: {0}',
  },
  pricingFormulaUnknownFunction: {
    'zh-CN': '公式中未知的函数：{0}',
    'en-US': 'Unknown function in formula: {0}',
    'vi-VN': 'Hàm không xác định trong công thức: {0}',
  },
  pricingFormulaUnsupported: {
    'zh-CN': '公式不支持：{0}',
    'en-US': 'Not supported in a formula: {0}',
    'vi-VN': 'Không hỗ trợ trong công thức: {0}',
  },
  pricingFormulaDivideByZero: {
    'zh-CN': '公式除数为0',
    'en-US': 'Division by zero in formula',
    'vi-VN': 'Công thức chia cho 0',
  },
  pricingFormulaNotNumber: {
    'zh-CN': '公式结果不是数字',
    'en-US': 'The formula does not give a number',
    'vi-VN': 'Công thức không cho ra số',
  },
} satisfies Record<string, Message>;
