import { type PriceTableInput, priceTableSchema } from '@freightdesk/domain';
import { eq, inArray } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { channelTable, productTable } from '#modules/settings/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { fmsPrice, fmsPriceHistory } from './price.schema.ts';
import { valuesOf } from './price-row.ts';

const STEP = 'demo:fmsPrice';
const FROM = '2026-01-01T00:00:00Z';

/** Start 0.5 kg at `first`, then every further 0.5 kg at `next`, up to 21 kg; unit price per kg above. */
const usRanges = (zone: string, first: string, next: string, perKg: string) => [
  {
    zones: [zone],
    endWeight: '21',
    attributeType: 'startContinue' as const,
    firstWeight: '0.5',
    firstPrice: first,
    price: next,
    continueUnit: '0.5',
  },
  { zones: [zone], startWeight: '21', attributeType: 'unitPrice' as const, price: perKg, carryUnit: '1' },
];

/** US express: three zones, fuel 12 % (custom rate), a remote surcharge with fuel, insurance on declared value. */
function usTable(over: Partial<PriceTableInput>): Omit<PriceTableInput, 'id' | 'productId'> {
  return {
    name: 'US Express 2026',
    kind: 'customer',
    fuel: { customFuelRate: '0.12' },
    weightRanges: [
      ...usRanges('Zone 1 West', '68', '22', '38'),
      ...usRanges('Zone 2 Central', '72', '24', '41'),
      ...usRanges('Zone 3 East', '75', '26', '43'),
    ],
    surcharges: [
      {
        subject: 'remote',
        formula: 'if(chargeWeight > 20, 60, 35)',
        zones: ['Zone 3 East'],
        fuelIncluded: true,
      },
    ],
    serviceFees: [{ subject: 'insurance', rule: 'declaredValue', appendPercent: '0.01' }],
    effectiveFrom: FROM,
    ...over,
  };
}

/**
 * Demo price data, once per database (a seed step): customer prices for the two demo products (a
 * general table, a cheaper one of C0001), an agent (cost) price (exchange rates and fuel rows: price-demo-data.ts).
 */
export async function seedPriceDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const products = new Map(
    (await tx.select({ id: productTable.id, code: productTable.code }).from(productTable)).map((p) => [
      String(p.code),
      String(p.id),
    ]),
  );
  const channels = new Map(
    (await tx.select({ id: channelTable.id, code: channelTable.code }).from(channelTable)).map((c) => [
      String(c.code),
      String(c.id),
    ]),
  );
  const [c1] = await tx
    .select({ id: customer.id })
    .from(customer)
    .where(inArray(customer.code, ['C0001']));
  const us = products.get('FDUSEXP');
  const eu = products.get('FDEUSEAFBA');
  if (!us || !eu || !c1) return;
  const tables: Omit<PriceTableInput, 'id'>[] = [
    { ...usTable({ channelId: channels.get('USUPS') }), productId: us },
    {
      ...usTable({
        name: 'US Express 2026 · Bright Trading',
        customerIds: [c1.id],
        fuel: { customFuelRate: '0.12', fuelDiscount: '0.5' },
      }),
      productId: us,
      channelId: channels.get('USUPS'),
    },
    {
      ...usTable({ name: 'US Express cost 2026', kind: 'agent', surcharges: [], serviceFees: [] }),
      productId: us,
      channelId: channels.get('USUPS'),
      weightRanges: [{ attributeType: 'unitPrice', price: '28' }],
    },
    {
      name: 'EU Sea FBA 2026',
      kind: 'customer',
      productId: eu,
      channelId: channels.get('DEFBASEA'),
      weightRanges: [
        { zones: ['EU 1'], attributeType: 'unitPrice', price: '16.5' },
        { zones: ['EU 2'], attributeType: 'unitPrice', price: '18' },
      ],
      surcharges: [{ subject: 'customsClearance', formula: '150' }],
      effectiveFrom: FROM,
    },
  ];
  for (const input of tables) {
    const { id: _id, ...t } = priceTableSchema.parse({ ...input, id: 'new' });
    const [row] = await tx.insert(fmsPrice).values(valuesOf(t)).returning();
    await tx.insert(fmsPriceHistory).values({
      priceId: row!.id,
      version: row!.version,
      action: 'insert',
      snapshot: JSON.parse(JSON.stringify(row)) as Record<string, unknown>,
      changedByName: null,
    });
  }
  await tx.insert(seedStep).values({ name: STEP });
}
