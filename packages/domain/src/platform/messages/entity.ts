import type { Message } from './catalogue.ts';

/** Messages of the entity machinery (issue 3): import, export, numbering, references. */
export const ENTITY_MESSAGES = {
  valueOutOfRange: {
    'zh-CN': '{0}超出允许范围',
    'en-US': '{0} is out of the allowed range',
    'vi-VN': '{0} nằm ngoài phạm vi cho phép',
  },
  // import / export (spec back-office §5 "Excel reading", §8 "failure reason")
  excelReadFailed: {
    'zh-CN': '文件读取失败，请上传有效的Excel文件(xlsx)',
    'en-US': 'File read failed, please upload a valid Excel file (xlsx)',
    'vi-VN': 'Đọc tệp thất bại, vui lòng tải lên tệp Excel hợp lệ (xlsx)',
  },
  importTooManyRows: {
    'zh-CN': '一次最多导入{0}行',
    'en-US': 'At most {0} rows can be imported at once',
    'vi-VN': 'Chỉ được nhập tối đa {0} dòng mỗi lần',
  },
  importExpired: {
    'zh-CN': '导入数据已失效，请重新上传文件',
    'en-US': 'The import is no longer available, please upload the file again',
    'vi-VN': 'Dữ liệu nhập không còn hiệu lực, vui lòng tải tệp lên lại',
  },
  importHasErrors: {
    'zh-CN': '导入数据有{0}处错误，未写入任何数据',
    'en-US': 'The import has {0} errors; nothing was written',
    'vi-VN': 'Dữ liệu nhập có {0} lỗi; không có dữ liệu nào được ghi',
  },
  exportTooManyRows: {
    'zh-CN': '一次最多导出{0}行，请缩小查询范围',
    'en-US': 'At most {0} rows can be exported at once, please narrow the search',
    'vi-VN': 'Chỉ được xuất tối đa {0} dòng mỗi lần, vui lòng thu hẹp tìm kiếm',
  },
  importExampleRow: {
    'zh-CN': '示例行，导入前请删除',
    'en-US': 'Example row, delete it before importing',
    'vi-VN': 'Dòng mẫu, hãy xóa trước khi nhập',
  },
  yes: { 'zh-CN': '是', 'en-US': 'Yes', 'vi-VN': 'Có' },
  no: { 'zh-CN': '否', 'en-US': 'No', 'vi-VN': 'Không' },
  entityEnabled: { 'zh-CN': '启用', 'en-US': 'Enabled', 'vi-VN': 'Kích hoạt' },
  entityCustomer: { 'zh-CN': '客户', 'en-US': 'Customer', 'vi-VN': 'Khách hàng' },
  // goods descriptions (spec back-office §5)
  goodsDescNameTooLong: {
    'zh-CN': '第{0}行：品名“{1}”不能超过{2}个字符',
    'en-US': 'Row {0}: goods description "{1}" cannot exceed {2} characters',
    'vi-VN': 'Dòng {0}: mô tả hàng "{1}" không được vượt quá {2} ký tự',
  },
  // numbering
  numberRuleUnavailable: {
    'zh-CN': '编号规则{0}不存在或已停用',
    'en-US': 'Number rule {0} does not exist or is disabled',
    'vi-VN': 'Quy tắc đánh số {0} không tồn tại hoặc đã bị vô hiệu hóa',
  },
  numberSegmentUnavailable: {
    'zh-CN': '号段{0}不存在或已停用',
    'en-US': 'Number segment {0} does not exist or is disabled',
    'vi-VN': 'Dải số {0} không tồn tại hoặc đã bị vô hiệu hóa',
  },
  numberSegmentExhausted: {
    'zh-CN': '号段{0}已用完，请添加新的号段',
    'en-US': 'Number segment {0} is used up, please add a new segment',
    'vi-VN': 'Dải số {0} đã dùng hết, vui lòng thêm dải số mới',
  },
} as const satisfies Record<string, Message>;
