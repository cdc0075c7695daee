import { l, WAYBILL_FLAG_LABELS } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the credit banner (customers) and the credit tag (staff waybill views). */
export const texts = {
  credit: {
    arrears: l(
      '您的账户已欠费：可用余额 {{available}} {{currency}}。请尽快付款，欠费期间已收货的运单将被扣件。',
      'Your account is in arrears: available balance {{available}} {{currency}}. Please pay soon; received waybills are detained while in arrears.',
      'Tài khoản của quý khách đang nợ: số dư khả dụng {{available}} {{currency}}. Vui lòng thanh toán sớm; các vận đơn đã nhận sẽ bị tạm giữ khi còn nợ.',
    ),
    inArrears: WAYBILL_FLAG_LABELS.isArrears,
    available: l(
      '可用余额 {{available}} {{currency}}',
      'Available {{available}} {{currency}}',
      'Khả dụng {{available}} {{currency}}',
    ),
    warnTips: l('客户提醒', 'Customer notice', 'Lưu ý khách hàng'),
  },
} satisfies TextTree;
