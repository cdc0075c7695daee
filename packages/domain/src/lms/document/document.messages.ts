import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the documents area: label / invoice PDFs, print centre, upload centre, document audit. */
export const DOCUMENT_MESSAGES = {
  docCustomerLabelNotAllowed: {
    'zh-CN': '当前不允许客户打印面单，请联系客服',
    'en-US': 'Customers may not print labels at the moment; please contact customer service',
    'vi-VN': 'Hiện khách hàng không được in nhãn, vui lòng liên hệ chăm sóc khách hàng',
  },
  docTooManyWaybills: {
    'zh-CN': '一次最多打印{0}个运单',
    'en-US': 'At most {0} waybills per print',
    'vi-VN': 'Mỗi lần in tối đa {0} vận đơn',
  },
  docNumbersNotFound: {
    'zh-CN': '以下单号不存在：{0}',
    'en-US': 'These numbers do not exist: {0}',
    'vi-VN': 'Các số sau không tồn tại: {0}',
  },
  docAuditReasonRequired: {
    'zh-CN': '请输入审核不通过的原因',
    'en-US': 'Please enter the reason for denying',
    'vi-VN': 'Vui lòng nhập lý do từ chối',
  },
  docParcelLabelOnly: {
    'zh-CN': '小包只能打印面单',
    'en-US': 'Parcels print labels only',
    'vi-VN': 'Bưu kiện chỉ in được nhãn',
  },
  docZplParcelOnly: {
    'zh-CN': '只有小包面单可以打印为ZPL',
    'en-US': 'Only parcel labels print as ZPL',
    'vi-VN': 'Chỉ nhãn bưu kiện mới in được dạng ZPL',
  },
  docPrintTaskNotRetryable: {
    'zh-CN': '只有失败的打印任务可以重试',
    'en-US': 'Only a failed print task can be retried',
    'vi-VN': 'Chỉ có thể thử lại tác vụ in bị lỗi',
  },
  docPrintTaskNotReady: {
    'zh-CN': '打印文件尚未生成',
    'en-US': 'The print file is not ready yet',
    'vi-VN': 'Tệp in chưa được tạo',
  },
  docPrintGenerating: {
    'zh-CN': '正在生成PDF',
    'en-US': 'Generating the PDF',
    'vi-VN': 'Đang tạo PDF',
  },
  docPrintDone: {
    'zh-CN': '已生成{0}个运单',
    'en-US': '{0} waybills generated',
    'vi-VN': 'Đã tạo {0} vận đơn',
  },
  docPrintParcelsDone: {
    'zh-CN': '已生成{0}个小包的面单',
    'en-US': 'Labels of {0} parcels generated',
    'vi-VN': 'Đã tạo nhãn của {0} bưu kiện',
  },
  docInvoiceAlreadyUploaded: {
    'zh-CN': '运单{0}已有客户发票，客户发票只能上传一个',
    'en-US': 'Waybill {0} already has a customer invoice; only one customer invoice is allowed',
    'vi-VN': 'Vận đơn {0} đã có hóa đơn khách hàng; chỉ được một hóa đơn khách hàng',
  },
  docFileNotMatched: {
    'zh-CN': '文件{0}未匹配到运单',
    'en-US': 'File {0} matches no waybill',
    'vi-VN': 'Tệp {0} không khớp vận đơn nào',
  },
  docTrackDocumentMade: {
    'zh-CN': '已制单',
    'en-US': 'Documents made',
    'vi-VN': 'Đã lập chứng từ',
  },
} satisfies Record<string, Message>;
