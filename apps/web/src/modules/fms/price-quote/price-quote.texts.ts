import {
  BATCH_UPDATE_LABELS,
  FEE_COLUMN_LABELS,
  FEE_LABELS,
  l,
  MESSAGES,
  WAYBILL_FIELD_LABELS,
  WAYBILL_LIST_LABELS,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of price query and saved quotes in zh-CN, en-US and vi-VN. */
export const texts = {
  priceQuote: {
    title: l('我的报价', 'My quotes', 'Báo giá của tôi'),
    priceNo: l('报价单号', 'Price no.', 'Số báo giá'),
    customer: MESSAGES.entityCustomer,
    product: WAYBILL_FIELD_LABELS.productId,
    channel: BATCH_UPDATE_LABELS.channelId,
    destination: l('目的地', 'Destination', 'Nơi đến'),
    pieces: WAYBILL_LIST_LABELS.pieceCount,
    chargeWeight: l('计费重', 'Charge weight', 'Trọng lượng tính cước'),
    total: l('合计', 'Total', 'Tổng'),
    statusLabel: FEE_COLUMN_LABELS.status,
    createdAt: l('创建时间', 'Created', 'Ngày tạo'),
    expiresAt: l('有效期至', 'Valid until', 'Hiệu lực đến'),
    order: l('按此报价下单', 'Order from this quote', 'Đặt đơn theo báo giá này'),
    subject: l('费用', 'Fee', 'Phí'),
    value: FEE_LABELS.value,
    formula: l('计算过程', 'Calculation', 'Cách tính'),
    total_count: l('共 {{total}} 条报价', '{{total}} quotes', '{{total}} báo giá'),
    save: l('保存报价', 'Save quote', 'Lưu báo giá'),
    saved: l('报价单 {{priceNo}} 已保存', 'Quote {{priceNo}} saved', 'Đã lưu báo giá {{priceNo}}'),
    orderingFrom: l(
      '按报价单 {{priceNo}} 下单：{{total}}，有效期至 {{until}}',
      'Ordering from quote {{priceNo}}: {{total}}, valid until {{until}}',
      'Đặt đơn theo báo giá {{priceNo}}: {{total}}, hiệu lực đến {{until}}',
    ),
    status: {
      active: l('有效', 'Active', 'Còn hiệu lực'),
      used: l('已下单', 'Used', 'Đã dùng'),
      expired: l('已过期', 'Expired', 'Đã hết hạn'),
    },
  },
} satisfies TextTree;
