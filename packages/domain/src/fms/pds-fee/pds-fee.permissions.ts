import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of the parcel fee list (finance, staff only): the list, its export and confirm. */
export const PDS_FEE_PERMISSION_CODES = {
  pdsCustomerFeeList: 'fms/customerFee/pdsFee',
  pdsCustomerFeeExport: 'fms/customerFee/pdsFee:export',
  pdsCustomerFeeConfirm: 'fms/customerFee/pdsFee:confirm',
} as const;
/** The actions of the parcel fee list in the grant tree. */
export const PDS_FEE_ACTIONS = ['export', 'confirm'] as const;

export const PDS_FEE_TITLES = {
  list: l('客户费用(小包)', 'Parcel fees', 'Phí bưu kiện'),
  one: l('小包费用', 'Parcel fee', 'Phí bưu kiện'),
} as const satisfies Record<string, Message>;

/** Names of the parcel fee codes in the grant tree (the actions are named by `permissionAction`). */
export const PDS_FEE_PERMISSION_LABELS = {
  [PDS_FEE_PERMISSION_CODES.pdsCustomerFeeList]: PDS_FEE_TITLES.list,
} as const satisfies Record<string, Message>;
