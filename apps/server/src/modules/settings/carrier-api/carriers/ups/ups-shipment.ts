import Decimal from 'decimal.js';
import type { CarrierAddress, CarrierPiece, CarrierShipment, RateQuote } from '../../connector.ts';

/**
 * Our `CarrierShipment` as UPS's Rating (RateRequest) and Shipping (ShipmentRequest) bodies, and
 * the rated shipments back as quotes. Field names follow Rating.yaml and Shipping.yaml of
 * UPS-API/api-documentation (API version v2409). UPS takes every value as a string; weights are sent
 * in KGS and sizes in CM.
 */

/** UPS service codes (Rating.yaml, Service/Code) and their product names. */
export const UPS_SERVICES: Readonly<Record<string, string>> = {
  '01': 'UPS Next Day Air',
  '02': 'UPS 2nd Day Air',
  '03': 'UPS Ground',
  '07': 'UPS Worldwide Express',
  '08': 'UPS Worldwide Expedited',
  '11': 'UPS Standard',
  '12': 'UPS 3 Day Select',
  '13': 'UPS Next Day Air Saver',
  '14': 'UPS Next Day Air Early',
  '54': 'UPS Worldwide Express Plus',
  '59': 'UPS 2nd Day Air A.M.',
  '65': 'UPS Worldwide Saver',
};

/**
 * The service when the channel names none: Worldwide Saver abroad, Ground inside the US, Standard
 * inside any other country.
 */
export function serviceCode(s: CarrierShipment): string {
  if (s.serviceCode) return s.serviceCode;
  if (s.shipper.countryCode !== s.receiver.countryCode) return '65';
  return s.shipper.countryCode === 'US' ? '03' : '11';
}

const cut = (s: string, n: number) => s.slice(0, n);

function address(a: CarrierAddress) {
  return {
    AddressLine: a.lines.slice(0, 3).map((l) => cut(l, 35)),
    City: cut(a.city, 30),
    ...(a.state ? { StateProvinceCode: a.state } : {}),
    ...(a.postcode ? { PostalCode: a.postcode } : {}),
    CountryCode: a.countryCode,
  };
}

function party(a: CarrierAddress) {
  return {
    Name: cut(a.company || a.name, 35),
    AttentionName: cut(a.name, 35),
    ...(a.phone ? { Phone: { Number: cut(a.phone, 15) } } : {}),
    ...(a.email ? { EMailAddress: cut(a.email, 50) } : {}),
    Address: address(a),
  };
}

function shipper(s: CarrierShipment, accountNumber: string) {
  return { ...party(s.shipper), ShipperNumber: accountNumber };
}

function sizes(p: CarrierPiece) {
  if (!p.length || !p.width || !p.height) return {};
  return {
    Dimensions: { UnitOfMeasurement: { Code: 'CM' }, Length: p.length, Width: p.width, Height: p.height },
  };
}

const weight = (p: CarrierPiece) => ({ UnitOfMeasurement: { Code: 'KGS' }, Weight: p.weight });

const billShipper = (accountNumber: string) => ({
  ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: accountNumber } }],
});

/** Shipping.yaml: the invoice total (whole units) is required for goods going from the US to Canada or Puerto Rico. */
function invoiceLineTotal(s: CarrierShipment) {
  if (s.documents || s.shipper.countryCode !== 'US' || !['CA', 'PR'].includes(s.receiver.countryCode))
    return {};
  if (!s.commodities.length) return {};
  const total = s.commodities.reduce(
    (sum, c) => sum.plus(new Decimal(c.unitValue).times(c.quantity)),
    new Decimal(0),
  );
  return {
    InvoiceLineTotal: {
      CurrencyCode: s.commodities[0]!.currency,
      MonetaryValue: total.toDecimalPlaces(0, Decimal.ROUND_UP).toString(),
    },
  };
}

/** An empty tag, valid only between two countries. */
const documentsOnly = (s: CarrierShipment) =>
  s.documents && s.shipper.countryCode !== s.receiver.countryCode ? { DocumentsOnlyIndicator: '' } : {};

