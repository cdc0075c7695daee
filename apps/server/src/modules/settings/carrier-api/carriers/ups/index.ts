import Decimal from 'decimal.js';
import {
  CarrierCallError,
  type CarrierConnector,
  type CarrierContext,
  type CarrierShipment,
  type RateQuote,
  type ShipLabel,
  type ShipResult,
} from '../../connector.ts';
import { parseJson, upsCall, upsError, upsSend } from './ups-http.ts';
import { gifLabelToPdf } from './ups-label.ts';
import {
  asList,
  chargeOf,
  quotesOf,
  rateBody,
  serviceCode,
  shipBody,
  type UpsRates,
} from './ups-shipment.ts';
import { upsTrack } from './ups-track.ts';

/**
 * UPS through its REST APIs (UPS-API/api-documentation: OAuthClientCredentials, Rating, Shipping
 * and Tracking, version v2409 for rating and shipping, v1 for tracking): rates, shipments with ZPL
 * or PDF labels (PDF made from UPS's GIF), void, and tracking. Written from the published documents
 * and tested against UPS's published examples only: never run against UPS here.
 */

const VERSION = 'v2409';

function accountOf(ctx: CarrierContext): string {
  const account = ctx.credentials.accountNumber;
  if (!account) {
    throw new CarrierCallError({
      code: 'auth',
      message: 'The UPS account (shipper) number is missing from the API configuration',
      retryable: false,
    });
  }
  return account;
}

async function rate(ctx: CarrierContext, shipment: CarrierShipment): Promise<RateQuote[]> {
  const answer = await upsCall<UpsRates>(ctx, {
    method: 'POST',
    path: `/api/rating/${VERSION}/${shipment.serviceCode ? 'Rate' : 'Shop'}`,
    body: rateBody(shipment, accountOf(ctx)),
    tag: 'ups/rate',
  });
  return quotesOf(answer);
}

type Money = { CurrencyCode?: string; MonetaryValue?: string };
type PackageResult = {
  TrackingNumber?: string;
  ShippingLabel?: { ImageFormat?: { Code?: string }; GraphicImage?: string };
};
type UpsShipped = {
  ShipmentResponse?: {
    ShipmentResults?: {
      ShipmentIdentificationNumber?: string;
      PackageResults?: PackageResult | PackageResult[];
      ShipmentCharges?: { TotalCharges?: Money };
      NegotiatedRateCharges?: { TotalCharge?: Money };
    };
  };
};

async function labelOf(p: PackageResult, trackNo: string): Promise<ShipLabel[]> {
  const image = p.ShippingLabel?.GraphicImage;
  const format = p.ShippingLabel?.ImageFormat?.Code?.toUpperCase();
  if (!image) return [];
  const content = Buffer.from(image, 'base64');
  if (format === 'ZPL') return [{ format: 'zpl', content }];
  if (format === 'GIF')
    return [{ format: 'pdf', content: await gifLabelToPdf(content, `UPS ${p.TrackingNumber ?? trackNo}`) }];
  return [];
}

async function ship(ctx: CarrierContext, shipment: CarrierShipment): Promise<ShipResult> {
  const answer = await upsCall<UpsShipped>(ctx, {
    method: 'POST',
    path: `/api/shipments/${VERSION}/ship`,
    body: shipBody(shipment, accountOf(ctx)),
    tag: 'ups/ship',
    keyed: true,
  });
  const results = answer.ShipmentResponse?.ShipmentResults;
  const packages = asList(results?.PackageResults);
  const trackNo = results?.ShipmentIdentificationNumber ?? packages[0]?.TrackingNumber;
  if (!trackNo) {
    throw new CarrierCallError({
      code: 'unknown',
      message: 'UPS answered no shipment number',
      retryable: false,
    });
  }
  const charge = results
    ? chargeOf({
        TotalCharges: results.ShipmentCharges?.TotalCharges,
        NegotiatedRateCharges: results.NegotiatedRateCharges,
      })
    : undefined;
  return {
    trackNo,
    subTrackNos: packages.map((p) => p.TrackingNumber).filter((n): n is string => !!n && n !== trackNo),
    labels: (await Promise.all(packages.map((p) => labelOf(p, trackNo)))).flat(),
    carrierShipmentId: null,
    charges:
      charge?.MonetaryValue && charge.CurrencyCode
        ? {
            serviceCode: serviceCode(shipment),
            total: new Decimal(charge.MonetaryValue).toString(),
            currency: charge.CurrencyCode,
          }
        : null,
  };
}

type UpsVoided = {
  VoidShipmentResponse?: { SummaryResult?: { Status?: { Code?: string; Description?: string } } };
};

/** Voids the whole shipment (every package of it); UPS refuses once the parcel is picked up or the void period is over. */
async function cancel(
  ctx: CarrierContext,
  ref: { trackNo: string; carrierShipmentId?: string | null },
): Promise<void> {
  const id = ref.carrierShipmentId || ref.trackNo;
  const res = await upsSend(ctx, {
    method: 'DELETE',
    path: `/api/shipments/${VERSION}/void/cancel/${encodeURIComponent(id)}`,
    tag: 'ups/cancel',
    keyed: true,
  });
  if (res.status < 200 || res.status >= 300) {
    const error = upsError(res);
    // a refused void that is not about credentials, throttling or an outage: the shipment stays
    throw new CarrierCallError(
      error.code === 'validation' || error.code === 'unknown'
        ? { ...error, code: 'notCancellable', message: 'UPS refused to void the shipment' }
        : error,
    );
  }
  const status = parseJson<UpsVoided>(res).VoidShipmentResponse?.SummaryResult?.Status;
  if (status?.Code !== '1') {
    throw new CarrierCallError({
      code: 'notCancellable',
      message: 'UPS did not void the shipment',
      carrierCode: status?.Code ?? null,
      carrierMessage: status?.Description ?? null,
      retryable: false,
    });
  }
}

export const upsConnector: CarrierConnector = {
  code: 'ups',
  name: { zh: 'UPS', en: 'UPS', vi: 'UPS' },
  carrier: 3,
  kinds: ['label', 'track', 'price'],
  credentialFields: [
    {
      key: 'clientId',
      label: { zh: '客户端 ID', en: 'Client ID', vi: 'Client ID' },
      secret: false,
      required: true,
    },
    {
      key: 'clientSecret',
      label: { zh: '客户端密钥', en: 'Client secret', vi: 'Khóa bí mật client' },
      secret: true,
      required: true,
    },
    {
      key: 'accountNumber',
      label: {
        zh: 'UPS 账号（发件人号码）',
        en: 'UPS account (shipper) number',
        vi: 'Số tài khoản UPS (mã người gửi)',
      },
      secret: false,
      required: true,
    },
  ],
  endpoints: { test: 'https://wwwcie.ups.com', live: 'https://onlinetools.ups.com' },
  rate,
  ship,
  cancel,
  track: upsTrack,
};
