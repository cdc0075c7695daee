import {
  CarrierCallError,
  type CarrierConnector,
  type CarrierContext,
  type CarrierShipment,
  type RateQuote,
  type ShipResult,
} from '../../connector.ts';
import { dhlCall } from './dhl-http.ts';
import {
  type DhlCreatedShipment,
  type DhlRates,
  quotesOf,
  rateBody,
  shipBody,
  shipResultOf,
} from './dhl-shipment.ts';
import { dhlCancel, dhlTrack } from './dhl-track.ts';

/**
 * DHL Express through the MyDHL API (REST, OpenAPI document 3.1.1): rates, shipments with PDF or
 * ZPL labels, tracking, and a cancel that refuses once DHL has the parcel (see `dhlCancel`). Written
 * from the published document and tested against its examples only: never run against DHL here.
 */

function accountOf(ctx: CarrierContext): string {
  const account = ctx.credentials.accountNumber;
  if (!account) {
    throw new CarrierCallError({
      code: 'auth',
      message: 'The DHL Express account number is missing from the API configuration',
      retryable: false,
    });
  }
  return account;
}

async function rate(ctx: CarrierContext, shipment: CarrierShipment): Promise<RateQuote[]> {
  const answer = await dhlCall<DhlRates>(ctx, {
    method: 'POST',
    path: '/rates',
    body: rateBody(shipment, accountOf(ctx), ctx.now),
    tag: 'dhl/rate',
  });
  return quotesOf(answer, shipment.serviceCode);
}

async function ship(ctx: CarrierContext, shipment: CarrierShipment): Promise<ShipResult> {
  const answer = await dhlCall<DhlCreatedShipment>(ctx, {
    method: 'POST',
    path: '/shipments',
    body: shipBody(shipment, accountOf(ctx), ctx.now),
    tag: 'dhl/ship',
  });
  return shipResultOf(answer, shipment);
}

export const dhlConnector: CarrierConnector = {
  code: 'dhl',
  name: { zh: 'DHL 快递 (MyDHL API)', en: 'DHL Express (MyDHL API)', vi: 'DHL Express (MyDHL API)' },
  carrier: 1,
  kinds: ['label', 'track', 'price'],
  credentialFields: [
    {
      key: 'apiKey',
      label: { zh: 'API 用户名', en: 'API key (username)', vi: 'Khóa API (tên đăng nhập)' },
      secret: false,
      required: true,
    },
    {
      key: 'apiSecret',
      label: { zh: 'API 密码', en: 'API secret (password)', vi: 'Mật khẩu API' },
      secret: true,
      required: true,
    },
    {
      key: 'accountNumber',
      label: { zh: 'DHL 账号', en: 'DHL account number', vi: 'Số tài khoản DHL' },
      secret: false,
      required: true,
    },
  ],
  endpoints: {
    test: 'https://express.api.dhl.com/mydhlapi/test',
    live: 'https://express.api.dhl.com/mydhlapi',
  },
  rate,
  ship,
  cancel: dhlCancel,
  track: dhlTrack,
};
