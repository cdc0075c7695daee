import type { QuoteOk } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import { requestDetailLog } from '#modules/settings/request-log/request-log.schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertPrice, type PriceIds, priceBody, priceSetup } from './price-test-kit.ts';

/**
 * A price table in API mode prices through its price API (issue 18): the sandbox's cheapest rate,
 * converted into the table's currency; a price API that cannot answer leaves the table without a price.
 */

type Answer = (QuoteOk | { ok: false; productId: string; reasonText: string }) & { priceId?: string };

/** 8 kg, 50×40×30 cm to Los Angeles: charged 12 kg by the sandbox (÷5000). */
const SHIPMENT = {
  countryCode: 'US',
  postcode: '90001',
  pieces: [{ actualWeight: '8', length: '50', width: '40', height: '30' }],
};

describe('price tables in API mode', () => {
  let t: TestApp;
  let tk: Tokens;
  let ids: PriceIds;
  let apiId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ tk, ids } = await priceSetup(t));
    const api = await t.post<{ id: string }>(
      '/basic/priceApi/insert',
      { name: 'Rates sandbox', code: 'RATESBX', apiType: 'sandbox', testMode: true, timeoutMs: 5000 },
      { token: tk.admin },
    );
    expect(api.code, api.msg).toBe(0);
    apiId = api.data.id;
  });
  afterAll(() => t.close());

  const quote = async (lang?: 'zh-CN' | 'en-US') => {
    const r = await t.post<Answer[]>(
      '/fms/price/queryPrice',
      { ...SHIPMENT, customerId: ids.c1, productId: ids.product },
      { token: tk.admin, lang },
    );
    expect(r.code, r.msg).toBe(0);
    return r.data.find((a) => a.productId === ids.product)!;
  };

  it('prices with the cheapest sandbox rate in the table currency and logs the call', async () => {
    const table = await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, { name: 'US by API', mode: 'api', priceApiId: apiId, weightRanges: [] }),
    );
    const answer = (await quote()) as QuoteOk;
    expect(answer.ok).toBe(true);
    expect(answer.priceId).toBe(table.id);
    // standard 8.00 + 2.80 × 12 kg + zone 2 × 5.00 = 51.60 USD (express: 76.00), × 7.1 = 366.36 RMB
    const freight = answer.lines.find((l) => l.subject === 'freight')!;
    expect(freight.value).toBe('366.36');
    expect(freight.formula).toContain('51.60 USD');
    const logged = await t.database.db
      .select({ code: requestDetailLog.responseCode })
      .from(requestDetailLog)
      .where(and(eq(requestDetailLog.apiId, apiId), eq(requestDetailLog.tag, 'sandbox/rate')));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((r) => r.code === 200)).toBe(true);
  });

  it('answers no price when the price API is disabled', async () => {
    const off = await t.post('/basic/priceApi/disable', { ids: [apiId] }, { token: tk.admin });
    expect(off.code, off.msg).toBe(0);
    t.clock.advance(6_000); // past the kept quote answers
    const answer = await quote('en-US');
    expect(answer.ok).toBe(false);
    expect((answer as { reasonText: string }).reasonText).toBe('No channel found, enter manually');
  });
});
