/** The header's counters (`platform/message/count`) apart from their schema: the first screens load no zod. */
export const MESSAGE_COUNT_URL = '/platform/message/count';
export type MessageCounts = { messageCount: number; workOrderCount: number };
