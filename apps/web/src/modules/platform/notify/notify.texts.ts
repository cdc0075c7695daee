import { FIELD_LABELS, L, l } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the notification centre, the to-do items, the bell and the message subscription. */
export const texts = {
  route: {
    notificationCentre: l('通知中心', 'Notification centre', 'Trung tâm thông báo'),
    todoItems: l('我的待办', 'My to-do items', 'Việc cần làm của tôi'),
  },
  menu: { subgroup: { oa: { internal: l('内部事务', 'Internal affairs', 'Công việc nội bộ') } } },
  notify: {
    bell: l('消息', 'Messages', 'Tin nhắn'),
    kind: l('类型', 'Kind', 'Loại'),
    allKinds: l('全部类型', 'All kinds', 'Tất cả các loại'),
    title: l('标题', 'Title', 'Tiêu đề'),
    time: FIELD_LABELS.time,
    state: l('状态', 'State', 'Trạng thái'),
    unread: l('未读', 'Unread', 'Chưa đọc'),
    read: l('已读', 'Read', 'Đã đọc'),
    all: L.all,
    readAll: l('全部标为已读', 'Mark all read', 'Đánh dấu tất cả đã đọc'),
    empty: l('暂无消息', 'No messages', 'Không có tin nhắn'),
    due: l('截止时间', 'Due', 'Hạn'),
    complete: l('标记完成', 'Mark done', 'Đánh dấu hoàn thành'),
    remind1: l('1小时后提醒', 'Remind in 1 hour', 'Nhắc sau 1 giờ'),
    remind2: l('2小时后提醒', 'Remind in 2 hours', 'Nhắc sau 2 giờ'),
    noTodos: l('暂无待办', 'Nothing to do', 'Không có việc cần làm'),
    subscription: l('消息订阅', 'Message subscription', 'Đăng ký nhận tin'),
    subscriptionTip: l(
      '站内信总会发送；勾选的渠道另行发送。',
      'Site messages are always sent; the ticked channels are used as well.',
      'Tin nhắn hệ thống luôn được gửi; các kênh được chọn cũng được dùng.',
    ),
    wecomUrl: l('企业微信机器人地址', 'WeCom robot webhook', 'Địa chỉ robot WeCom'),
    dingtalkUrl: l('钉钉机器人地址', 'DingTalk robot webhook', 'Địa chỉ robot DingTalk'),
    smsMobile: l('短信手机号', 'Mobile for SMS', 'Số điện thoại nhận SMS'),
    wechatId: l('微信号', 'WeChat id', 'ID WeChat'),
    emailTo: l('邮件发往', 'Email goes to', 'Email gửi tới'),
    save: l('保存订阅', 'Save subscription', 'Lưu đăng ký'),
    saved: l('订阅已保存', 'Subscription saved', 'Đã lưu đăng ký'),
  },
} satisfies TextTree;
