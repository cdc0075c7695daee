import { BATCH_UPDATE_LABELS, CHANNEL_LIMIT_LABELS, LIMIT_PERMISSION_LABELS, l } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the limit monitor (the mode and period names are the domain's `LIMIT_*_LABELS`). */
export const texts = {
  limitMonitor: {
    title: LIMIT_PERMISSION_LABELS['setting/control/limitMonitor'],
    channel: BATCH_UPDATE_LABELS.channelId,
    mode: CHANNEL_LIMIT_LABELS.mode,
    period: CHANNEL_LIMIT_LABELS.period,
    limit: CHANNEL_LIMIT_LABELS.limit,
    periodKey: l('本期', 'This period', 'Kỳ này'),
    used: l('已用', 'Used', 'Đã dùng'),
    share: l('使用率', 'Usage', 'Tỷ lệ sử dụng'),
    empty: l(
      '没有启用渠道限制的渠道',
      'No channel has an enabled channel limit',
      'Chưa có kênh nào bật giới hạn kênh',
    ),
    hint: l(
      '达到80%显示橙色，达到100%显示红色；周期按公司时区（Asia/Shanghai）计算',
      'Orange from 80 %, red from 100 %; periods follow the company time zone (Asia/Shanghai)',
      'Màu cam từ 80 %, màu đỏ từ 100 %; chu kỳ theo múi giờ công ty (Asia/Shanghai)',
    ),
  },
} satisfies TextTree;
