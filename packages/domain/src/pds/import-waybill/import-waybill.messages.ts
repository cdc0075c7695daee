/** Messages of the parcel batch order (PDS). */
export const PDS_IMPORT_MESSAGES = {
  pdsImportNoPrice: {
    'zh-CN': '第{0}行没有可用的小包产品报价',
    'en-US': 'Row {0}: no parcel product has a price for it',
    'vi-VN': 'Dòng {0}: không có sản phẩm bưu kiện nào có giá',
  },
  pdsImportStatusNot: {
    'zh-CN': '导入批次状态为{0}，不能{1}',
    'en-US': 'The import is in status {0}: {1} is not allowed',
    'vi-VN': 'Lô nhập đang ở trạng thái {0}, không thể {1}',
  },
  pdsImportRowNotPriced: {
    'zh-CN': '第{0}行所选产品没有报价',
    'en-US': 'Row {0}: the chosen product has no price for it',
    'vi-VN': 'Dòng {0}: sản phẩm đã chọn không có giá',
  },
  pdsImportRowInvalid: {
    'zh-CN': '第{0}行数据有误，不能选择产品',
    'en-US': 'Row {0} has errors and cannot take a product',
    'vi-VN': 'Dòng {0} có lỗi, không thể chọn sản phẩm',
  },
  pdsImportNothingToSubmit: {
    'zh-CN': '没有可提交的行',
    'en-US': 'There is no row to submit',
    'vi-VN': 'Không có dòng nào để gửi',
  },
} as const;
