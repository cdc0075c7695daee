import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import type { FeeKind } from './fee-kinds.ts';

export const LMS_FEE_TITLES: Record<FeeKind | 'summary', Message> = {
  customer: l('客户费用(LMS)', 'Customer fees (LMS)', 'Phí khách hàng (LMS)'),
  agent: l('代理费用(LMS)', 'Agent fees (LMS)', 'Phí đại lý (LMS)'),
  summary: l('按运单汇总', 'Summary by waybill', 'Tổng hợp theo vận đơn'),
};
