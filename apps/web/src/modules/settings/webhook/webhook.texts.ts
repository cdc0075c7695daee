import { l, REQUEST_LOG_LABELS, WEBHOOK_PERMISSION_LABELS } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the webhooks in zh-CN, en-US and vi-VN. */
export const texts = {
  webhook: {
    secret: l('签名密钥', 'Signing secret', 'Khóa ký'),
    secretHelp: l(
      '接收方用此密钥校验 X-FreightDesk-Signature，请妥善保管。',
      'The receiver checks X-FreightDesk-Signature with this secret: keep it private.',
      'Bên nhận dùng khóa này để kiểm tra X-FreightDesk-Signature: hãy giữ bí mật.',
    ),
    rotate: l('重新生成', 'Rotate', 'Tạo lại'),
    rotateConfirm: l(
      '旧密钥将立即失效，确定重新生成？',
      'The old secret stops signing at once. Rotate it?',
      'Khóa cũ sẽ ngừng ký ngay lập tức. Tạo lại?',
    ),
    sendTest: WEBHOOK_PERMISSION_LABELS['setting/control/webhook:test']!,
    testSucceeded: l('测试投递成功', 'Test delivered', 'Gửi thử thành công'),
    testFailed: l('测试投递失败', 'Test delivery failed', 'Gửi thử thất bại'),
    deliveries: l('投递记录', 'Deliveries', 'Lịch sử gửi'),
    refresh: l('刷新', 'Refresh', 'Làm mới'),
    time: l('发送时间', 'Sent at', 'Thời điểm gửi'),
    event: l('事件', 'Event', 'Sự kiện'),
    attempt: l('次数', 'Attempt', 'Lần thử'),
    status: l('投递结果', 'Outcome', 'Kết quả gửi'),
    success: l('已送达', 'Delivered', 'Đã gửi tới'),
    failed: l('未送达', 'Not delivered', 'Chưa gửi được'),
    responseStatus: REQUEST_LOG_LABELS.responseCode,
    duration: l('耗时(毫秒)', 'Duration (ms)', 'Thời lượng (ms)'),
    error: l('错误', 'Error', 'Lỗi'),
    requestHeaders: l('请求头', 'Request headers', 'Tiêu đề yêu cầu'),
    requestBody: l('请求体', 'Request body', 'Nội dung yêu cầu'),
    responseBody: l('响应体', 'Response body', 'Nội dung phản hồi'),
    empty: l('（无）', '(none)', '(không có)'),
    docsLink: l(
      '事件、请求体与签名校验见 API 文档',
      'Events, body and signature checking: see the API documentation',
      'Sự kiện, nội dung và cách kiểm tra chữ ký: xem tài liệu API',
    ),
  },
} satisfies TextTree;
