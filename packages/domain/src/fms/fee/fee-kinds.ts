import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Whose fee a row is: the customer's receivable or the agent's payable. */
export const FEE_KINDS = ['customer', 'agent'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/**
 * The back office's fee kinds (back-office §2): the business a fee comes from, per party. LMS fees
 * are the waybill's own; LMS return fees are waybill fees a return register added (subject
 * `returnFee`, linked to the register); OWMS and main-line fees come with their own modules.
 */
export const FEE_CATEGORIES = ['lms', 'owms', 'lmsReturn', 'lmsMainLine'] as const;
export type FeeCategory = (typeof FEE_CATEGORIES)[number];
export const FEE_CATEGORIES_OF: Record<FeeKind, readonly FeeCategory[]> = {
  customer: ['lms', 'owms', 'lmsReturn'],
  agent: ['lms', 'owms', 'lmsReturn', 'lmsMainLine'],
};
export const FEE_CATEGORY_LABELS: Record<FeeCategory, Message> = {
  lms: l('LMS费用', 'LMS fees', 'Phí LMS'),
  owms: l('OWMS费用', 'OWMS fees', 'Phí OWMS'),
  lmsReturn: l('LMS退件费用', 'LMS return fees', 'Phí hoàn hàng LMS'),
  lmsMainLine: l('LMS干线费用', 'LMS main-line fees', 'Phí tuyến chính LMS'),
};
/** The subject a return register's fees are written with. */
export const RETURN_FEE_SUBJECT = 'returnFee';
