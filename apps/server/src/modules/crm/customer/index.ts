/** The public face of this module: what other modules use of it. */
export { customer } from './customer.schema.ts';
export type { CustomerView } from './customer.service.ts';
export { findClientLoginPage, findCustomerView } from './customer.service.ts';
export { checkMayShip, notForOnlyMakeDocument } from './customer-ship-flags.ts';
