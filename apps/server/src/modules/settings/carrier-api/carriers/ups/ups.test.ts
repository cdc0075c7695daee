import { TRACK_STATUSES } from '@freightdesk/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CarrierCallError,
  type CarrierContext,
  type CarrierHttpRequest,
  type CarrierShipment,
} from '../../connector.ts';
import { FixtureServer, fetchHttp, testContext } from '../dhl/fixture-server.test-kit.ts';
import { upsConnector as ups } from './index.ts';
import { forgetUpsTokens } from './ups-http.ts';
import { UPS_CODE_STATUS, UPS_TYPE_STATUS, upsStatusOf } from './ups-track.ts';

/**
 * The UPS connector against UPS's published examples (fixtures/, each naming its source) served on
 * loopback: the OAuth token and its cache, what we send, and how the answers are read.
 */

const server = new FixtureServer(new URL('./fixtures/', import.meta.url));
const TOKEN = '/security/v1/oauth/token';
let ctx: CarrierContext;
let log: CarrierHttpRequest[];

const shipment: CarrierShipment = {
  reference: 'PDS2611280002',
  shipper: {
    name: 'Tran Minh',
    company: 'Saigon Goods Co',
    phone: '0901234567',
    lines: ['12 Le Loi', 'District 1'],
    city: 'Ho Chi Minh City',
    postcode: '700000',
    countryCode: 'VN',
  },
  receiver: {
    name: 'Anna Jansen',
    phone: '0612345678',
    lines: ['Kerkstraat 1'],
    city: 'Bussum',
    postcode: '1402SC',
    countryCode: 'NL',
  },
  pieces: [{ weight: '20', length: '30', width: '20', height: '20' }, { weight: '2.5' }],
  commodities: [
    { description: 'Coffee beans', quantity: 10, unitValue: '12.00', currency: 'USD', weight: '2' },
  ],
  shipDate: '2026-11-28',
  labelFormat: 'zpl',
};

async function refusal(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(CarrierCallError);
  return (e as CarrierCallError).error;
}

const calls = (path: string) => server.received.filter((r) => r.path === path);

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  forgetUpsTokens();
  log = [];
  ctx = testContext({
    http: fetchHttp(log),
    endpoint: server.url,
    credentials: { clientId: 'client-1', clientSecret: 'secret-1', accountNumber: 'A1B2C3' },
    idempotencyKey: 'parcel-8-attempt-1',
  });
  server.on('POST', TOKEN, 'oauth-token');
});

