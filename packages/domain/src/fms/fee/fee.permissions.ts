/**
 * Permission codes of the waybill fees: the customer / agent fee lists with export, check, confirm
 * (customer fees only) and the single-row commodity edit, the finance commodity edit, and the fee actions (staff only).
 */
export const FEE_PERMISSION_CODES = {
  fmsWaybillUpdate: 'fms/waybill:update',
  customerFeeDetailOneUpdate: 'fms/customerFee/lmsFee:detailOneUpdate',
  agentFeeDetailOneUpdate: 'fms/agentFee/lmsFee:detailOneUpdate',
  customerFeeList: 'fms/customerFee/lmsFee',
  customerFeeExport: 'fms/customerFee/lmsFee:export',
  customerFeeCheck: 'fms/customerFee/lmsFee:check',
  customerFeeConfirm: 'fms/customerFee/lmsFee:confirm',
  agentFeeList: 'fms/agentFee/lmsFee',
  agentFeeExport: 'fms/agentFee/lmsFee:export',
  agentFeeCheck: 'fms/agentFee/lmsFee:check',
  lmsFeeRecalculate: 'fms/lmsFee:recalculate',
  lmsFeeInsert: 'fms/lmsFee:insert',
  lmsFeeSupplement: 'fms/lmsFee:supplement',
  lmsFeeDelete: 'fms/lmsFee:delete',
  lmsFeeSplit: 'fms/lmsFee:split',
  lmsFeeProfit: 'fms/lmsFee:profit',
} as const;

/** Actions on waybill fees (`fms/lmsFee:{action}`). */
export const LMS_FEE_ACTIONS = ['recalculate', 'insert', 'supplement', 'delete', 'split', 'profit'] as const;
