import { Permission, WAYBILL_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import {
  orderAddresses,
  orderCustomers,
  orderGoodsDescs,
  orderOptions,
} from './waybill-order-options.service.ts';
import { remoteLevel } from './waybill-remote.ts';

const P = Permission;

/**
 * What the order screens pick from, under the order permission alone (customers hold no settings
 * permission): products and countries, customers (staff), the address books, goods descriptions.
 */
export const waybillOrderRoutes = [
  route({
    contract: WAYBILL_API.orderOptions,
    permission: P.lmsWaybillOrder,
    handler: (c) => orderOptions(c),
  }),
  route({
    contract: WAYBILL_API.remoteLevel,
    permission: P.lmsWaybillOrder,
    handler: (c, q) => remoteLevel(c, q),
  }),
  route({
    contract: WAYBILL_API.orderCustomers,
    permission: P.lmsWaybillOrder,
    handler: (c, b) => orderCustomers(c, b),
  }),
  route({
    contract: WAYBILL_API.orderAddresses,
    permission: P.lmsWaybillOrder,
    handler: (c, b) => orderAddresses(c, b),
  }),
  route({
    contract: WAYBILL_API.orderGoodsDescs,
    permission: P.lmsWaybillOrder,
    handler: (c, b) => orderGoodsDescs(c, b),
  }),
];
