import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import type { ApiConfigKind } from './carrier-api.entity.ts';

/** The kinds of API configuration by name (messages: "cannot be used as {kind}"). */
export const API_KIND_LABELS = {
  label: l('面单API', 'label API', 'API nhãn vận đơn'),
  track: l('轨迹API', 'track API', 'API hành trình'),
  price: l('价格API', 'price API', 'API giá'),
  customsDeclare: l('报关API', 'customs declare API', 'API khai báo hải quan'),
} satisfies Record<ApiConfigKind, Message>;

/** The normalised carrier error codes (connector.ts `CarrierErrorCode`) by name, shown before the carrier's own text. */
export const CARRIER_ERROR_LABELS = {
  auth: l(
    '承运商拒绝了授权信息',
    'The carrier refused the credentials',
    'Hãng vận chuyển từ chối thông tin xác thực',
  ),
  validation: l('承运商拒绝了该货件', 'The carrier refused the shipment', 'Hãng vận chuyển từ chối lô hàng'),
  notFound: l(
    '承运商找不到该单号',
    'The carrier does not know this number',
    'Hãng vận chuyển không tìm thấy số này',
  ),
  notCancellable: l(
    '承运商不允许取消',
    'The carrier cannot cancel it any more',
    'Hãng vận chuyển không thể hủy nữa',
  ),
  rateLimited: l(
    '请求过于频繁，请稍后重试',
    'Too many calls to the carrier: retry later',
    'Gọi quá nhiều lần: hãy thử lại sau',
  ),
  unavailable: l(
    '承运商接口暂不可用',
    'The carrier is unavailable',
    'Hãng vận chuyển tạm thời không khả dụng',
  ),
  unknown: l(
    '承运商接口返回了未知错误',
    'The carrier answered an unknown error',
    'Hãng vận chuyển trả về lỗi không xác định',
  ),
} as const satisfies Record<string, Message>;
export type CarrierErrorCodeName = keyof typeof CARRIER_ERROR_LABELS;
