import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';
import { WAYBILL_ANSWERS as A } from './waybill-answers.ts';
import {
  appendTrackSchema,
  commodityUpdateSchema,
  waybillFileUploadSchema,
  waybillOrderSchema,
} from './waybill-fields.ts';
import {
  waybillBatchUpdatePayload,
  waybillCopyPayload,
  waybillExportPayload,
  waybillFindByNosPayload,
} from './waybill-list.ts';
import {
  waybillActionPayload,
  waybillFileDeletePayload,
  waybillFlagPayload,
  waybillIdsPayload,
  waybillReceivePayload,
  waybillSearchCriteria,
  waybillSearchPayload,
} from './waybill-search.ts';
import { FIND_BY_ID_FLAGS, type FindByIdFlag } from './waybill-types.ts';
import { waybillUpdateSchema } from './waybill-update.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** `findById?id=&pieces=true&…`: the id (checked by the drawer rule) and one flag per sub-list. */
export const findByIdQuery = z.object({
  id: z.string().max(64).optional(),
  ...(Object.fromEntries(FIND_BY_ID_FLAGS.map((f) => [f, flag])) as Record<FindByIdFlag, typeof flag>),
});
export type FindByIdQuery = z.output<typeof findByIdQuery>;

/** The drawer's fees tab: the waybill id (checked by the drawer rule). */
export const waybillFeesQuery = z.object({ id: z.string().max(64).optional() });
export const updateFormQuery = z.object({ id: z.string().trim().regex(UUID, 'invalidFormat') });

export const remoteLevelQuery = z.object({
  countryCode: z.string().trim().length(2),
  postcode: z.string().trim().max(20).optional(),
  city: z.string().trim().max(35).optional(),
});

/** Rows an order picker shows per search. */
export const ORDER_PICKER_LIMIT = 20;
const keywordField = z.string().trim().max(100).optional();

export const orderCustomersPayload = z.object({
  keyword: keywordField,
  ids: z.array(z.uuid()).max(ORDER_PICKER_LIMIT).optional(),
});
export const orderAddressesPayload = z.object({
  type: z.enum(['sender', 'recipient']),
  /** Staff: the customer ordered for (required); customers: ignored (their own). */
  customerId: z.uuid().optional(),
  keyword: keywordField,
});
export const orderGoodsDescsPayload = z.object({ keyword: keywordField });

const base = '/lms/waybill';

/**
 * The freight waybill endpoints (`/api/lms/waybill/…`): list, detail drawer, order pickers and
 * status work, served by the server's waybill module and called by every waybill screen.
 */
