import { l, REQUEST_LOG_LABELS } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the request log in zh-CN, en-US and vi-VN. */
export const texts = {
  requestLog: {
    details: l('详情', 'Details', 'Chi tiết'),
    detailTitle: l('请求详情', 'Call details', 'Chi tiết cuộc gọi'),
    requestHeaders: REQUEST_LOG_LABELS.requestHeaders,
    requestBody: REQUEST_LOG_LABELS.requestBody,
    responseHeaders: REQUEST_LOG_LABELS.responseHeaders,
    responseBody: REQUEST_LOG_LABELS.responseBody,
    empty: l('（无）', '(none)', '(không có)'),
  },
} satisfies TextTree;
