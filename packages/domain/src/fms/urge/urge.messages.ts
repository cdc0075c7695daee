import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the reminders: the email ({0} customer name, {1} bill no, {2} unwritten, {3} currency, {4} bill time, {5} overdue days). */
export const URGE_MESSAGES = {
  urgeMailSubject: {
    'zh-CN': '付款提醒：账单 {1}',
    'en-US': 'Payment reminder: bill {1}',
    'vi-VN': 'Nhắc thanh toán: hóa đơn {1}',
  },
  urgeMailBody: {
    'zh-CN':
      '尊敬的{0}：\n\n您的账单 {1}（出账日期 {4}）尚有未付金额 {2} {3}，已逾期 {5} 天。请尽快安排付款。\n\n如已付款，请忽略本邮件。',
    'en-US':
      'Dear {0},\n\nYour bill {1} (billed on {4}) has {2} {3} unpaid and is {5} days overdue. Please arrange the payment soon.\n\nIf you have paid already, please ignore this email.',
    'vi-VN':
      'Kính gửi {0},\n\nHóa đơn {1} của quý khách (lập ngày {4}) còn {2} {3} chưa thanh toán, đã quá hạn {5} ngày. Vui lòng sắp xếp thanh toán sớm.\n\nNếu quý khách đã thanh toán, vui lòng bỏ qua email này.',
  },
  urgeNoEmail: {
    'zh-CN': '客户没有邮箱地址',
    'en-US': 'The customer has no email address',
    'vi-VN': 'Khách hàng không có địa chỉ email',
  },
} satisfies Record<string, Message>;
