import { customer, l, MESSAGES } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the home page in zh-CN, en-US and vi-VN. */
export const texts = {
  route: {
    index: l('首页', 'Home', 'Trang chủ'),
  },
  home: {
    morning: l('早上好，{{name}}', 'Good morning, {{name}}', 'Chào buổi sáng, {{name}}'),
    afternoon: l('下午好，{{name}}', 'Good afternoon, {{name}}', 'Chào buổi chiều, {{name}}'),
    evening: l('晚上好，{{name}}', 'Good evening, {{name}}', 'Chào buổi tối, {{name}}'),
    today: l('今天是 {{date}}', 'Today is {{date}}', 'Hôm nay là {{date}}'),
    quickLinks: l('快捷入口', 'Quick links', 'Truy cập nhanh'),
    noQuickLinks: l(
      '暂无可用的功能页面。',
      'No screens are available to you yet.',
      'Bạn chưa có màn hình nào khả dụng.',
    ),
    followPersons: l('您的对接人', 'Your contacts', 'Người phụ trách của bạn'),
    sales: l('销售', 'Sales', 'Kinh doanh'),
    service1: l('港前客服', 'Pre-port service', 'Dịch vụ trước cảng'),
    service2: l('港后客服', 'Post-port service', 'Dịch vụ sau cảng'),
    receivableFinance: l('应收财务', 'Receivable finance', 'Kế toán công nợ phải thu'),
    salesAssistant: customer.fields.salesAssistantUserId.label,
    notAssigned: l('未分配', 'Not assigned', 'Chưa phân công'),
    customer: MESSAGES.entityCustomer,
  },
} satisfies TextTree;
