import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/**
 * Subjects the engine names itself; surcharges and service fees carry their own subject codes. Kept
 * apart from `fee-line.ts` (decimals) because the first screen's fee-subject names read it.
 */
export const FEE_SUBJECT_LABELS = {
  freight: l('运费', 'Freight', 'Cước vận chuyển'),
  specialFreight: l('特殊运费', 'Special freight', 'Cước đặc biệt'),
  appendPrice: l('加价', 'Append price', 'Phụ thu cộng thêm'),
} as const satisfies Record<string, Message>;
export type EngineSubject = keyof typeof FEE_SUBJECT_LABELS;
