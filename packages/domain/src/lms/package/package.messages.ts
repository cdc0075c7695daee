import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the package / pallet screen (issue 4 "package/pallet (package numbers)"). */
export const PACKAGE_MESSAGES = {
  packageWaybillNotInPackage: {
    'zh-CN': '运单{0}不在包裹{1}中',
    'en-US': 'Waybill {0} is not in package {1}',
    'vi-VN': 'Vận đơn {0} không thuộc kiện {1}',
  },
  packageWaybillGone: {
    'zh-CN': '运单{0}已出库，不能移出包裹',
    'en-US': 'Waybill {0} has left the warehouse and cannot be taken out of its package',
    'vi-VN': 'Vận đơn {0} đã rời kho, không thể lấy ra khỏi kiện',
  },
} satisfies Record<string, Message>;
