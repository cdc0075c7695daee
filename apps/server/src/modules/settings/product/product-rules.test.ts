import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Row } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Rules of zones, order config templates, products and channels (issue 3), through HTTP. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t.close());

const post = <T = Row>(url: string, body: unknown, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  t.post<T>(url, body, { token: admin, lang });
const find = async (api: string, keyword: string) =>
  (await post<Page>(`/basic/${api}/search`, { criteria: { keyword } })).data.records;

describe('zone schemes', () => {
  it("names the sequence of a zone without a name, in the caller's language", async () => {
    const body = { code: 'ZSEQ', name: 'Seq test', zones: [{ name: 'Zone 1' }, { timeliness: '3-5 days' }] };
    expect((await post('/basic/zone/insert', body)).msg).toBe('Zone name empty at sequence 2');
    expect((await post('/basic/zone/insert', body, 'zh-CN')).msg).toBe('第2个分区名称为空');
    const blank = { ...body, zones: [{ name: ' ', timeliness: '' }] };
    expect((await post('/basic/zone/insert', blank)).msg).toBe('Zone row values all empty at sequence 1');
    const long = { ...body, zones: [{ name: 'x'.repeat(36) }] };
    expect((await post('/basic/zone/insert', long)).msg).toBe(
      'Maximum length of Zones/Zone name cannot exceed 35',
    );
    expect((await post('/basic/zone/insert', { ...body, zones: 'Zone 1' })).msg).toBe(
      'Zones is not in a valid format',
    );
    expect(await find('zone', 'ZSEQ')).toEqual([]);
  });

  it('stores the rows with pasted lists split and counts them', async () => {
    const ok = await post('/basic/zone/insert', {
      code: 'ZCNT',
      name: 'Count test',
      zones: [
        { name: 'Z1', countryCodes: 'US，CA;MX', postcodePrefixes: '90；91' },
        { name: 'Z2', countryCodes: ['GB'] },
      ],
    });
    expect(ok.code).toBe(0);
    expect(ok.data).toMatchObject({ zoneCount: 2 });
    expect((ok.data.zones as { countryCodes: string[] }[])[0]).toEqual({
      name: 'Z1',
      timeliness: '',
      countryCodes: ['US', 'CA', 'MX'],
      postcodePrefixes: ['90', '91'],
      shippingNotice: '',
    });
    const updated = await post('/basic/zone/update', {
      ...ok.data,
      zones: [{ name: 'Only' }],
    });
    expect(updated.data).toMatchObject({ zoneCount: 1, version: 1 });
  });

  it('the demo scheme "US zones" has its three zones', async () => {
    const [us] = await find('zone', 'USZONE');
    expect(us).toMatchObject({ name: 'US zones', zoneCount: 3 });
  });
});

describe('order config templates', () => {
  const template = (fieldConfigs: unknown) => ({
    name: `Tpl ${crypto.randomUUID().slice(0, 8)}`,
    fieldConfigs,
  });

  it('refuses a default value that is not among the allowed options', async () => {
    const body = template([
      { field: 'recipient.addressType', allowedOptions: ['business', 'residential'], defaultValue: 'fba' },
    ]);
    expect((await post('/basic/orderConfigTemplate/insert', body)).msg).toBe(
      'The default value of recipient.addressType must be among the allowed options',
    );
    expect((await post('/basic/orderConfigTemplate/insert', body, 'zh-CN')).msg).toBe(
      'recipient.addressType的默认值必须在可选项中',
    );
  });

  it('refuses hidden required fields, fields configured twice and malformed configs', async () => {
    expect(
      (
        await post(
          '/basic/orderConfigTemplate/insert',
          template([{ field: 'remark', show: false, required: true }]),
        )
      ).msg,
    ).toBe('remark cannot be required while hidden');
    expect(
      (await post('/basic/orderConfigTemplate/insert', template([{ field: 'remark' }, { field: 'remark' }])))
        .msg,
    ).toBe('remark duplicated');
    expect(
      (await post('/basic/orderConfigTemplate/insert', template([{ field: 'remark', maxLength: 0 }]))).msg,
    ).toBe('Field config/Max length cannot be less than 1');
  });

  it('stores valid configs with their defaults', async () => {
    const ok = await post(
      '/basic/orderConfigTemplate/insert',
      template([{ field: 'remark', maxLength: 100 }]),
    );
    expect(ok.data.fieldConfigs).toEqual([
      { field: 'remark', show: true, required: false, maxLength: 100, allowedOptions: [] },
    ]);
  });
});

describe('channels', () => {
  const channel = (extra: Record<string, unknown>) => ({
    code: `CH${crypto.randomUUID().slice(0, 6).toUpperCase()}`,
    name: `Channel ${crypto.randomUUID().slice(0, 8)}`,
    labelApiMode: 'manual',
    trackApiMode: 'platform',
    ...extra,
  });

  it('refuses a service limit whose minimum weight exceeds its maximum', async () => {
    const body = channel({ serviceLimit: { minWeight: 30, maxWeight: 20 } });
    expect((await post('/basic/channel/insert', body)).msg).toBe(
      'Service limit/Min weight (kg) is out of the allowed range',
    );
    expect((await post('/basic/channel/insert', body, 'zh-CN')).msg).toBe(
      '服务限制/最小重量(kg)超出允许范围',
    );
  });

  it('checks the channel limit and weight config too, and stores them with their defaults', async () => {
    expect(
      (await post('/basic/channel/insert', channel({ channelLimit: { enable: true, mode: 'bill' } }))).msg,
    ).toBe('Channel limit/Limit cannot be empty');
    expect(
      (
        await post(
          '/basic/channel/insert',
          channel({ weightConfig: { carryUnits: [{ startWeight: 0, endWeight: 5, unit: 0.5, type: 'x' }] } }),
        )
      ).msg,
    ).toBe('Weight config/Weight type is not one of the allowed values');
    const ok = await post(
      '/basic/channel/insert',
      channel({ channelLimit: { enable: true, limit: 100 }, serviceLimit: { maxWeight: 30 } }),
    );
    expect(ok.data.channelLimit).toEqual({ enable: true, mode: 'bill', period: 'day', limit: 100 });
    expect(ok.data.serviceLimit).toMatchObject({ maxWeight: 30, countryMode: 'forbid', countryCodes: [] });
    expect(ok.data.weightConfig).toBeNull();
  });

  it('the demo channels carry their agents and products', async () => {
    const [ups] = await find('channel', 'USUPS');
    expect(ups).toMatchObject({
      headAgentIdLabel: '深圳速达头程',
      deliveryAgentIdLabel: 'West Coast Delivery LLC',
      productIdsLabel: ['FD US Express'],
    });
  });
});

describe('products', () => {
  it('the demo product FD US Express: air/express, greater of both weights, divisor 6000', async () => {
    const [p] = await find('product', 'FDUSEXP');
    expect(p).toMatchObject({
      name: 'FD US Express',
      headTransportMode: 'air',
      endDeliveryMode: 'express',
      weightRule: 'max',
      volumeDivisor: 6000,
      zoneIdLabel: 'US zones',
    });
  });

  it('a zone scheme still used by a product cannot be deleted', async () => {
    const zone = await post('/basic/zone/insert', {
      code: 'ZUSED',
      name: 'Used zones',
      zones: [{ name: 'Z1' }],
    });
    const product = await post('/basic/product/insert', {
      code: 'PZUSED',
      name: 'Product with zones',
      headTransportMode: 'air',
      endDeliveryMode: 'express',
      weightRule: 'max',
      volumeDivisor: 6000,
      zoneId: zone.data.id,
    });
    expect(product.data).toMatchObject({ zoneIdLabel: 'Used zones' });
    const refused = await post('/basic/zone/deleteBatch', { ids: [zone.data.id] });
    expect(refused.msg).toBe('Used zones is still used by Product and cannot be deleted');
    expect(await find('zone', 'ZUSED')).toHaveLength(1);
    expect((await post('/basic/product/deleteBatch', { ids: [product.data.id] })).code).toBe(0);
    expect((await post('/basic/zone/deleteBatch', { ids: [zone.data.id] })).code).toBe(0);
  });
});
