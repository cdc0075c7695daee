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

/** Names of the track-number actions in the business log. */
export const TRACK_NO_LOG_ACTIONS = {
  fetchTrackNo: l('获取跟踪号', 'Fetch track number', 'Lấy mã theo dõi'),
  cancelTrackNo: l('取消跟踪号', 'Cancel track number', 'Hủy mã theo dõi'),
} as const satisfies Record<string, Message>;