export const WAYBILL_API = {
  order: defineEndpoint({
    method: 'POST',
    url: `${base}/order`,
    input: waybillOrderSchema,
    output: A.order,
    summary: 'Place a freight waybill (customer: own; staff: for customerId)',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: waybillSearchPayload,
    output: A.search,
    summary: 'Waybill list: page, total (one statement)',
  }),
  statusGroup: defineEndpoint({
    method: 'POST',
    url: `${base}/statusGroup`,
    input: waybillSearchCriteria,
    output: A.statusGroup,
    summary: 'Counts of the status-group tabs for the criteria (one grouped statement)',
  }),
  findById: defineEndpoint({
    method: 'GET',
    url: `${base}/findById`,
    input: findByIdQuery,
    output: A.detail,
    summary: 'Waybill detail with the sub-lists asked by flag (one statement)',
  }),
  action: defineEndpoint({
    method: 'POST',
    url: `${base}/action`,
    input: waybillActionPayload,
    output: A.action,
    summary: 'A status action on up to 500 waybills (all or nothing)',
  }),
  receive: defineEndpoint({
    method: 'POST',
    url: `${base}/receive`,
    input: waybillReceivePayload,
    output: A.receive,
    summary: 'Receive scan: weigh and measure pieces by weigh mode',
  }),
  flag: defineEndpoint({
    method: 'POST',
    url: `${base}/flag`,
    input: waybillFlagPayload,
    output: A.updated,
    summary: 'Flag action (delay, detain, lock, issue, bad debt) on up to 500 waybills',
  }),
  deleteBatch: defineEndpoint({
    method: 'POST',
    url: `${base}/deleteBatch`,
    input: waybillIdsPayload,
    output: A.deleted,
    summary: 'Delete waybills not yet received (all or nothing)',
  }),
  appendTrack: defineEndpoint({
    method: 'POST',
    url: `${base}/appendTrack`,
    input: appendTrackSchema,
    output: A.appended,
    summary: 'Track maintenance: append a track row',
  }),
  commodityUpdate: defineEndpoint({
    method: 'POST',
    url: `${base}/commodityUpdate`,
    input: commodityUpdateSchema,
    output: A.lines,
    summary: 'Drawer commodity edit (staff: one of the commodity edit permissions)',
  }),
  uploadFile: defineEndpoint({
    method: 'POST',
    url: `${base}/uploadFile`,
    input: waybillFileUploadSchema,
    output: A.fileIds,
    summary: 'Attach uploaded files to a waybill by type',
  }),
  deleteFile: defineEndpoint({
    method: 'POST',
    url: `${base}/deleteFile`,
    input: waybillFileDeletePayload,
    output: A.deleted,
    summary: 'Remove a waybill file (uploader only)',
  }),
  export: defineEndpoint({
    method: 'POST',
    url: `${base}/export`,
    input: waybillExportPayload,
    output: A.export,
    summary: 'Export the list criteria as xlsx (a job, at most 50,000 rows) → {progressId}',
  }),
  copy: defineEndpoint({
    method: 'POST',
    url: `${base}/copy`,
    input: waybillCopyPayload,
    output: A.copy,
    summary: 'Copy up to 500 waybills as new orders with new numbers',
  }),
  batchUpdate: defineEndpoint({
    method: 'POST',
    url: `${base}/batchUpdate`,
    input: waybillBatchUpdatePayload,
    output: A.updated,
    summary: 'Set chosen order fields on up to 500 waybills not yet sent (customers: not yet received)',
  }),
  findByNos: defineEndpoint({
    method: 'POST',
    url: `${base}/findByNos`,
    input: waybillFindByNosPayload,
    output: A.findByNos,
    summary: 'Waybills of pasted numbers (≤ 500) and the numbers not found',
  }),
  pickerOptions: defineEndpoint({
    method: 'GET',
    url: `${base}/pickerOptions`,
    output: A.pickerOptions,
    summary: 'Enabled products (and channels, staff) for the list and batch-update pickers',
  }),
  // the order screens' pickers, under the order permission alone
  orderOptions: defineEndpoint({
    method: 'GET',
    url: `${base}/orderOptions`,
    output: A.orderOptions,
    summary: 'Order form: enabled products and countries (with EU membership)',
  }),
  remoteLevel: defineEndpoint({
    method: 'GET',
    url: `${base}/remoteLevel`,
    input: remoteLevelQuery,
    output: A.remoteLevel,
    summary: 'Order form: the remote level of a recipient address (0: not remote)',
  }),
  orderCustomers: defineEndpoint({
    method: 'POST',
    url: `${base}/orderCustomers`,
    input: orderCustomersPayload,
    output: A.options,
    summary: 'Staff order: customers by code or name, or by ids ({id, label})',
  }),
  orderAddresses: defineEndpoint({
    method: 'POST',
    url: `${base}/orderAddresses`,
    input: orderAddressesPayload,
    output: A.addresses,
    summary: "Order form: the customer's sender or recipient book (a customer user: its own)",
  }),
  orderGoodsDescs: defineEndpoint({
    method: 'POST',
    url: `${base}/orderGoodsDescs`,
    input: orderGoodsDescsPayload,
    output: A.goodsDescs,
    summary: 'Goods-description picker: names containing the keyword, with their category',
  }),
  // the drawer: fees tab and staff edit
  fees: defineEndpoint({
    method: 'GET',
    url: `${base}/fees`,
    input: waybillFeesQuery,
    output: A.fees,
    summary: 'Customer fees of a waybill (customers: own waybills, visible rows only)',
  }),
  updateForm: defineEndpoint({
    method: 'GET',
    url: `${base}/updateForm`,
    input: updateFormQuery,
    output: A.updateForm,
    summary: 'Staff edit: the editable values of a waybill and its version',
  }),
  update: defineEndpoint({
    method: 'POST',
    url: `${base}/update`,
    input: waybillUpdateSchema,
    output: A.update,
    summary: 'Staff edit of sender, recipient, invoice, remark, customer numbers (before send)',
  }),
};
