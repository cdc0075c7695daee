import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of discounts and single-bill negotiated prices (issue 5 "Price data"). */
export const DISCOUNT_MESSAGES = {
  discountValueRequired: {
    'zh-CN': '除免费外，折扣值不能为空',
    'en-US': 'The value cannot be empty unless the mode is free',
    'vi-VN': 'Giá trị không được để trống trừ khi cách chiết khấu là miễn phí',
  },
  discountShareRange: {
    'zh-CN': '折扣值为收取比例，须大于0且小于1（0.85即85折）',
    'en-US': 'A discount value is the share charged: more than 0 and less than 1 (0.85 = 15 % off)',
    'vi-VN': 'Giá trị chiết khấu là tỷ lệ thu: lớn hơn 0 và nhỏ hơn 1 (0.85 = giảm 15 %)',
  },
  discountValuePositive: {
    'zh-CN': '折扣值必须大于0',
    'en-US': 'The value must be more than 0',
    'vi-VN': 'Giá trị phải lớn hơn 0',
  },
  negotiateWaybillNotFound: {
    'zh-CN': '运单{0}不存在',
    'en-US': 'Waybill {0} does not exist',
    'vi-VN': 'Vận đơn {0} không tồn tại',
  },
  negotiateWaybillBilled: {
    'zh-CN': '运单{0}的客户费用已出账单，不能议价',
    'en-US': 'The customer fees of waybill {0} are already billed: no negotiated price',
    'vi-VN': 'Phí khách hàng của vận đơn {0} đã lập hóa đơn: không thể thương lượng giá',
  },
} as const satisfies Record<string, Message>;
