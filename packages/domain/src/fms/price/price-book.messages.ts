import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the price workbook (import / export of whole tables) and the batch operations (issue 5). */
export const PRICE_BOOK_MESSAGES = {
  priceBookNoTables: {
    'zh-CN': '工作簿中没有价格表',
    'en-US': 'The workbook holds no price table',
    'vi-VN': 'Tệp không có bảng giá nào',
  },
  priceBookUnknownTable: {
    'zh-CN': '第{0}行：价格表"{1}"不在表头页中',
    'en-US': 'Row {0}: price table "{1}" is not on the header sheet',
    'vi-VN': 'Dòng {0}: bảng giá "{1}" không có trong trang thông tin',
  },
  priceBookDuplicateTable: {
    'zh-CN': '第{0}行：价格表名称"{1}"重复，请填写表头页的行号',
    'en-US': 'Row {0}: price table name "{1}" is not unique, use its header row number',
    'vi-VN': 'Dòng {0}: tên bảng giá "{1}" bị trùng, hãy dùng số dòng trong trang thông tin',
  },
  priceBookKindMismatch: {
    'zh-CN': '价格类型必须为{0}',
    'en-US': 'The kind must be {0}',
    'vi-VN': 'Loại giá phải là {0}',
  },
  priceBookOverlaps: {
    'zh-CN': '与{0}条价格重叠',
    'en-US': 'Overlaps {0} prices',
    'vi-VN': 'Chồng lấn {0} bảng giá',
  },
  priceBatchNothing: {
    'zh-CN': '请填写要修改的内容',
    'en-US': 'Enter what to change',
    'vi-VN': 'Vui lòng nhập nội dung cần thay đổi',
  },
  priceBatchLastCustomer: {
    'zh-CN': '价格"{0}"的生效客户不能全部移除，请改为失效',
    'en-US': 'Price "{0}" cannot lose all its customers; expire it instead',
    'vi-VN': 'Bảng giá "{0}" không thể bỏ hết khách hàng; hãy cho hết hiệu lực',
  },
  surchargeTemplateFormulaRequired: {
    'zh-CN': '附加费模板公式不能为空',
    'en-US': 'Surcharge template formula cannot be empty',
    'vi-VN': 'Công thức mẫu phụ phí không được để trống',
  },
} satisfies Record<string, Message>;
