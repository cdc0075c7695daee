import Decimal from 'decimal.js';
import type {
  CarrierAddress,
  CarrierPiece,
  CarrierShipment,
  LabelFormat,
  RateQuote,
  ShipLabel,
  ShipResult,
} from '../../connector.ts';

/**
 * Our `CarrierShipment` as the MyDHL API's rate (POST /rates) and create-shipment (POST /shipments)
 * bodies, and their answers back as quotes and a ship result. Field names follow the OpenAPI document
 * 3.1.1 (supermodelIoLogisticsExpressRateRequest / CreateShipmentRequest / CreateShipmentResponse).
 * Weights are kg and sizes cm (`unitOfMeasurement: metric`); DHL wants JSON numbers, so the decimal
 * strings become numbers only here, at the wire.
 */

/** DHL's global product codes when the channel names none: EXPRESS WORLDWIDE, documents or not. */
const DEFAULT_PRODUCT = { documents: 'D', goods: 'P' } as const;

const num = (s: string) => Number(new Decimal(s).toString());

/**
 * `2022-10-19T19:19:40 GMT+00:00`, the format of the document's examples. DHL refuses a past date and
 * advises against "now" (it may be in the past when it arrives): today (or an earlier date) becomes
 * a quarter of an hour from now; a later date, 10:00 UTC that day.
 */
export function plannedShippingDateAndTime(shipDate: string, now: Date): string {
  const soon = new Date(now.getTime() + 15 * 60_000).toISOString();
  if (shipDate <= now.toISOString().slice(0, 10))
    return `${soon.slice(0, 10)}T${soon.slice(11, 19)} GMT+00:00`;
  return `${shipDate}T10:00:00 GMT+00:00`;
}

function postalAddress(a: CarrierAddress) {
  const [line1 = '', line2, line3] = a.lines;
  return {
    postalCode: a.postcode ?? '',
    cityName: a.city,
    countryCode: a.countryCode,
    ...(a.state ? { provinceCode: a.state } : {}),
    addressLine1: line1,
    ...(line2 ? { addressLine2: line2 } : {}),
    ...(line3 ? { addressLine3: line3 } : {}),
  };
}

function party(a: CarrierAddress) {
  return {
    postalAddress: postalAddress(a),
    contactInformation: {
      fullName: a.name,
      companyName: a.company || a.name,
      phone: a.phone ?? '',
      ...(a.email ? { email: a.email } : {}),
    },
  };
}

function dimensions(p: CarrierPiece) {
  if (!p.length || !p.width || !p.height) return {};
  return { dimensions: { length: num(p.length), width: num(p.width), height: num(p.height) } };
}

function declaredValue(s: CarrierShipment): { value: number; currency: string } | null {
  if (s.documents || !s.commodities.length) return null;
  const total = s.commodities.reduce(
    (sum, c) => sum.plus(new Decimal(c.unitValue).times(c.quantity)),
    new Decimal(0),
  );
  return { value: num(total.toString()), currency: s.commodities[0]!.currency };
}

function accounts(accountNumber: string) {
  return [{ typeCode: 'shipper', number: accountNumber }];
}

export function productCode(s: CarrierShipment): string {
  return s.serviceCode || (s.documents ? DEFAULT_PRODUCT.documents : DEFAULT_PRODUCT.goods);
}

export function rateBody(s: CarrierShipment, accountNumber: string, now: Date) {
  const value = declaredValue(s);
  return {
    customerDetails: { shipperDetails: postalAddress(s.shipper), receiverDetails: postalAddress(s.receiver) },
    accounts: accounts(accountNumber),
    ...(s.serviceCode ? { productCode: s.serviceCode } : {}),
    plannedShippingDateAndTime: plannedShippingDateAndTime(s.shipDate, now),
    unitOfMeasurement: 'metric',
    isCustomsDeclarable: !s.documents,
    ...(value ? { monetaryAmount: [{ typeCode: 'declaredValue', ...value }] } : {}),
    packages: s.pieces.map((p) => ({ weight: num(p.weight), ...dimensions(p) })),
  };
}

function exportDeclaration(s: CarrierShipment) {
  return {
    lineItems: s.commodities.map((c, i) => ({
      number: i + 1,
      description: c.description.slice(0, 512),
      price: num(c.unitValue),
      quantity: { value: c.quantity, unitOfMeasurement: 'PCS' },
      ...(c.hsCode ? { commodityCodes: [{ typeCode: 'outbound', value: c.hsCode }] } : {}),
      manufacturerCountry: c.originCountry || s.shipper.countryCode,
      weight: c.weight
        ? {
            netValue: num(new Decimal(c.weight).times(c.quantity).toString()),
            grossValue: num(new Decimal(c.weight).times(c.quantity).toString()),
          }
        : { netValue: 0.001, grossValue: 0.001 },
    })),
    invoice: { number: s.reference, date: s.shipDate },
  };
}

