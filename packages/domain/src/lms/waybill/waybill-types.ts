import type {
  AddressType,
  AuditStatusValue,
  DetainType,
  PackageType,
  PayorType,
  TrackSource,
  TrackStatus,
  TradeClause,
  WaybillFileType,
  WaybillFlags,
  WaybillStatus,
  WeightConfirmStatusValue,
} from './waybill-enums.ts';
import type { CommodityInput, InvoiceInput, RecipientInput, SenderInput } from './waybill-fields.ts';
import type { WaybillTimeCost } from './waybill-time-cost.ts';

/**
 * Read shapes of a freight waybill as `findById` answers them (spec platform-core §3). Decimals
 * are strings, times ISO strings, ids UUID strings; absent values are null.
 */
type Maybe<T> = T | null;
type Decimal = string;
type Time = Maybe<string>;

export type WaybillIdentity = {
  id: string;
  waybillNo: string;
  trackNo: Maybe<string>;
  subTrackNos: string[];
  historyTrackNos: string[];
  fbaShipmentId: Maybe<string>;
  fbaReferenceId: Maybe<string>;
  status: WaybillStatus;
  customerId: string;
  customerCode: string;
  customerName: string;
  customerNo: Maybe<string>;
  customerExtraNo: Maybe<string>;
  customerReturnCode: Maybe<string>;
  combineNo: Maybe<string>;
  ladingNo: Maybe<string>;
  packageNo: Maybe<string>;
  cabinetNo: Maybe<string>;
  bookNo: Maybe<string>;
  agentReturnNo: Maybe<string>;
  /** Destination country code (the recipient's). */
  destination: string;
  euDestination: Maybe<string>;
};

export type WaybillClassification = {
  businessType: Maybe<string>;
  headTransportMode: Maybe<string>;
  endDeliveryMode: Maybe<string>;
  productId: string;
  productCode: string;
  productName: string;
  channelId: Maybe<string>;
  channelCode: Maybe<string>;
  headAgentId: Maybe<string>;
  customsAgentId: Maybe<string>;
  clearanceAgentId: Maybe<string>;
  deliveryAgentId: Maybe<string>;
};

export type WaybillTimes = {
  orderTime: string;
  pickUpTime: Time;
  arriveTime: Time;
  receiveTime: Time;
  checkGoodsTime: Time;
  packageTime: Time;
  weightConfirmTime: Time;
  documentAuditTime: Time;
  sendTime: Time;
  arrivalTime: Time;
  clearanceTime: Time;
  deliverTime: Time;
  backTime: Time;
  completeTime: Time;
  agentReceiveTime: Time;
  trackTime: Time;
  declareTime: Time;
  estimatedDeliveryTimeFrom: Time;
  estimatedDeliveryTimeTo: Time;
  trackTaskNotifyTime: Time;
  trackTaskCompleteTime: Time;
  trackTaskNotifyErrMsg: Maybe<string>;
};

/** Order, receive and send weights kept apart (columns named by WEIGHT_COLUMNS). */
export type WaybillWeightColumns = {
  pieceCount: number;
  orderActualWeight: Maybe<Decimal>;
  orderVolumeWeight: Maybe<Decimal>;
  orderChargeWeight: Maybe<Decimal>;
  orderSquareNumber: Maybe<Decimal>;
  orderWeightRule: Maybe<string>;
  orderVolumeDivisor: Maybe<number>;
  receiveActualWeight: Maybe<Decimal>;
  receiveVolumeWeight: Maybe<Decimal>;
  receivableRealChargeWeight: Maybe<Decimal>;
  receiveSquareNumber: Maybe<Decimal>;
  receiveWeightRule: Maybe<string>;
  receiveVolumeDivisor: Maybe<number>;
  sendActualWeight: Maybe<Decimal>;
  sendVolumeWeight: Maybe<Decimal>;
  sendChargeWeight: Maybe<Decimal>;
  sendSquareNumber: Maybe<Decimal>;
  sendWeightRule: Maybe<string>;
  sendVolumeDivisor: Maybe<number>;
  isManualActualWeight: boolean;
  isManualVolumeWeight: boolean;
  isManualChargeWeight: boolean;
};

export type WaybillStatuses = {
  detainTypes: DetainType[];
  documentAuditStatus: AuditStatusValue;
  documentAuditCount: number;
  documentAuditDenyReason: Maybe<string>;
  checkGoodsStatus: number;
  checkGoodsCount: number;
  needInsure: boolean;
  insureStatus: number;
  insureValue: Maybe<Decimal>;
  weightConfirmStatus: WeightConfirmStatusValue;
  weightRejectReason: Maybe<string>;
  invoiceConfirmStatus: number;
  deliveryStatus: Maybe<string>;
  openedWorkOrderCount: number;
};

