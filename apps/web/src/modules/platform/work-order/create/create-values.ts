import type { WorkOrderBillType, WorkOrderMainType, WorkOrderUrgency } from '@freightdesk/domain';
import type { WorkOrderCreateInput } from '../work-order-api.ts';

/** What the create dialog's form holds. */
export type CreateValues = {
  customerId?: string;
  mainType?: WorkOrderMainType;
  secondType?: string;
  urgencyLevel?: WorkOrderUrgency;
  title?: string;
  description?: string;
  billType?: WorkOrderBillType;
  billNo?: string;
  attachmentFiles?: { fileId: string; fileName: string; type?: string | null }[];
  isPublic?: boolean;
  triggersDetain?: boolean;
  indemnityAmount?: string | null;
  indemnityCurrency?: string;
  responsibleParty?: WorkOrderCreateInput['responsibleParty'];
  responsibleAgentId?: string;
};

/** A document the order is about, given by the screen that opens the dialog (the waybill drawer). */
export type BillLink = { billType: WorkOrderBillType; billId?: string; billNo: string };

const trimmed = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/**
 * The create payload from the form: blanks left out, files without their type, the staff-only fields
 * only for staff, the claim's fields only for a claim (main type 3), the linked document's id when
 * the number is still the one the opener gave.
 */
export function createPayload(
  values: CreateValues,
  opts: { staff: boolean; bill?: BillLink | undefined; requestKey: string },
): WorkOrderCreateInput {
  const billNo = trimmed(values.billNo);
  const billType = billNo ? values.billType : undefined;
  const sameBill = opts.bill && billNo === opts.bill.billNo && billType === opts.bill.billType;
  const claim = values.mainType === 3;
  const out: WorkOrderCreateInput = {
    title: values.title?.trim() ?? '',
    description: values.description?.trim() ?? '',
    mainType: values.mainType!,
    urgencyLevel: values.urgencyLevel ?? 0,
    attachmentFiles: (values.attachmentFiles ?? []).map((f) => ({ fileId: f.fileId, fileName: f.fileName })),
    requestKey: opts.requestKey,
  };
  if (values.secondType) out.secondType = values.secondType;
  if (billType && billNo) {
    out.billType = billType;
    out.billNo = billNo;
    if (sameBill && opts.bill?.billId) out.billId = opts.bill.billId;
  }
  if (claim && values.indemnityAmount) out.indemnityAmount = values.indemnityAmount;
  if (claim && trimmed(values.indemnityCurrency))
    out.indemnityCurrency = trimmed(values.indemnityCurrency)!.toUpperCase();
  if (!opts.staff) return out;
  if (values.customerId) out.customerId = values.customerId;
  out.isPublic = Boolean(values.isPublic);
  out.triggersDetain = Boolean(values.triggersDetain);
  if (claim && values.responsibleParty) out.responsibleParty = values.responsibleParty;
  if (claim && values.responsibleAgentId) out.responsibleAgentId = values.responsibleAgentId;
  return out;
}
