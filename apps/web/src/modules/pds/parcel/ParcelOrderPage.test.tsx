import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { ParcelOrderPage } from './ParcelOrderPage.tsx';

/** The parcel order: the spec's messages for empty fields, the price chosen from calPrice, the answer shown. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const CHEAP = {
  ok: true,
  productId: 'p-cheap',
  productName: 'FD US Parcel',
  channelId: 'c-1',
  total: '90.00',
  currency: 'RMB',
  chargeWeight: '2.000',
};
const DEAR = {
  ok: true,
  productId: 'p-dear',
  productName: 'FD US Parcel Plus',
  channelId: 'c-2',
  total: '120.00',
  currency: 'RMB',
};
const NONE = {
  ok: false,
  productId: 'p-none',
  productName: 'FD EU Parcel',
  channelId: null,
  reasonText: 'No zone for US',
};

const answer = (path: string) => {
  if (path.startsWith('pds/pdsWaybill/calPrice')) return [CHEAP, DEAR, NONE];
  if (path.startsWith('pds/pdsWaybill/order'))
    return {
      id: '00000000-0000-4000-8000-000000000009',
      waybillNo: 'PD0009',
      labelError: '8021 Invalid postal code',
    };
  return null;
};

async function typeInto(testId: string, value: string) {
  const host = byTestId(testId)!;
  const el = host instanceof HTMLInputElement ? host : host.querySelector<HTMLInputElement>('input')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The radio input with a test id (antd puts it on the input or its label). */
const radio = (testId: string) => {
  const host = byTestId(testId)!;
  return host instanceof HTMLInputElement ? host : host.querySelector<HTMLInputElement>('input')!;
};

describe('ParcelOrderPage', () => {
  it('names the empty fields, prices the parcel, orders on the price chosen and shows the label error in red', async () => {
    opened = await openAt('/client/pds/waybill/order', <ParcelOrderPage />, answer, {
      userType: 'customer',
      permissions: [Permission.pdsOrder],
    });
    await act(async () => byTestId('parcel-order-submit')!.click());
    await until(() => (document.body.textContent ?? '').includes('Name cannot be empty'));
    const text = document.body.textContent ?? '';
    expect(text).toContain('Country code cannot be empty');
    expect(text).toContain('Address line 1 cannot be empty');
    expect(text).toContain('Weight (kg) cannot be empty');
    expect(text).toContain('English name cannot be empty');
    expect(opened.posted('pds/pdsWaybill/order')).toEqual([]);

    await typeInto('recipient-name', 'John Smith');
    await typeInto('recipient-countryCode', 'us');
    await typeInto('recipient-city', 'Los Angeles');
    await typeInto('recipient-postcode', '90001');
    await typeInto('recipient-address1', '1 Main Street');
    await typeInto('sender-name', 'Li Ming');
    await typeInto('sender-city', 'Shenzhen');
    await typeInto('sender-address1', 'Fuyong Park');
    await typeInto('piece-0-weight', '2');
    await typeInto('commodity-0-nameEn', 'Cotton T-shirt');
    await typeInto('commodity-0-unitPrice', '5');
    await settle();
    // no price chosen yet: the order asks for one
    await act(async () => byTestId('parcel-order-submit')!.click());
    await until(() => Boolean(byTestId('parcel-order-problem')));
    expect(byTestId('parcel-order-problem')!.textContent).toContain('Choose a product from the prices');

    await act(async () => byTestId('parcel-get-prices')!.click());
    await until(() => Boolean(byTestId('parcel-prices')));
    expect(opened.posted('pds/pdsWaybill/calPrice').at(-1)).toEqual({
      recipient: { countryCode: 'US', postcode: '90001', city: 'Los Angeles' },
      pieces: [{ receiveActualWeight: '2' }],
    });
    const prices = byTestId('parcel-prices')!.textContent ?? '';
    expect(prices).toContain('RMB 90.00');
    expect(prices).toContain('RMB 120.00');
    expect(prices).toContain('No zone for US');
    expect(radio('price-p-none').disabled).toBe(true);
    // the cheapest is chosen first; the customer takes the dearer one
    await act(async () => radio('price-p-dear').click());
    await act(async () => byTestId('parcel-order-submit')!.click());
    await until(() => Boolean(byTestId('parcel-order-result')));
    expect(opened.posted('pds/pdsWaybill/order').at(-1)).toMatchObject({
      productId: 'p-dear',
      channelId: 'c-2',
      recipient: { name: 'John Smith', countryCode: 'US', city: 'Los Angeles' },
      pieces: [{ receiveActualWeight: '2' }],
      commodities: [{ nameEn: 'Cotton T-shirt', quantity: 1, unitPrice: '5' }],
    });
    const error = byTestId('parcel-order-labelError')!;
    expect(error.textContent).toBe('Label failed: 8021 Invalid postal code');
    expect(error.className).toContain('ant-typography-danger');
  }, 60_000);
});
