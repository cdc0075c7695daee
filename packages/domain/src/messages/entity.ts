import type { Message } from './catalogue.ts';

/** Messages of the entity machinery (issue 3): import, export, numbering, references. */
export const ENTITY_MESSAGES = {
  valueOutOfRange: {
    'zh-CN': '{0}超出允许范围',
    'en-US': '{0} is out of the allowed range',
    'vi-VN': '{0} nằm ngoài phạm vi cho phép',
  },
} as const satisfies Record<string, Message>;
