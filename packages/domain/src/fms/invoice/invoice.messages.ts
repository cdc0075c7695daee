import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of invoices. */
export const INVOICE_MESSAGES = {
  invoiceMixedCustomers: {
    'zh-CN': '所选账单属于多个客户，一张发票只开给一个客户',
    'en-US': 'The bills belong to more than one customer; an invoice is for one customer',
    'vi-VN': 'Các bảng kê thuộc nhiều khách hàng; một hóa đơn chỉ cho một khách hàng',
  },
  invoiceMixedCurrencies: {
    'zh-CN': '所选账单币种不同（{0}），一张发票只有一个币种',
    'en-US': 'The bills are in more than one currency ({0}); an invoice has one currency',
    'vi-VN': 'Các bảng kê có nhiều loại tiền ({0}); một hóa đơn chỉ có một loại tiền',
  },
  invoiceBillCancelled: {
    'zh-CN': '账单{0}已取消，不能开票',
    'en-US': 'Bill {0} is cancelled; it cannot be invoiced',
    'vi-VN': 'Bảng kê {0} đã bị hủy, không thể xuất hóa đơn',
  },
  invoiceBillInvoiced: {
    'zh-CN': '账单{0}已开发票{1}',
    'en-US': 'Bill {0} is already on invoice {1}',
    'vi-VN': 'Bảng kê {0} đã có trong hóa đơn {1}',
  },
  invoiceBillCancelInvoiced: {
    'zh-CN': '账单{0}已开发票{1}，请先作废发票',
    'en-US': 'Bill {0} is on invoice {1}; cancel the invoice first',
    'vi-VN': 'Bảng kê {0} đã có trong hóa đơn {1}; hãy hủy hóa đơn trước',
  },
  invoiceTitleNotOwn: {
    'zh-CN': '该发票抬头不是客户{0}的抬头',
    'en-US': 'The invoice title is not one of customer {0}',
    'vi-VN': 'Thông tin hóa đơn không thuộc khách hàng {0}',
  },
  invoiceAlreadyCancelled: {
    'zh-CN': '发票{0}已取消',
    'en-US': 'Invoice {0} is already cancelled',
    'vi-VN': 'Hóa đơn {0} đã bị hủy',
  },
  invoiceTitleNoEmail: {
    'zh-CN': '发票{0}的抬头没有邮箱',
    'en-US': 'The title of invoice {0} has no email',
    'vi-VN': 'Thông tin hóa đơn {0} không có email',
  },
  invoiceMailSubject: {
    'zh-CN': '发票 {0}',
    'en-US': 'Invoice {0}',
    'vi-VN': 'Hóa đơn {0}',
  },
  invoiceMailBody: {
    'zh-CN': '尊敬的{1}：\n\n附件是发票 {0}，金额 {2} {3}。\n\n如有疑问，请与我们联系。',
    'en-US': 'Dear {1},\n\nAttached is invoice {0} of {2} {3}.\n\nPlease contact us with any question.',
    'vi-VN':
      'Kính gửi {1},\n\nĐính kèm là hóa đơn {0}, số tiền {2} {3}.\n\nVui lòng liên hệ với chúng tôi nếu có thắc mắc.',
  },
  receivedInvoiceOverBill: {
    'zh-CN': '代理账单{0}的收票金额不能超过账单总额{1}：已收票{2}，本次{3}',
    'en-US':
      'Agent bill {0} cannot be invoiced for more than its total {1}: {2} is invoiced already, {3} more asked',
    'vi-VN': 'Hóa đơn đại lý {0} không thể nhận hóa đơn vượt tổng {1}: đã nhận {2}, lần này {3}',
  },
  receivedInvoiceOtherAgent: {
    'zh-CN': '代理账单{0}不是代理{1}的账单',
    'en-US': 'Agent bill {0} is not a bill of agent {1}',
    'vi-VN': 'Hóa đơn đại lý {0} không phải của đại lý {1}',
  },
  receivedInvoiceSumMismatch: {
    'zh-CN': '各账单的开票金额合计{0}，与发票金额{1}不符',
    'en-US': 'The amounts covered add up to {0}, not the invoice amount {1}',
    'vi-VN': 'Tổng số tiền các hóa đơn đại lý là {0}, không khớp số tiền hóa đơn {1}',
  },
  receivedInvoiceTaxOver: {
    'zh-CN': '税额{0}不能超过发票金额{1}',
    'en-US': 'The tax {0} cannot exceed the invoice amount {1}',
    'vi-VN': 'Tiền thuế {0} không được vượt số tiền hóa đơn {1}',
  },
  receivedInvoiceDuplicate: {
    'zh-CN': '代理{1}的发票{0}已登记',
    'en-US': 'Invoice {0} of agent {1} is already recorded',
    'vi-VN': 'Hóa đơn {0} của đại lý {1} đã được ghi nhận',
  },
  receivedInvoiceBillTwice: {
    'zh-CN': '代理账单{0}重复出现',
    'en-US': 'Agent bill {0} is listed twice',
    'vi-VN': 'Hóa đơn đại lý {0} bị liệt kê hai lần',
  },
} satisfies Record<string, Message>;
