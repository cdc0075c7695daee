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
