import { TRACK_STATUSES } from '@freightdesk/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CarrierCallError,
  type CarrierContext,
  type CarrierHttpRequest,
  type CarrierShipment,
} from '../../connector.ts';
import { DHL_EVENT_STATUS } from './dhl-track.ts';
import { FixtureServer, fetchHttp, pdfTexts, readFixture, testContext } from './fixture-server.test-kit.ts';
import { dhlConnector as dhl } from './index.ts';

/**
 * The DHL Express connector against the MyDHL API document's own examples (fixtures/, each naming
 * its source), served on loopback: what we send, and how the answers are read.
 */

const FIXTURES = new URL('./fixtures/', import.meta.url);
const server = new FixtureServer(FIXTURES);
const BASE = '/mydhlapi/test';
let ctx: CarrierContext;
let log: CarrierHttpRequest[];

const shipment: CarrierShipment = {
  reference: 'PDS2611280001',
  shipper: {
    name: 'Li Wei',
    company: 'Cider BookStore',
    phone: '18211309039',
    email: 'shipper@example.com',
    lines: ['4 Fenqu, 2 Haoku', 'Dawang'],
    city: 'Zhaoqing',
    postcode: '526238',
    countryCode: 'CN',
  },
  receiver: {
    name: 'Baylee Marshall',
    phone: '9402825665',
    lines: ['116 Marine Dr'],
    city: 'Graford',
    state: 'TX',
    postcode: '76449',
    countryCode: 'US',
  },
  pieces: [
    { weight: '1.5', length: '10', width: '20', height: '30' },
    { weight: '2.25' },
    { weight: '0.5', length: '5', width: '5', height: '5' },
  ],
  commodities: [
    {
      description: 'Printed books',
      quantity: 4,
      unitValue: '15.50',
      currency: 'USD',
      weight: '0.2',
      hsCode: '490199',
      originCountry: 'CN',
    },
  ],
  shipDate: '2026-11-28',
  labelFormat: 'pdf',
};

async function refusal(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(CarrierCallError);
  return (e as CarrierCallError).error;
}

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  log = [];
  ctx = testContext({
    http: fetchHttp(log),
    endpoint: `${server.url}${BASE}`,
    credentials: { apiKey: 'apiuser', apiSecret: 's3cret', accountNumber: '123456789' },
    idempotencyKey: 'parcel-7-attempt-1',
  });
});

