import { l } from '../../platform/entity/define.ts';
import type { Language } from '../../platform/enums.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Whose fee a row is: the customer's receivable or the agent's payable. */
export const FEE_KINDS = ['customer', 'agent'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/**
 * The back office's fee kinds (back-office §2): the business a fee comes from, per party. LMS fees
 * are the waybill's own, PDS fees a parcel's (`pdsFee`); LMS return fees are waybill fees a return register added (subject
 * `returnFee`, linked to the register); OWMS and main-line fees come with their own modules.
 */
export const FEE_CATEGORIES = ['lms', 'pds', 'owms', 'lmsReturn', 'lmsMainLine'] as const;
export type FeeCategory = (typeof FEE_CATEGORIES)[number];
export const FEE_CATEGORIES_OF: Record<FeeKind, readonly FeeCategory[]> = {
  customer: ['lms', 'pds', 'owms', 'lmsReturn'],
  agent: ['lms', 'owms', 'lmsReturn', 'lmsMainLine'],
};
export const FEE_CATEGORY_LABELS: Record<FeeCategory, Message> = {
  lms: l('LMS费用', 'LMS fees', 'Phí LMS'),
  pds: l('PDS费用', 'Parcel fees', 'Phí bưu kiện'),
  owms: l('OWMS费用', 'OWMS fees', 'Phí OWMS'),
  lmsReturn: l('LMS退件费用', 'LMS return fees', 'Phí hoàn hàng LMS'),
  lmsMainLine: l('LMS干线费用', 'LMS main-line fees', 'Phí tuyến chính LMS'),
};
/** The subject a return register's fees are written with. */
export const RETURN_FEE_SUBJECT = 'returnFee';

/** The spec's bill types of the waybills a bill's fees belong to (platform-core §9). */
export const FEE_BILL_TYPES = [0, 200] as const;
export type FeeBillType = (typeof FEE_BILL_TYPES)[number];
export const FEE_BILL_TYPE_LABELS: Record<FeeBillType, Message> = {
  0: l('LMS运单', 'Freight waybill', 'Vận đơn LMS'),
  200: l('PDS运单', 'Parcel waybill', 'Vận đơn bưu kiện PDS'),
};
/** The label of a bill type (an unknown one as its number). */
export const feeBillTypeLabel = (type: number, lang: Language): string =>
  (FEE_BILL_TYPE_LABELS as Record<number, Message | undefined>)[type]?.[lang] ?? String(type);
