import { z } from 'zod';
import { FEE_KINDS } from '../../fms/fee/index.light.ts';
import { jobStartAnswer, optionAnswer, searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { orderFieldConfigsSchema } from '../../settings/product/index.ts';
import { FeeStatus } from './drawer-rules.ts';
import type { FeeStatusValue } from './fee-status.ts';
import { TRACK_SOURCES, TRACK_STATUSES, WAYBILL_FILE_TYPES, WAYBILL_STATUSES } from './waybill-enums.ts';
import { commoditySchema, invoiceSchema, recipientSchema, senderSchema } from './waybill-fields.ts';
import { TIME_COST_NODES } from './waybill-time-cost.ts';
import { waybillUpdateSchema } from './waybill-update.ts';

/** Output schemas of the waybill endpoints: the `data` of their answers (see `waybill.contracts.ts`). */

const status = z.enum(WAYBILL_STATUSES);
/** A row id: any 8-4-4-4-12 hex id (seeded and test rows need not carry an RFC 4122 version). */
const id = z.guid();
const count = <K extends string>(name: K) => z.object({ [name]: z.number().int() } as Record<K, z.ZodNumber>);

/** The waybills a status change touched, with their new status. */
export const statusChangeAnswer = z.object({
  updated: z.number().int(),
  statuses: z.array(z.object({ id, status })),
});

/** A customer fee of the drawer's fees tab (decimals as text). */
export const waybillFeeAnswer = z.object({
  id: z.string(),
  waybillId: z.string(),
  kind: z.enum(FEE_KINDS),
  subjectName: z.string(),
  value: z.string(),
  formula: z.string().nullable(),
  currency: z.string(),
  exchangeRate: z.string(),
  conversionValue: z.string(),
  discount: z.string().nullable(),
  sysValue: z.string().nullable(),
  isManual: z.boolean(),
  status: z.literal(Object.values(FeeStatus) as FeeStatusValue[]),
  isCheck: z.boolean(),
  supplementCount: z.number().int(),
  fuelSurchargeRate: z.string().nullable(),
  belongTime: z.string().nullable(),
  calErrorMsg: z.string().nullable(),
  billNo: z.string().nullable(),
  isCarryOver: z.boolean(),
  writeOffValue: z.string().nullable(),
  writeOffTime: z.string().nullable(),
  createAt: z.string(),
  createByName: z.string().nullable(),
});

const text = z.string().nullable();

/** A piece of the detail's pieces tab (decimals as text). */
export const waybillPieceAnswer = z.object({
  id: z.string(),
  subNo: z.string(),
  trackNo: text,
  fbaShipmentId: text,
  fbaReferenceId: text,
  seventeenNo: text,
  status: text,
  boxNo: text,
  orderActualWeight: text,
  orderLength: text,
  orderWidth: text,
  orderHeight: text,
  receiveActualWeight: text,
  receiveLength: text,
  receiveWidth: text,
  receiveHeight: text,
  receiveVolumeWeight: text,
  receivableChargeWeight: text,
  girth: text,
  isOverlong: z.boolean(),
  isOverweight: z.boolean(),
  packageNo: text,
  cabinetNo: text,
  flightNo: text,
  dispatchNo: text,
  isDelay: z.boolean(),
  delayReason: text,
  checkGoodsStatus: z.number().int(),
});

const commodityAnswer = commoditySchema.extend({ id: z.string(), boxId: text, totalPrice: z.string() });

export const waybillTrackAnswer = z.object({
  id: z.string(),
  waybillId: z.string(),
  time: z.string(),
  description: z.string(),
  location: text,
  status: z.enum(TRACK_STATUSES).nullable(),
  source: z.enum(TRACK_SOURCES),
  trackTaskNotifyTime: text,
  trackTaskCompleteTime: text,
});

export const waybillFileAnswer = z.object({
  id: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  type: z.enum(WAYBILL_FILE_TYPES),
  remark: text,
  operateFrom: z.enum(['staff', 'customer']),
  createBy: z.string(),
  createByName: z.string(),
  createAt: z.string(),
  waybillId: z.string(),
});

const invoiceAnswer = invoiceSchema.extend({ id: z.string() });

/**
 * The `findById` detail (the domain's `WaybillDetail`): the sections, and the sub-lists present
 * only when their flag was asked. `info` names its main columns; the others (times, weights,
 * statuses, flags: see `WaybillInfo`) pass through.
 */
export const waybillDetailAnswer = z.looseObject({
  info: z.looseObject({
    id: z.string(),
    waybillNo: z.string(),
    status,
    customerId: z.string(),
    customerCode: z.string(),
    customerName: z.string(),
    destination: z.string(),
    productId: z.string(),
    productCode: z.string(),
    productName: z.string(),
    orderTime: z.string(),
    pieceCount: z.number().int(),
  }),
  sender: senderSchema.extend({ id: z.string() }),
  recipient: recipientSchema.extend({ id: z.string() }),
  invoice: invoiceAnswer,
  makeDocumentInvoice: invoiceAnswer.nullable(),
  openedWorkOrderCount: z.number().int(),
  pieces: z.array(waybillPieceAnswer).optional(),
  boxes: z
    .array(
      z.object({
        id: z.string(),
        subNo: z.string(),
        boxNo: z.string(),
        actualWeight: text,
        length: text,
        width: text,
        height: text,
        commodityLineCount: z.number().int(),
        commodityQuantity: z.number().int(),
        fbaShipmentId: text,
        fbaReferenceId: text,
        imageFileId: text,
        commodities: z.array(commodityAnswer),
      }),
    )
    .optional(),
  commodities: z.array(commodityAnswer).optional(),
  tracks: z.array(waybillTrackAnswer).optional(),
  files: z.array(waybillFileAnswer).optional(),
  timeCost: z.record(z.enum(TIME_COST_NODES), z.number().nullable()).optional(),
});

const pickerOption = z.object({ id: z.string(), code: z.string(), name: z.string() });

/** A book entry of the order form's sender / recipient pickers (the country as its code). */
export const orderAddressAnswer = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  taxNo: z.string().nullable(),
});