export type WaybillInfo = WaybillIdentity &
  WaybillClassification &
  WaybillTimes &
  WaybillWeightColumns &
  WaybillStatuses &
  WaybillFlags & {
    tradeClause: Maybe<TradeClause>;
    declareType: Maybe<string>;
    packageType: PackageType;
    trackApiMode: Maybe<string>;
    orderRemark: Maybe<string>;
    receiveGoodsDescs: string[];
    freightPayorType: PayorType;
    taxPayorType: PayorType;
  };

export type WaybillAddress = SenderInput & { id: string };
export type WaybillRecipient = RecipientInput & { id: string; addressType: AddressType };
/** The invoice; `makeDocumentInvoice` has the same fields, shown in brackets in the drawer. */
export type WaybillInvoice = InvoiceInput & { id: string };

export type WaybillPiece = {
  id: string;
  subNo: string;
  trackNo: Maybe<string>;
  fbaShipmentId: Maybe<string>;
  fbaReferenceId: Maybe<string>;
  seventeenNo: Maybe<string>;
  status: Maybe<string>;
  boxNo: Maybe<string>;
  orderActualWeight: Maybe<Decimal>;
  orderLength: Maybe<Decimal>;
  orderWidth: Maybe<Decimal>;
  orderHeight: Maybe<Decimal>;
  receiveActualWeight: Maybe<Decimal>;
  receiveLength: Maybe<Decimal>;
  receiveWidth: Maybe<Decimal>;
  receiveHeight: Maybe<Decimal>;
  receiveVolumeWeight: Maybe<Decimal>;
  receivableChargeWeight: Maybe<Decimal>;
  girth: Maybe<Decimal>;
  isOverlong: boolean;
  isOverweight: boolean;
  packageNo: Maybe<string>;
  cabinetNo: Maybe<string>;
  flightNo: Maybe<string>;
  dispatchNo: Maybe<string>;
  isDelay: boolean;
  delayReason: Maybe<string>;
  checkGoodsStatus: number;
};

export type WaybillCommodity = CommodityInput & { id: string; boxId: Maybe<string>; totalPrice: Decimal };

export type WaybillBox = {
  id: string;
  subNo: string;
  boxNo: string;
  actualWeight: Maybe<Decimal>;
  length: Maybe<Decimal>;
  width: Maybe<Decimal>;
  height: Maybe<Decimal>;
  commodityLineCount: number;
  commodityQuantity: number;
  fbaShipmentId: Maybe<string>;
  fbaReferenceId: Maybe<string>;
  imageFileId: Maybe<string>;
  commodities: WaybillCommodity[];
};

export type WaybillTrack = {
  id: string;
  waybillId: string;
  time: string;
  description: string;
  location: Maybe<string>;
  status: Maybe<TrackStatus>;
  source: TrackSource;
  trackTaskNotifyTime: Time;
  trackTaskCompleteTime: Time;
};

export type WaybillFile = {
  id: string;
  fileId: string;
  fileName: string;
  type: WaybillFileType;
  remark: Maybe<string>;
  operateFrom: 'staff' | 'customer';
  createBy: string;
  createByName: string;
  createAt: string;
  waybillId: string;
};

/** The `findById` flags (spec §7): each asks for one sub-list or section. */
export const FIND_BY_ID_FLAGS = [
  'boxes',
  'pieces',
  'commodities',
  'tracks',
  'freightPayor',
  'taxPayor',
  'timeCost',
  'remark',
  'homePickUp',
  'files',
  'workOrder',
] as const;
export type FindByIdFlag = (typeof FIND_BY_ID_FLAGS)[number];

/** What `findById` answers; a sub-list is present only when its flag was asked. */
export type WaybillDetail = {
  info: WaybillInfo;
  sender: WaybillAddress;
  recipient: WaybillRecipient;
  invoice: WaybillInvoice;
  makeDocumentInvoice: Maybe<WaybillInvoice>;
  openedWorkOrderCount: number;
  pieces?: WaybillPiece[];
  boxes?: WaybillBox[];
  commodities?: WaybillCommodity[];
  tracks?: WaybillTrack[];
  files?: WaybillFile[];
  timeCost?: WaybillTimeCost;
};
