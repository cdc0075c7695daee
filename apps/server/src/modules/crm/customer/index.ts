/** The public face of this module: what other modules use of it. */
export { customer } from './customer.schema.ts';
export type { CustomerView } from './customer.service.ts';
export { findClientLoginPage, findCustomerView } from './customer.service.ts';
// last: this file reads the waybill table (the waybill module reads this face's customer table)
export type { Allowance } from './customer-order-flags.service.ts';
export {
  checkMayShip,
  makeDocumentAllowance,
  makeDocumentLimitReached,
  notForOnlyMakeDocument,
} from './customer-order-flags.service.ts';
