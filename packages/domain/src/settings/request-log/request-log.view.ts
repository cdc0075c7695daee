import { defineEntity, field, l } from '../../platform/entity/define.ts';

export const REQUEST_LOG_LABELS = {
  title: l('请求日志', 'Request log', 'Nhật ký yêu cầu'),
  tag: l('标签', 'Tag', 'Nhãn'),
  method: l('方法', 'Method', 'Phương thức'),
  url: l('URL', 'URL', 'URL'),
  responseCode: l('响应码', 'Response code', 'Mã phản hồi'),
  requestTime: l('请求时间', 'Request time', 'Thời gian yêu cầu'),
  responseTime: l('响应时间', 'Response time', 'Thời gian phản hồi'),
  costMs: l('耗时(毫秒)', 'Cost (ms)', 'Thời gian xử lý (ms)'),
  remark: l('备注', 'Remark', 'Ghi chú'),
  logRef: l('业务单号', 'Reference', 'Số tham chiếu'),
  apiId: l('接口配置', 'API configuration', 'Cấu hình API'),
  requestHeaders: l('请求头', 'Request headers', 'Header yêu cầu'),
  requestBody: l('请求内容', 'Request body', 'Nội dung yêu cầu'),
  responseHeaders: l('响应头', 'Response headers', 'Header phản hồi'),
  responseBody: l('响应内容', 'Response body', 'Nội dung phản hồi'),
} as const;

/**
 * Read-only view of the request log (`common/requestDetailLog/search`): the list screen's columns and
 * criteria. Not an entity of the machinery (no table of its own, no writes).
 */
export const requestLogView = defineEntity({
  name: 'requestDetailLog',
  api: 'common/requestDetailLog',
  table: 'request_detail_log',
  title: REQUEST_LOG_LABELS.title,
  permission: 'setting/requestDetailLog',
  actions: [],
  labelField: 'url',
  menuGroup: 'settings.api',
  route: '/setting/request-log',
  defaultSort: { field: 'requestTime', order: 'desc' },
  fields: {
    requestTime: field.datetime(REQUEST_LOG_LABELS.requestTime, { search: 'range', sortable: true }),
    tag: field.text(REQUEST_LOG_LABELS.tag, { max: 100, search: 'eq' }),
    method: field.text(REQUEST_LOG_LABELS.method, { max: 10 }),
    url: field.text(REQUEST_LOG_LABELS.url, { max: 2000, search: 'like', width: 320 }),
    responseCode: field.int(REQUEST_LOG_LABELS.responseCode, { search: 'eq' }),
    costMs: field.int(REQUEST_LOG_LABELS.costMs, { sortable: true }),
    logRef: field.text(REQUEST_LOG_LABELS.logRef, { max: 100, search: 'eq' }),
    apiId: field.text(REQUEST_LOG_LABELS.apiId, { max: 40, search: 'eq', list: false }),
    remark: field.text(REQUEST_LOG_LABELS.remark, { max: 2000 }),
    responseTime: field.datetime(REQUEST_LOG_LABELS.responseTime, { list: false }),
  },
});
