import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/**
 * Subjects the pricing engine names itself; surcharges and service fees carry their own subject
 * codes. The engine (fms/price) reads them from here, where every fee subject is named.
 */
export const FEE_SUBJECT_LABELS = {
  freight: l('运费', 'Freight', 'Cước vận chuyển'),
  specialFreight: l('特殊运费', 'Special freight', 'Cước đặc biệt'),
  appendPrice: l('加价', 'Append price', 'Phụ thu cộng thêm'),
} as const satisfies Record<string, Message>;
export type EngineSubject = keyof typeof FEE_SUBJECT_LABELS;