export function rateBody(s: CarrierShipment, accountNumber: string) {
  return {
    RateRequest: {
      Request: { TransactionReference: { CustomerContext: cut(s.reference, 512) } },
      Shipment: {
        Shipper: shipper(s, accountNumber),
        ShipTo: party(s.receiver),
        ShipFrom: party(s.shipper),
        PaymentDetails: billShipper(accountNumber),
        ...(s.serviceCode ? { Service: { Code: s.serviceCode } } : {}),
        NumOfPieces: String(s.pieces.length),
        ...documentsOnly(s),
        ...invoiceLineTotal(s),
        Package: s.pieces.map((p) => ({
          PackagingType: { Code: '02' },
          ...sizes(p),
          PackageWeight: weight(p),
        })),
      },
    },
  };
}

function description(s: CarrierShipment): string {
  if (s.documents) return 'Documents';
  return cut(s.commodities.map((c) => c.description).join(', '), 50) || 'Goods';
}

export function shipBody(s: CarrierShipment, accountNumber: string) {
  return {
    ShipmentRequest: {
      Request: {
        RequestOption: 'nonvalidate',
        TransactionReference: { CustomerContext: cut(s.reference, 512) },
      },
      Shipment: {
        Description: description(s),
        Shipper: shipper(s, accountNumber),
        ShipTo: party(s.receiver),
        ShipFrom: party(s.shipper),
        PaymentInformation: billShipper(accountNumber),
        Service: {
          Code: serviceCode(s),
          ...(UPS_SERVICES[serviceCode(s)] ? { Description: UPS_SERVICES[serviceCode(s)] } : {}),
        },
        ...documentsOnly(s),
        ...invoiceLineTotal(s),
        Package: s.pieces.map((p) => ({
          Packaging: { Code: '02' },
          ...sizes(p),
          PackageWeight: weight(p),
          ReferenceNumber: [{ Value: cut(s.reference, 35) }],
        })),
      },
      // the Ship API renders GIF, ZPL, EPL or SPL; a PDF label is made from the GIF (ups-label.ts)
      LabelSpecification: {
        LabelImageFormat: { Code: s.labelFormat === 'zpl' ? 'ZPL' : 'GIF' },
        HTTPUserAgent: 'Mozilla/4.5',
        LabelStockSize: { Height: '6', Width: '4' },
      },
    },
  };
}

type Money = { CurrencyCode?: string; MonetaryValue?: string };
type RatedShipment = {
  Service?: { Code?: string; Description?: string };
  TotalCharges?: Money;
  NegotiatedRateCharges?: { TotalCharge?: Money };
  BillingWeight?: { UnitOfMeasurement?: { Code?: string }; Weight?: string };
  GuaranteedDelivery?: { BusinessDaysInTransit?: string };
};
export type UpsRates = { RateResponse?: { RatedShipment?: RatedShipment | RatedShipment[] } };

export const asList = <T>(x: T | T[] | null | undefined): T[] =>
  x == null ? [] : Array.isArray(x) ? x : [x];

const LB_IN_KG = new Decimal('0.45359237');

/** The billing weight in kg (UPS answers LBS for US accounts). */
function chargeWeightKg(w: RatedShipment['BillingWeight']): string | null {
  if (!w?.Weight) return null;
  const value = new Decimal(w.Weight);
  return (w.UnitOfMeasurement?.Code === 'LBS' ? value.times(LB_IN_KG).toDecimalPlaces(3) : value).toString();
}

/** The negotiated (account) price when UPS gives one, else the published one. */
export function chargeOf(r: {
  TotalCharges?: Money;
  NegotiatedRateCharges?: { TotalCharge?: Money };
}): Money | undefined {
  const negotiated = r.NegotiatedRateCharges?.TotalCharge;
  return negotiated?.MonetaryValue ? negotiated : r.TotalCharges;
}

export function quotesOf(answer: UpsRates): RateQuote[] {
  return asList(answer.RateResponse?.RatedShipment).flatMap((r) => {
    const code = r.Service?.Code;
    const charge = chargeOf(r);
    if (!code || !charge?.MonetaryValue || !charge.CurrencyCode) return [];
    const days = r.GuaranteedDelivery?.BusinessDaysInTransit;
    return [
      {
        serviceCode: code,
        serviceName: UPS_SERVICES[code] ?? (r.Service?.Description || null),
        total: new Decimal(charge.MonetaryValue).toString(),
        currency: charge.CurrencyCode,
        chargeWeight: chargeWeightKg(r.BillingWeight),
        transitDays: days ? Number(days) : null,
      },
    ];
  });
}
