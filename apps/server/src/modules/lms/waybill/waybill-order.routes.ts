import { Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { WAYBILL_ANSWERS } from './waybill-answers.ts';
import {
  orderAddresses,
  orderAddressesPayload,
  orderCustomers,
  orderCustomersPayload,
  orderGoodsDescs,
  orderGoodsDescsPayload,
  orderOptions,
} from './waybill-order-options.service.ts';
import { remoteLevel, remoteLevelQuery } from './waybill-remote.ts';

const P = Permission;

/**
 * What the order screens pick from, under the order permission alone (customers hold no settings
 * permission): products and countries, customers (staff), the address books, goods descriptions.
 */
export const waybillOrderRoutes = [
  route({
    method: 'GET',
    url: '/lms/waybill/orderOptions',
    permission: P.lmsWaybillOrder,
    summary: 'Order form: enabled products and countries (with EU membership)',
    handler: (c) => orderOptions(c),
  }),
  route({
    method: 'GET',
    url: '/lms/waybill/remoteLevel',
    output: WAYBILL_ANSWERS.remoteLevel,
    input: remoteLevelQuery,
    permission: P.lmsWaybillOrder,
    summary: 'Order form: the remote level of a recipient address (0: not remote)',
    handler: (c, q) => remoteLevel(c, q),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/orderCustomers',
    output: WAYBILL_ANSWERS.options,
    input: orderCustomersPayload,
    permission: P.lmsWaybillOrder,
    summary: 'Staff order: customers by code or name, or by ids ({id, label})',
    handler: (c, b) => orderCustomers(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/orderAddresses',
    input: orderAddressesPayload,
    permission: P.lmsWaybillOrder,
    summary: "Order form: the customer's sender or recipient book (a customer user: its own)",
    handler: (c, b) => orderAddresses(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/orderGoodsDescs',
    output: WAYBILL_ANSWERS.goodsDescs,
    input: orderGoodsDescsPayload,
    permission: P.lmsWaybillOrder,
    summary: 'Goods-description picker: names containing the keyword, with their category',
    handler: (c, b) => orderGoodsDescs(c, b),
  }),
];
