import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Set-up through the API for browser tests: the signed-in page's token, a call, a demo order. */

export const tokenOf = (page: Page, area: 'staff' | 'customer') =>
  page.evaluate((key) => localStorage.getItem(key) ?? '', `fd_token_${area}`);

export async function api<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: unknown,
): Promise<T> {
  const res = await request.post(`/api${url}`, { headers: { token }, data });
  const body = await res.json();
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data as T;
}

/** A US order of the demo customer with two pieces (8 kg 50×40×30, 3 kg 20×20×20). */
export function demoOrder(productId: string) {
  return {
    productId,
    sender: {
      name: 'Li Ming',
      phone: '13800000000',
      countryCode: 'CN',
      city: 'Shenzhen',
      address1: 'Park 1',
    },
    recipient: {
      name: 'John Smith',
      phone: '2135550100',
      countryCode: 'US',
      state: 'CA',
      city: 'Los Angeles',
      postcode: '90001',
      address1: '1 Main Street',
    },
    invoice: { declareValue: '120.00', declareCurrency: 'USD' },
    pieces: [
      { orderActualWeight: '8', orderLength: '50', orderWidth: '40', orderHeight: '30' },
      { orderActualWeight: '3', orderLength: '20', orderWidth: '20', orderHeight: '20' },
    ],
    commodities: [{ nameEn: 'Cotton T-shirt', quantity: 10, unitPrice: '5.000' }],
  };
}

/** The id of a product by code (a staff token). */
export async function productIdOf(request: APIRequestContext, staffToken: string, code: string) {
  const products = await api<{ records: { id: string; code: string }[] }>(
    request,
    staffToken,
    '/basic/product/search',
    {
      page: 1,
      size: 50,
      criteria: { keyword: code },
    },
  );
  return products.records.find((p) => p.code === code)!.id;
}