/** A waybill found by number for the batch-update preview. */
export const foundWaybillAnswer = z.looseObject({
  id: z.string(),
  waybillNo: z.string(),
  customerNo: z.string().nullable(),
  customerCode: z.string().nullable(),
  productName: z.string().nullable(),
  status,
  destination: z.string(),
  orderTime: timestampAnswer,
});

export const WAYBILL_ANSWERS = {
  /** `warnings`: what the order checks said without refusing (a customer short of available balance). */
  order: z.object({ id, waybillNo: z.string(), warnings: z.array(z.string()).optional() }),
  /** Rows of the list: the columns the list shows (loose: they follow the list's columns). */
  search: searchResultOf(z.looseObject({ id })),
  statusGroup: z.record(z.string(), z.number().int()),
  action: statusChangeAnswer,
  updated: count('updated'),
  deleted: count('deleted'),
  appended: count('appended'),
  lines: count('lines'),
  fileIds: z.array(z.string()),
  export: jobStartAnswer,
  copy: z.object({
    /** `copiedFrom`: the number of the waybill copied. */
    waybills: z.array(z.object({ id, waybillNo: z.string(), copiedFrom: z.string() })),
  }),
  update: z.object({ id, version: z.number().int() }),
  remoteLevel: z.object({ remoteLevel: z.number().int() }),
  options: z.array(optionAnswer),
  /** Goods descriptions of the order picker, with their category. */
  goodsDescs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      nameEn: z.string().nullable(),
      categoryName: z.string().nullable(),
    }),
  ),
  fees: z.array(waybillFeeAnswer),
  detail: waybillDetailAnswer,
  /** Enabled products and countries (with EU membership) of the order form. */
  orderOptions: z.object({
    /** `orderConfig`: the field configs of the product's order config template (empty: none). */
    products: z.array(
      pickerOption.extend({ volumeDivisor: z.number(), orderConfig: orderFieldConfigsSchema }),
    ),
    countries: z.array(
      z.object({
        code: z.string(),
        nameCn: z.string(),
        nameEn: z.string(),
        nameVi: z.string().nullable(),
        isEu: z.boolean(),
      }),
    ),
  }),
  addresses: z.array(orderAddressAnswer),
  /** Products (and channels, staff only) of the list and batch-update pickers. */
  pickerOptions: z.object({ products: z.array(pickerOption), channels: z.array(pickerOption) }),
  findByNos: z.object({ records: z.array(foundWaybillAnswer), missing: z.array(z.string()) }),
  /** The received weights, the warning flags and the receive warnings in the caller's language. */
  receive: z.looseObject({
    id: z.string(),
    waybillNo: z.string(),
    status,
    pieceCount: z.number().int(),
    receiveActualWeight: z.string(),
    receiveVolumeWeight: z.string(),
    receivableRealChargeWeight: z.string(),
    warnings: z.array(z.string()),
  }),
  /** The editable values of the staff edit, the number, status and version. */
  updateForm: waybillUpdateSchema.extend({
    waybillNo: z.string(),
    status,
    sender: senderSchema,
    recipient: recipientSchema,
    invoice: invoiceSchema,
  }),
};