function contentDescription(s: CarrierShipment): string {
  if (s.documents) return 'Documents';
  return (
    s.commodities
      .map((c) => c.description)
      .join(', ')
      .slice(0, 70) || 'Goods'
  );
}

export function shipBody(s: CarrierShipment, accountNumber: string, now: Date) {
  const value = declaredValue(s);
  const reference = [{ value: s.reference.slice(0, 35), typeCode: 'CU' }];
  return {
    plannedShippingDateAndTime: plannedShippingDateAndTime(s.shipDate, now),
    // pickups are booked separately (DHL's pickup service), never as a side effect of buying a label
    pickup: { isRequested: false },
    productCode: productCode(s),
    accounts: accounts(accountNumber),
    customerReferences: reference,
    outputImageProperties: { encodingFormat: s.labelFormat, imageOptions: [{ typeCode: 'label' }] },
    customerDetails: { shipperDetails: party(s.shipper), receiverDetails: party(s.receiver) },
    content: {
      packages: s.pieces.map((p) => ({
        weight: num(p.weight),
        ...dimensions(p),
        customerReferences: reference,
      })),
      isCustomsDeclarable: !s.documents,
      ...(value ? { declaredValue: value.value, declaredValueCurrency: value.currency } : {}),
      ...(!s.documents && s.commodities.length ? { exportDeclaration: exportDeclaration(s) } : {}),
      description: contentDescription(s),
      incoterm: 'DAP',
      unitOfMeasurement: 'metric',
    },
  };
}

type DhlPrice = { currencyType?: string; priceCurrency?: string; price?: number };
type DhlProduct = {
  productName?: string;
  productCode: string;
  weight?: { volumetric?: number; provided?: number };
  totalPrice?: DhlPrice[];
  deliveryCapabilities?: { totalTransitDays?: number | string };
};
export type DhlRates = { products?: DhlProduct[] };

/** The billing-currency price (BILLC) when DHL answers several currencies, else the first one. */
function billingPrice(prices: DhlPrice[] = []): DhlPrice | undefined {
  return prices.find((p) => p.currencyType === 'BILLC') ?? prices.find((p) => p.price !== undefined);
}

export function quotesOf(answer: DhlRates, serviceCode?: string | null): RateQuote[] {
  return (answer.products ?? [])
    .filter((p) => !serviceCode || p.productCode === serviceCode)
    .flatMap((p) => {
      const price = billingPrice(p.totalPrice);
      if (price?.price === undefined || !price.priceCurrency) return [];
      const weights = [p.weight?.provided, p.weight?.volumetric].filter((w): w is number => w !== undefined);
      const days = p.deliveryCapabilities?.totalTransitDays;
      return [
        {
          serviceCode: p.productCode,
          serviceName: p.productName ?? null,
          total: new Decimal(price.price).toString(),
          currency: price.priceCurrency,
          chargeWeight: weights.length ? Decimal.max(...weights).toString() : null,
          transitDays: days === undefined || days === '' ? null : Number(days),
        },
      ];
    });
}

type DhlDocument = { imageFormat?: string; content?: string; typeCode?: string };
export type DhlCreatedShipment = {
  shipmentTrackingNumber: string;
  packages?: { referenceNumber?: number; trackingNumber?: string }[];
  documents?: DhlDocument[];
  shipmentCharges?: { currencyType?: string; priceCurrency?: string; price?: number }[];
};

const LABEL_FORMATS: Record<string, LabelFormat> = { PDF: 'pdf', ZPL: 'zpl' };

function labelsOf(documents: DhlDocument[] = []): ShipLabel[] {
  return documents.flatMap((d) => {
    const format = LABEL_FORMATS[(d.imageFormat ?? '').toUpperCase()];
    if (d.typeCode !== 'label' || !format || !d.content) return [];
    return [{ format, content: Buffer.from(d.content, 'base64') }];
  });
}

export function shipResultOf(answer: DhlCreatedShipment, s: CarrierShipment): ShipResult {
  const trackNo = answer.shipmentTrackingNumber;
  const charge = billingPrice(answer.shipmentCharges);
  return {
    trackNo,
    // the piece identifiers (JD…) of each box: DHL tracks them as well as the waybill number
    subTrackNos: (answer.packages ?? [])
      .map((p) => p.trackingNumber)
      .filter((n): n is string => !!n && n !== trackNo),
    labels: labelsOf(answer.documents),
    carrierShipmentId: null,
    charges:
      charge?.price !== undefined && charge.priceCurrency
        ? {
            serviceCode: productCode(s),
            total: new Decimal(charge.price).toString(),
            currency: charge.priceCurrency,
          }
        : null,
  };
}
