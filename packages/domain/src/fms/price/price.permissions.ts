/** Permission codes of the price query and the price tables (one list screen per kind). */
export const PRICE_PERMISSION_CODES = {
  queryPrice: 'fms/price/queryPrice',
  customerPrice: 'fms/price/customerPrice',
  agentPrice: 'fms/price/agentPrice',
  salesPrice: 'fms/price/salesPrice',
} as const;

/** Actions of the price lists (batch = batch expire / adjust; save-as needs insert). */
export const PRICE_LIST_ACTIONS = ['insert', 'update', 'delete', 'import', 'export', 'batch'] as const;
