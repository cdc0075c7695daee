import { z } from 'zod';
import { REFERENCE_MAX_LENGTH } from '../../platform/constants.ts';
import { ruleFail as fail, type RuleFailure } from './rule-result.ts';
import { WAYBILL_STATUS_LABELS, type WaybillStatus, WaybillStatusCode } from './waybill-enums.ts';
import { invoiceSchema, recipientSchema, senderSchema } from './waybill-fields.ts';

/**
 * Staff edit of a freight waybill from the staff detail drawer (`POST lms/waybill/update`):
 * sender, recipient, invoice, order remark and the customer numbers, with the waybill's `version`
 * (optimistic lock), and only before the goods are sent (`departure`).
 */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max).nullable().optional(),
  );

export const waybillUpdateSchema = z.object({
  id: z.string().uuid(),
  version: z.number().int().min(0),
  sender: senderSchema,
  recipient: recipientSchema,
  invoice: invoiceSchema,
  orderRemark: optionalText(500),
  customerNo: optionalText(REFERENCE_MAX_LENGTH),
  customerExtraNo: optionalText(REFERENCE_MAX_LENGTH),
});
export type WaybillUpdateInput = z.infer<typeof waybillUpdateSchema>;

/** What the edit form loads (`GET lms/waybill/updateForm?id=`): the editable values and the version. */
export type WaybillUpdateForm = Omit<WaybillUpdateInput, 'sender' | 'recipient' | 'invoice'> & {
  waybillNo: string;
  status: WaybillStatus;
  sender: z.input<typeof senderSchema>;
  recipient: z.input<typeof recipientSchema>;
  invoice: z.input<typeof invoiceSchema>;
};

/** The fields of the edit, for the before/after of the business log. */
export const WAYBILL_UPDATE_FIELDS = [
  'sender',
  'recipient',
  'invoice',
  'orderRemark',
  'customerNo',
  'customerExtraNo',
] as const;

/** The edit is allowed until the goods are sent: a status before `departure`. */
export function checkWaybillEditable(status: WaybillStatus): RuleFailure | undefined {
  return WaybillStatusCode[status] < WaybillStatusCode.departure
    ? undefined
    : fail('lmsUpdateOnlyBeforeSend', { label: WAYBILL_STATUS_LABELS[status] });
}
