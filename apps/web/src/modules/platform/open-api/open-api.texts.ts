import { FIELD_LABELS, l, MESSAGES, ORDER_FIELD_CONFIG_LABELS } from '@freightdesk/domain';
import { singular, type TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the API documentation page in zh-CN, en-US and vi-VN. */
export const texts = {
  openApi: {
    title: l('API 文档', 'API documentation', 'Tài liệu API'),
    intro: l(
      'FreightDesk 在 /api 下的全部接口：请求头 token 带上登录后的令牌；每个应答都是 {code, msg, data}。机器可读的文档是 /api/openapi.json。',
      'Every operation of the FreightDesk API under /api: send the token of a signed-in session in the header token; every answer is {code, msg, data}. The machine-readable document is /api/openapi.json.',
      'Mọi thao tác của API FreightDesk dưới /api: gửi token của phiên đăng nhập trong header token; mọi phản hồi đều là {code, msg, data}. Tài liệu máy đọc được là /api/openapi.json.',
    ),
    searchPlaceholder: l(
      '按路径、说明或权限搜索',
      'Search by path, summary or permission',
      'Tìm theo đường dẫn, mô tả hoặc quyền',
    ),
    webhooks: {
      title: l('Webhook 推送约定', 'Webhook contract', 'Quy ước Webhook'),
      intro: l(
        '在“Webhook”页面添加接收地址并选择事件：事件发生后系统以 POST 推送 JSON，请求体为 {id, event, occurredAt, data}，data 为该运单（与 lms/waybill/findById 返回的一致，于推送时读取）。',
        'Add a receiving URL and choose events on the Webhook screen: when an event happens FreightDesk POSTs JSON {id, event, occurredAt, data}, where data is the waybill as lms/waybill/findById answers it, read when the delivery is sent.',
        'Thêm địa chỉ nhận và chọn sự kiện trên màn hình Webhook: khi sự kiện xảy ra, FreightDesk gửi POST JSON {id, event, occurredAt, data}, trong đó data là vận đơn như lms/waybill/findById trả về, được đọc lúc gửi.',
      ),
      events: l('事件', 'Events', 'Sự kiện'),
      headers: l(
        '请求头：X-FreightDesk-Event（事件）、X-FreightDesk-Delivery（投递编号，重试时不变，可用于去重）、X-FreightDesk-Timestamp（Unix 秒）、X-FreightDesk-Signature: sha256=HMAC-SHA256(密钥, 时间戳 + "." + 原始请求体) 的十六进制，以及您配置的请求头。',
        'Headers: X-FreightDesk-Event (the event), X-FreightDesk-Delivery (the delivery id, the same on every retry: use it to ignore repeats), X-FreightDesk-Timestamp (unix seconds), X-FreightDesk-Signature: sha256= the hex HMAC-SHA256(secret, timestamp + "." + raw body), and the headers you configured.',
        'Tiêu đề: X-FreightDesk-Event (sự kiện), X-FreightDesk-Delivery (mã lần gửi, giữ nguyên khi thử lại: dùng để bỏ trùng), X-FreightDesk-Timestamp (giây unix), X-FreightDesk-Signature: sha256= HMAC-SHA256(khóa, dấu thời gian + "." + nội dung gốc) dạng hex, và các tiêu đề bạn đã cấu hình.',
      ),
      verify: l('签名校验示例（Node.js）', 'Checking the signature (Node.js)', 'Kiểm tra chữ ký (Node.js)'),
      retries: l(
        '10 秒内返回 2xx 即为成功；否则按 10 秒、20 秒、40 秒、80 秒、160 秒退避重试，共 6 次。连续失败 10 次后该 Webhook 自动停用并通知您，修复后重新启用即可。“发送测试”立即推送 test 事件并显示结果；每次尝试都记录在投递记录中。',
        'A 2xx answer within 10 s is a success; otherwise the delivery is retried after 10 s, 20 s, 40 s, 80 s and 160 s (6 tries). After 10 failures in a row the webhook is disabled and you are notified: enable it again once the receiver is fixed. "Send test" posts a test event at once and shows the result; every try is in the delivery log.',
        'Phản hồi 2xx trong 10 giây là thành công; nếu không, hệ thống thử lại sau 10, 20, 40, 80 và 160 giây (6 lần). Sau 10 lần thất bại liên tiếp, webhook bị ngừng và bạn được thông báo: bật lại sau khi sửa bên nhận. "Gửi thử" gửi ngay sự kiện test và hiển thị kết quả; mọi lần thử đều có trong lịch sử gửi.',
      ),
      manage: l('管理 Webhook', 'Manage webhooks', 'Quản lý webhook'),
    },
    loading: l('正在加载 API 文档…', 'Loading the API document…', 'Đang tải tài liệu API…'),
    loadFailed: l('API 文档加载失败', 'The API document could not be loaded', 'Không tải được tài liệu API'),
    retry: l('重试', 'Retry', 'Thử lại'),
    empty: l('没有匹配的接口', 'No operation matches', 'Không có thao tác nào phù hợp'),
    count_one: singular('{{count}} operation'),
    count_other: l('共 {{count}} 个接口', '{{count}} operations', '{{count}} thao tác'),
    parameters: l('查询参数', 'Query parameters', 'Tham số truy vấn'),
    requestBody: l('请求体（JSON）', 'Request body (JSON)', 'Nội dung yêu cầu (JSON)'),
    multipartBody: l(
      '请求体（multipart/form-data）',
      'Request body (multipart/form-data)',
      'Nội dung yêu cầu (multipart/form-data)',
    ),
    response: l('应答 data', 'Answer data', 'Dữ liệu phản hồi'),
    answersFile: l(
      '文件（拒绝时应答 {code, msg, data}）',
      'A file (a refusal answers the {code, msg, data} envelope)',
      'Một tệp (khi từ chối trả về {code, msg, data})',
    ),
    noData: l('暂未描述', 'Not described yet', 'Chưa được mô tả'),
    field: FIELD_LABELS.field,
    type: l('类型', 'Type', 'Kiểu'),
    required: ORDER_FIELD_CONFIG_LABELS.required,
    description: l('说明', 'Description', 'Mô tả'),
    yes: MESSAGES.yes,
  },
} satisfies TextTree;
