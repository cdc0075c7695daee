import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Point flow types: earned by a write-off, taken back by its cancel, adjusted by staff. */
export const POINT_FLOW_TYPES = ['earn', 'earnCancel', 'adjust'] as const;
export type PointFlowType = (typeof POINT_FLOW_TYPES)[number];

export const POINT_FLOW_TYPE_LABELS: Record<PointFlowType, Message> = {
  earn: l('核销获得', 'Earned (write-off)', 'Tích điểm (cấn trừ)'),
  earnCancel: l('核销取消扣回', 'Taken back (write-off cancelled)', 'Thu hồi (hủy cấn trừ)'),
  adjust: l('人工调整', 'Adjusted', 'Điều chỉnh'),
};

export const POINT_TITLES = {
  list: l('积分', 'Points', 'Điểm thưởng'),
};

/** The system setting of the earning rate: points per 1.00 written off (settlement currency). */
export const POINTS_PER_UNIT_KEY = 'finance.pointsPerUnit';