describe('the DHL Express connector', () => {
  it('declares its credentials, endpoints and kinds', () => {
    expect(dhl.carrier).toBe(1);
    expect(dhl.kinds).toEqual(['label', 'track', 'price']);
    expect(dhl.endpoints).toEqual({
      test: 'https://express.api.dhl.com/mydhlapi/test',
      live: 'https://express.api.dhl.com/mydhlapi',
    });
    expect(dhl.credentialFields.map((f) => [f.key, f.secret])).toEqual([
      ['apiKey', false],
      ['apiSecret', true],
      ['accountNumber', false],
    ]);
  });

  it('rates a shipment: POST /rates with basic auth, and the billing-currency price as a decimal string', async () => {
    server.on('POST', `${BASE}/rates`, 'rate');
    const quotes = await dhl.rate!(ctx, shipment);
    expect(quotes).toEqual([
      {
        serviceCode: 'P',
        serviceName: 'EXPRESS WORLDWIDE NONDOC',
        total: '157.95',
        currency: 'GBP',
        chargeWeight: '1.5',
        transitDays: 3,
      },
    ]);
    const [req] = server.received;
    expect(req!.headers.authorization).toBe(`Basic ${Buffer.from('apiuser:s3cret').toString('base64')}`);
    expect(req!.headers['x-version']).toBe('3.1.0');
    expect(req!.json).toMatchObject({
      accounts: [{ typeCode: 'shipper', number: '123456789' }],
      customerDetails: {
        shipperDetails: { countryCode: 'CN', postalCode: '526238' },
        receiverDetails: { countryCode: 'US', cityName: 'Graford' },
      },
      plannedShippingDateAndTime: '2026-11-28T08:15:00 GMT+00:00',
      unitOfMeasurement: 'metric',
      isCustomsDeclarable: true,
      monetaryAmount: [{ typeCode: 'declaredValue', value: 62, currency: 'USD' }],
      packages: [
        { weight: 1.5, dimensions: { length: 10, width: 20, height: 30 } },
        { weight: 2.25 },
        { weight: 0.5 },
      ],
    });
    expect(log[0]!.tag).toBe('dhl/rate');
  });

  it('ships: one waybill, a piece number per box, the labels decoded from base64', async () => {
    server.on('POST', `${BASE}/shipments`, 'ship');
    const result = await dhl.ship!(ctx, shipment);
    expect(result.trackNo).toBe('5374534616');
    expect(result.subTrackNos).toEqual([
      'JD014600004617230711',
      'JD014600004617230712',
      'JD014600004617230713',
    ]);
    // the published example's label contents are truncated placeholders: only their decoding is checked
    expect(result.labels).toHaveLength(3);
    for (const label of result.labels) {
      expect(label.format).toBe('pdf');
      expect(label.content.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    }
    const [req] = server.received;
    expect(req!.headers['message-reference']).toBe('parcel-7-attempt-1');
    expect(log[0]!.tag).toBe('dhl/ship');
    expect(req!.json).toMatchObject({
      pickup: { isRequested: false },
      productCode: 'P',
      accounts: [{ typeCode: 'shipper', number: '123456789' }],
      customerReferences: [{ value: 'PDS2611280001', typeCode: 'CU' }],
      outputImageProperties: { encodingFormat: 'pdf' },
      customerDetails: {
        shipperDetails: {
          contactInformation: { fullName: 'Li Wei', companyName: 'Cider BookStore', phone: '18211309039' },
        },
        receiverDetails: {
          postalAddress: { addressLine1: '116 Marine Dr', provinceCode: 'TX', countryCode: 'US' },
        },
      },
      content: {
        isCustomsDeclarable: true,
        declaredValue: 62,
        declaredValueCurrency: 'USD',
        exportDeclaration: {
          lineItems: [
            {
              number: 1,
              description: 'Printed books',
              price: 15.5,
              quantity: { value: 4, unitOfMeasurement: 'PCS' },
              manufacturerCountry: 'CN',
            },
          ],
          invoice: { number: 'PDS2611280001', date: '2026-11-28' },
        },
        unitOfMeasurement: 'metric',
      },
    });
    expect((req!.json as { content: { packages: unknown[] } }).content.packages).toHaveLength(3);
  });

  it('reads a whole PDF label (the domestic document example)', async () => {
    server.on('POST', `${BASE}/shipments`, 'ship-pdf');
    const result = await dhl.ship!(ctx, {
      ...shipment,
      documents: true,
      commodities: [],
      pieces: [{ weight: '0.5' }],
    });
    expect(result.trackNo).toBe('5374534546');
    expect(result.subTrackNos).toEqual(['JD014600004617230779']);
    expect(result.labels.length).toBeGreaterThan(0);
    const pdf = result.labels[0]!.content.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // the label prints the waybill number and the piece number in their human-readable form
    const text = pdfTexts(result.labels[0]!.content);
    expect(text).toContain('WAYBILL 53 7453 4546');
    expect(text).toContain('(J) JD01 4600 0046 1723 0779');
    expect(server.received[0]!.json).toMatchObject({
      productCode: 'D',
      content: { isCustomsDeclarable: false, description: 'Documents' },
    });
  });

  it('asks for ZPL and reads a ZPL label (a derived fixture: the document has no ZPL example)', async () => {
    server.on('POST', `${BASE}/shipments`, 'ship-zpl');
    const result = await dhl.ship!(ctx, { ...shipment, labelFormat: 'zpl', serviceCode: 'N' });
    expect(server.received[0]!.json).toMatchObject({
      productCode: 'N',
      outputImageProperties: { encodingFormat: 'zpl' },
    });
    const zpl = result.labels[0]!.content.toString('utf8');
    expect(result.labels[0]!.format).toBe('zpl');
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zpl.match(/\^BC[^^]*\^FD([^^]+)\^FS/)?.[1]).toBe('5374534546');
  });

  it('tracks numbers in one call and normalises the checkpoints, oldest first', async () => {
    server.on('GET', `${BASE}/tracking`, 'track');
    const [found, missing] = await dhl.track!(ctx, ['1234567890', '9999999999']);
    expect(server.received[0]!.query.getAll('shipmentTrackingNumber')).toEqual(['1234567890', '9999999999']);
    expect(log[0]!.tag).toBe('dhl/track');
    expect(found!.error).toBeNull();
    expect(found!.events.map((e) => [e.carrierCode, e.status])).toEqual([
      ['PU', 'pickUp'],
      ['AF', 'inTransit'],
      ['PL', 'inTransit'],
      ['DF', 'inTransit'],
      ['RR', 'inTransit'],
      ['RR', 'inTransit'],
      ['AF', 'inTransit'],
      ['CR', 'inTransit'],
      ['PL', 'inTransit'],
      ['DF', 'inTransit'],
      ['AR', 'inTransit'],
      ['WC', 'outForDelivery'],
      ['OK', 'delivered'],
    ]);
    expect(found!.events[0]).toEqual({
      time: '2023-08-09T13:56:21.000Z',
      status: 'pickUp',
      description: 'Shipment picked up',
      location: 'SYDNEY-AU',
      carrierCode: 'PU',
    });
    expect(missing).toMatchObject({
      trackNo: '9999999999',
      events: [],
      error: { code: 'notFound', retryable: false },
    });
  });

  it('answers notFound for every number when DHL has no data at all', async () => {
    server.on('GET', `${BASE}/tracking`, 'track-not-found');
    const results = await dhl.track!(ctx, ['1251820953']);
    expect(results).toEqual([
      { trackNo: '1251820953', events: [], error: expect.objectContaining({ code: 'notFound' }) },
    ]);
  });

  it('maps every event code of DHL’s published reference data to a spec status (or to no track)', () => {
    const published = readFixture(FIXTURES, 'track').body; // keeps the import of the fixtures honest
    expect(published).toBeTruthy();
    const codes =
      'AF AR CR DF PL TR AD BA BL BN BR CA CC CD CI CM CS CU DD DI DM DP DS ES FD HI HN HO HP IA IC IR LV MC MD MS NA ND NH OH OK PD PU PY RD RR RT RW SA SC SI SM SS ST TD TI TP TT UD UV WC DUMMY_PU'.split(
        ' ',
      );
    for (const code of codes) expect(DHL_EVENT_STATUS, code).toHaveProperty(code);
    for (const status of Object.values(DHL_EVENT_STATUS))
      if (status) expect(TRACK_STATUSES).toContain(status);
  });

  it('cancels a waybill DHL never received, and refuses one DHL has picked up', async () => {
    server.on('GET', `${BASE}/shipments/1251820953/tracking`, 'track-not-found');
    await expect(dhl.cancel!(ctx, { trackNo: '1251820953' })).resolves.toBeUndefined();
    expect(log[0]!.tag).toBe('dhl/cancel');

    server.on('GET', `${BASE}/shipments/1234567890/tracking`, 'track');
    const e = await refusal(dhl.cancel!(ctx, { trackNo: '1234567890' }));
    expect(e).toMatchObject({ code: 'notCancellable', carrierCode: 'OK', retryable: false });
  });

  describe('errors, normalised with DHL’s own code and text', () => {
    it('a 400 on the account: validation, the detail kept', async () => {
      server.on('POST', `${BASE}/rates`, 'rate-error-account');
      expect(await refusal(dhl.rate!(ctx, shipment))).toEqual({
        code: 'validation',
        message: 'DHL Express refused the request',
        carrierCode: '400',
        carrierMessage:
          'The account number is not found or invalid. Please check the account number and retry.',
        retryable: false,
      });
    });

    it('a 500 process failure: unavailable and retryable, DHL’s number 999 kept', async () => {
      server.on('POST', `${BASE}/rates`, 'rate-error-process');
      expect(await refusal(dhl.rate!(ctx, shipment))).toMatchObject({
        code: 'unavailable',
        carrierCode: '999',
        carrierMessage: 'Process failure occurred. Process ID associated for that transaction (1234567890)',
        retryable: true,
      });
    });

    it('a 422 schema error and a 400 service error on ship: validation', async () => {
      server.on('POST', `${BASE}/shipments`, 'ship-error-schema');
      expect(await refusal(dhl.ship!(ctx, shipment))).toMatchObject({
        code: 'validation',
        carrierCode: '422',
        carrierMessage:
          '#/content/packages/0/identifiers/0: extraneous key [dataIdentifier] is not permitted',
      });
      server.on('POST', `${BASE}/shipments`, 'ship-error-service');
      expect(await refusal(dhl.ship!(ctx, shipment))).toMatchObject({
        code: 'validation',
        carrierCode: '7008',
        retryable: false,
      });
    });

    it('401 is auth, 429 is rate limited, a refused connection is unavailable', async () => {
      server.on('POST', `${BASE}/rates`, { _source: 'status only', status: 401, body: null });
      expect(await refusal(dhl.rate!(ctx, shipment))).toMatchObject({
        code: 'auth',
        carrierCode: '401',
        retryable: false,
      });
      server.on('POST', `${BASE}/rates`, { _source: 'status only', status: 429, body: null });
      expect(await refusal(dhl.rate!(ctx, shipment))).toMatchObject({ code: 'rateLimited', retryable: true });
      const closed = { ...ctx, endpoint: 'http://127.0.0.1:9/mydhlapi/test' };
      expect(await refusal(dhl.rate!(closed, shipment))).toMatchObject({
        code: 'unavailable',
        retryable: true,
      });
    });
  });
});