describe('the UPS connector', () => {
  it('declares its credentials, endpoints and kinds', () => {
    expect(ups.carrier).toBe(3);
    expect(ups.kinds).toEqual(['label', 'track', 'price']);
    expect(ups.endpoints).toEqual({ test: 'https://wwwcie.ups.com', live: 'https://onlinetools.ups.com' });
    expect(ups.credentialFields.map((f) => [f.key, f.secret])).toEqual([
      ['clientId', false],
      ['clientSecret', true],
      ['accountNumber', false],
    ]);
  });

  it('gets an OAuth token with client credentials and reuses it until it expires', async () => {
    server.on('POST', '/api/rating/v2409/Shop', 'rate');
    await ups.rate!(ctx, shipment);
    await ups.rate!(ctx, shipment);
    const [tokenCall] = calls(TOKEN);
    expect(calls(TOKEN)).toHaveLength(1);
    expect(tokenCall!.headers.authorization).toBe(
      `Basic ${Buffer.from('client-1:secret-1').toString('base64')}`,
    );
    expect(tokenCall!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenCall!.headers['x-merchant-id']).toBe('A1B2C3');
    expect(tokenCall!.body).toBe('grant_type=client_credentials');
    expect(log[0]!.tag).toBe('ups/oauth');
    for (const call of calls('/api/rating/v2409/Shop'))
      expect(call.headers.authorization).toBe('Bearer test-access-token-1');

    // 14399 s later (less the minute kept in hand) a new token is asked for
    await ups.rate!({ ...ctx, now: new Date(ctx.now.getTime() + 14_399_000) }, shipment);
    expect(calls(TOKEN)).toHaveLength(2);
    // other credentials, another token
    await ups.rate!({ ...ctx, credentials: { ...ctx.credentials, clientId: 'client-2' } }, shipment);
    expect(calls(TOKEN)).toHaveLength(3);
  });

  it('shops rates (no service named) and reads every rated service as decimal strings', async () => {
    server.on('POST', '/api/rating/v2409/Shop', 'rate');
    const quotes = await ups.rate!(ctx, { ...shipment, serviceCode: null });
    expect(quotes).toHaveLength(7);
    expect(quotes[0]).toEqual({
      serviceCode: '12',
      serviceName: 'UPS 3 Day Select',
      total: '20.25',
      currency: 'USD',
      chargeWeight: '0.454',
      transitDays: 3,
    });
    expect(quotes.find((q) => q.serviceCode === '03')).toMatchObject({ total: '12.49', transitDays: null });
    const [req] = calls('/api/rating/v2409/Shop');
    // UPS wants a transId unique to each request: only ship and void carry the unit of work's key
    expect(req!.headers.transid).toMatch(/^[0-9a-f]{32}$/);
    expect(req!.json).toMatchObject({
      RateRequest: {
        Request: { TransactionReference: { CustomerContext: 'PDS2611280002' } },
        Shipment: {
          Shipper: { ShipperNumber: 'A1B2C3', Address: { CountryCode: 'VN', City: 'Ho Chi Minh City' } },
          ShipTo: { Address: { PostalCode: '1402SC', CountryCode: 'NL' } },
          PaymentDetails: { ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: 'A1B2C3' } }] },
          NumOfPieces: '2',
          Package: [
            {
              PackageWeight: { UnitOfMeasurement: { Code: 'KGS' }, Weight: '20' },
              Dimensions: { UnitOfMeasurement: { Code: 'CM' }, Length: '30' },
            },
            { PackageWeight: { Weight: '2.5' } },
          ],
        },
      },
    });
    expect(log.find((r) => r.tag === 'ups/rate')).toBeTruthy();
  });

  it('rates one named service through the Rate option', async () => {
    server.on('POST', '/api/rating/v2409/Rate', 'rate');
    await ups.rate!(ctx, { ...shipment, serviceCode: '65' });
    expect(calls('/api/rating/v2409/Rate')[0]!.json).toMatchObject({
      RateRequest: { Shipment: { Service: { Code: '65' } } },
    });
  });

  it('ships with a ZPL label: the track number, the label text parsed, the charge', async () => {
    server.on('POST', '/api/shipments/v2409/ship', 'ship-zpl');
    const result = await ups.ship!(ctx, shipment);
    expect(result.trackNo).toBe('1Z2866YYYZ38400094');
    expect(result.subTrackNos).toEqual([]);
    expect(result.charges).toEqual({ serviceCode: '65', total: '4.57', currency: 'EUR' });
    const zpl = result.labels[0]!.content.toString('utf8').trim();
    expect(result.labels[0]!.format).toBe('zpl');
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.endsWith('^XZ')).toBe(true);
    // the label's tracking barcode (code 128) carries the track number
    expect(zpl).toMatch(/\^BCN,137,N,N,N,A\^FV1Z2866YYYZ38400094\^FS/);

    const [req] = calls('/api/shipments/v2409/ship');
    expect(req!.headers.transid).toBe('parcel-8-attempt-1');
    expect(log.find((r) => r.tag === 'ups/ship')).toBeTruthy();
    expect(req!.json).toMatchObject({
      ShipmentRequest: {
        Request: { RequestOption: 'nonvalidate', TransactionReference: { CustomerContext: 'PDS2611280002' } },
        Shipment: {
          Description: 'Coffee beans',
          Shipper: { Name: 'Saigon Goods Co', AttentionName: 'Tran Minh', ShipperNumber: 'A1B2C3' },
          ShipTo: {
            Name: 'Anna Jansen',
            Address: { AddressLine: ['Kerkstraat 1'], City: 'Bussum', CountryCode: 'NL' },
          },
          PaymentInformation: { ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: 'A1B2C3' } }] },
          Service: { Code: '65' },
          Package: [{ ReferenceNumber: [{ Value: 'PDS2611280002' }] }, { PackageWeight: { Weight: '2.5' } }],
        },
        LabelSpecification: {
          LabelImageFormat: { Code: 'ZPL' },
          LabelStockSize: { Height: '6', Width: '4' },
        },
      },
    });
  });

  it('ships with a PDF label: UPS’s GIF decoded and set on a 4×6 in page', async () => {
    server.on('POST', '/api/shipments/v2409/ship', 'ship-gif');
    const result = await ups.ship!(ctx, { ...shipment, labelFormat: 'pdf', serviceCode: '01' });
    expect(calls('/api/shipments/v2409/ship')[0]!.json).toMatchObject({
      ShipmentRequest: { LabelSpecification: { LabelImageFormat: { Code: 'GIF' } } },
    });
    expect(result.trackNo).toBe('1ZWA82900123277535');
    const pdf = result.labels[0]!.content.toString('latin1');
    expect(result.labels[0]!.format).toBe('pdf');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 288 432\]/);
    // the whole GIF (1400 × 800) is embedded as an image
    expect(pdf).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 1400/);
    expect(pdf).toMatch(/\/Height 800/);
  });

  it('sends the invoice total from the US to Canada, and the documents-only flag between countries', async () => {
    server.on('POST', '/api/shipments/v2409/ship', 'ship-zpl');
    const us = { ...shipment.shipper, city: 'Timonium', state: 'MD', postcode: '21093', countryCode: 'US' };
    const ca = { ...shipment.receiver, city: 'Toronto', state: 'ON', postcode: 'M5V 2T6', countryCode: 'CA' };
    await ups.ship!(ctx, { ...shipment, shipper: us, receiver: ca });
    await ups.ship!(ctx, { ...shipment, documents: true, commodities: [] });
    const [goods, documents] = calls('/api/shipments/v2409/ship').map(
      (r) => r.json as { ShipmentRequest: { Shipment: Record<string, unknown> } },
    );
    expect(goods!.ShipmentRequest.Shipment.InvoiceLineTotal).toEqual({
      CurrencyCode: 'USD',
      MonetaryValue: '120',
    });
    expect(goods!.ShipmentRequest.Shipment).not.toHaveProperty('DocumentsOnlyIndicator');
    expect(documents!.ShipmentRequest.Shipment).toMatchObject({
      DocumentsOnlyIndicator: '',
      Description: 'Documents',
    });
    expect(documents!.ShipmentRequest.Shipment).not.toHaveProperty('InvoiceLineTotal');
  });

  it('voids a shipment', async () => {
    server.on('DELETE', '/api/shipments/v2409/void/cancel/1Z2866YYYZ38400094', 'void');
    await expect(ups.cancel!(ctx, { trackNo: '1Z2866YYYZ38400094' })).resolves.toBeUndefined();
    expect(server.received.at(-1)!.headers.transid).toBe('parcel-8-attempt-1');
    expect(log.find((r) => r.tag === 'ups/cancel')?.method).toBe('DELETE');
  });

  it('tracks a number and normalises the activities, oldest first', async () => {
    server.on('GET', '/api/track/v1/details/1Z1442YY7229014688', 'track');
    server.on('GET', '/api/track/v1/details/1Z0000000000000000', 'track-not-found');
    const [found, missing] = await ups.track!(ctx, ['1Z1442YY7229014688', '1Z0000000000000000']);
    // the label-created activity (type M) moves nothing and is left out
    expect(found).toEqual({
      trackNo: '1Z1442YY7229014688',
      error: null,
      events: [
        {
          time: '2022-01-26T16:30:00.000Z',
          status: 'delivered',
          description: 'DELIVERED',
          location: 'PARAMUS, NJ, US',
          carrierCode: 'F4',
        },
      ],
    });
    expect(missing).toEqual({
      trackNo: '1Z0000000000000000',
      events: [],
      error: {
        code: 'notFound',
        message: 'UPS does not know this shipment',
        carrierCode: 'TW0001',
        carrierMessage: 'Tracking Information Not Found',
        retryable: false,
      },
    });
    const req = calls('/api/track/v1/details/1Z1442YY7229014688')[0]!;
    expect(req.query.get('locale')).toBe('en_US');
    expect(req.headers.transid).toBeTruthy();
    expect(log.filter((r) => r.tag === 'ups/track')).toHaveLength(2);
  });

  it('maps UPS activity types and status codes to the spec statuses', () => {
    expect(upsStatusOf('D', '011')).toBe('delivered');
    expect(upsStatusOf('D', '034')).toBe('returned');
    expect(upsStatusOf('I', '021')).toBe('outForDelivery');
    expect(upsStatusOf('I', '005')).toBe('inTransit');
    expect(upsStatusOf('X', '022')).toBe('failure');
    expect(upsStatusOf('X', '017')).toBe('availableForPickUp');
    expect(upsStatusOf('X', '035')).toBe('returning');
    expect(upsStatusOf('X', '046')).toBe('exception');
    expect(upsStatusOf('P', '038')).toBe('pickUp');
    expect(upsStatusOf('M', '003')).toBeNull();
    expect(upsStatusOf('ZZ', undefined)).toBe('inTransit');
    for (const s of [...Object.values(UPS_TYPE_STATUS), ...Object.values(UPS_CODE_STATUS)])
      if (s) expect(TRACK_STATUSES).toContain(s);
  });

  describe('errors, normalised with UPS’s own code and text', () => {
    it('refused credentials at the token: auth', async () => {
      server.on('POST', TOKEN, 'auth-error');
      expect(await refusal(ups.rate!(ctx, shipment))).toEqual({
        code: 'auth',
        message: 'UPS refused the credentials',
        carrierCode: '250003',
        carrierMessage: 'Invalid Access License number',
        retryable: false,
      });
    });

    it('an invalid account on rating and a refused payment on shipping: validation', async () => {
      server.on('POST', '/api/rating/v2409/Shop', 'rate-error-account');
      expect(await refusal(ups.rate!(ctx, shipment))).toEqual({
        code: 'validation',
        message: 'UPS refused the request',
        carrierCode: '111580',
        carrierMessage: 'Missing or Invalid account number for Payment Details.',
        retryable: false,
      });
      server.on('POST', '/api/shipments/v2409/ship', 'ship-error-billing');
      expect(await refusal(ups.ship!(ctx, shipment))).toMatchObject({
        code: 'validation',
        carrierCode: '111600',
        retryable: false,
      });
    });

    it('429 is rate limited and retryable; a refused void is notCancellable', async () => {
      server.on('POST', '/api/rating/v2409/Shop', 'rate-limited');
      expect(await refusal(ups.rate!(ctx, shipment))).toMatchObject({
        code: 'rateLimited',
        carrierCode: '429',
        retryable: true,
      });
      server.on('DELETE', '/api/shipments/v2409/void/cancel/1Z2866YYYZ38400094', 'void-error');
      expect(await refusal(ups.cancel!(ctx, { trackNo: '1Z2866YYYZ38400094' }))).toMatchObject({
        code: 'notCancellable',
        carrierCode: '190117',
        retryable: false,
      });
    });

    it('a 401 on a call drops the cached token and tries once more with a new one', async () => {
      server.on(
        'POST',
        '/api/rating/v2409/Shop',
        { _source: 'status only', status: 401, body: null },
        'rate',
      );
      const quotes = await ups.rate!(ctx, shipment);
      expect(quotes).toHaveLength(7);
      expect(calls(TOKEN)).toHaveLength(2);
    });

    it('5xx is unavailable and retryable; a refused connection too', async () => {
      server.on('POST', '/api/shipments/v2409/ship', { _source: 'status only', status: 503, body: null });
      expect(await refusal(ups.ship!(ctx, shipment))).toMatchObject({
        code: 'unavailable',
        carrierCode: '503',
        retryable: true,
      });
      expect(await refusal(ups.rate!({ ...ctx, endpoint: 'http://127.0.0.1:9' }, shipment))).toMatchObject({
        code: 'unavailable',
        retryable: true,
      });
    });
  });
});
