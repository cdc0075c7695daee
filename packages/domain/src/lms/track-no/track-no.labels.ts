import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Names and options of track numbers and labels (no zod: the channel description and the business log read them). */

/** The channel's label mode: fetched by hand, or by itself once a customer invoice is uploaded. */
export const LABEL_API_MODES = ['manual', 'autoAfterInvoice'] as const;
export type LabelApiMode = (typeof LABEL_API_MODES)[number];

/** The channel's customer-side label config: what a customer user may do with labels of the channel. */
export const CUSTOMER_LABEL_MODES = ['none', 'print', 'fetchAndPrint'] as const;
export type CustomerLabelMode = (typeof CUSTOMER_LABEL_MODES)[number];
export const CUSTOMER_LABEL_MODE_LABELS = {
  none: l('客户不可获取或打印', 'Customers may neither fetch nor print', 'Khách hàng không được lấy hay in'),
  print: l('客户可打印', 'Customers may print', 'Khách hàng được in'),
  fetchAndPrint: l('客户可获取并打印', 'Customers may fetch and print', 'Khách hàng được lấy và in'),
} satisfies Record<CustomerLabelMode, Message>;

/** Normalised carrier error codes (the connector interface's) and their names. */
export const CARRIER_ERROR_CODES = [
  'auth',
  'validation',
  'notFound',
  'notCancellable',
  'rateLimited',
  'unavailable',
  'unknown',
] as const;
export type CarrierErrorCodeName = (typeof CARRIER_ERROR_CODES)[number];
export const TRACK_NO_ERROR_LABELS = {
  auth: l('承运商拒绝了接口凭证', 'The carrier refused the credentials', 'Hãng từ chối thông tin xác thực'),
  validation: l('承运商拒绝了该货件', 'The carrier refused the shipment', 'Hãng từ chối lô hàng'),
  notFound: l('承运商找不到该单号', 'The carrier does not know this number', 'Hãng không tìm thấy số này'),
  notCancellable: l('承运商不允许取消', 'The carrier does not allow cancelling', 'Hãng không cho phép hủy'),
  rateLimited: l(
    '承运商限流，请稍后再试',
    'The carrier limits calls, try later',
    'Hãng giới hạn gọi, thử lại sau',
  ),
  unavailable: l('承运商接口不可用', 'The carrier API is unavailable', 'API hãng không khả dụng'),
  unknown: l('承运商接口错误', 'Carrier API error', 'Lỗi API hãng vận chuyển'),
} satisfies Record<CarrierErrorCodeName, Message>;

/** Names of the track-number actions in the business log. */
export const TRACK_NO_LOG_ACTIONS = {
  fetchTrackNo: l('获取跟踪号', 'Fetch track number', 'Lấy mã theo dõi'),
  cancelTrackNo: l('取消跟踪号', 'Cancel track number', 'Hủy mã theo dõi'),
} as const satisfies Record<string, Message>;
