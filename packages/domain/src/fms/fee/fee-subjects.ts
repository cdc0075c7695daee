import { l } from '../../platform/entity/define.ts';
import type { Language } from '../../platform/enums.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { FEE_SUBJECT_LABELS } from './engine-subjects.ts';

/**
 * Names of the fee subjects in the three languages: the engine's own (freight, special freight,
 * append price) and the codes surcharges, service fees and the seeded fees use. A fee keeps its
 * subject as a code; screens, exports and answers show the name in the user's language. A subject
 * typed by a user that is not listed here is shown as typed.
 */
export const FEE_SUBJECT_NAMES: Readonly<Record<string, Message>> = {
  ...FEE_SUBJECT_LABELS,
  fuelSurcharge: l('燃油附加费', 'Fuel surcharge', 'Phụ phí nhiên liệu'),
  customsClearance: l('清关费', 'Customs clearance', 'Phí thông quan'),
  customs: l('报关费', 'Customs declaration', 'Phí khai báo hải quan'),
  insurance: l('保险费', 'Insurance', 'Phí bảo hiểm'),
  handling: l('操作费', 'Handling', 'Phí xử lý'),
  remote: l('偏远附加费', 'Remote area surcharge', 'Phụ phí vùng xa'),
  oversize: l('超长附加费', 'Oversize surcharge', 'Phụ phí quá khổ'),
  overweight: l('超重附加费', 'Overweight surcharge', 'Phụ phí quá cân'),
  dutyPaid: l('关税代付', 'Duty paid', 'Thuế nộp hộ'),
  duty: l('关税', 'Duty', 'Thuế nhập khẩu'),
  tax: l('税金', 'Tax', 'Thuế'),
  peak: l('旺季附加费', 'Peak season surcharge', 'Phụ phí mùa cao điểm'),
  packing: l('包装费', 'Packing', 'Phí đóng gói'),
  storage: l('仓储费', 'Storage', 'Phí lưu kho'),
  pickUp: l('提货费', 'Pick-up', 'Phí lấy hàng'),
  delivery: l('派送费', 'Delivery', 'Phí giao hàng'),
  label: l('贴标费', 'Labelling', 'Phí dán nhãn'),
  battery: l('带电附加费', 'Battery surcharge', 'Phụ phí hàng có pin'),
  magnetic: l('带磁附加费', 'Magnetic goods surcharge', 'Phụ phí hàng có từ tính'),
  addressChange: l('改地址费', 'Address change', 'Phí đổi địa chỉ'),
  returnFee: l('退件费', 'Return', 'Phí hoàn hàng'),
  other: l('其他费用', 'Other', 'Phí khác'),
  /** An agent's statement difference accepted on reconciliation (fms/agent-reconcile). */
  agentAdjustment: l('对账调整费', 'Reconciliation adjustment', 'Phí điều chỉnh đối soát'),
  /** A claim's indemnity credited to the customer, and its recovery from the agent (platform/work-order). */
  claim: l('理赔款', 'Claim indemnity', 'Tiền bồi thường'),
};

/** A fee subject as shown: its name in the language when the code is known, else as written. */
export function feeSubjectLabel(subject: string, lang: Language): string {
  return Object.hasOwn(FEE_SUBJECT_NAMES, subject) ? FEE_SUBJECT_NAMES[subject]![lang] : subject;
}

/** Who made a row: the user's name, or "System" in the language when no user did (calculation, seed). */
export const SYSTEM_ACTOR: Message = l('系统', 'System', 'Hệ thống');
export function actorName(name: string | null | undefined, lang: Language): string {
  return name?.trim() ? name : SYSTEM_ACTOR[lang];
}
