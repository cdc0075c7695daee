import type { QuoteResult } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('demo price data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('quotes the demo customer with its own US table: 68 + ⌈(10 − 0.5) ÷ 0.5⌉ × 22 = 486, fuel 12 % × 50 % = 29.16', async () => {
    const token = await t.login('demo', 'Demo@123', 'customer');
    const r = await t.post<(QuoteResult & { productCode: string })[]>(
      '/fms/price/queryPrice',
      {
        countryCode: 'US',
        postcode: '90001',
        pieces: [{ actualWeight: '8', length: '50', width: '40', height: '30' }],
      },
      { token },
    );
    expect(r.code).toBe(0);
    expect(r.data[0]).toMatchObject({
      ok: true,
      productCode: 'FDUSEXP',
      zone: 'Zone 1 West',
      total: '515.16',
    });
    // the EU product has a table but no zone for the US
    expect(r.data[1]).toMatchObject({
      ok: false,
      productCode: 'FDEUSEAFBA',
      reasonText: expect.stringMatching(/zone/i),
    });
  });
});
