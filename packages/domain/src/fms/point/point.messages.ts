import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of customer points. */
export const POINT_MESSAGES = {
  pointNotEnough: {
    'zh-CN': '积分不足：现有{0}，扣减{1}',
    'en-US': 'Not enough points: {0} held, {1} to take',
    'vi-VN': 'Không đủ điểm: hiện có {0}, cần trừ {1}',
  },
} satisfies Record<string, Message>;
