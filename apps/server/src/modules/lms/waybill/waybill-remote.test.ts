import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryTable, remoteAreaTable } from '#modules/settings/basic.schema.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { order, sampleOrder, startWaybillApp, type Tokens, waybillRow } from './waybill-test-kit.ts';

/** The recipient's remote level: from the remote-area library at order time, and for the order form's tag. */
describe('lms waybill remote level', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  const level = (query: Record<string, string>, token = tk.demo) =>
    t.get<{ remoteLevel: number }>('/lms/waybill/remoteLevel', query, { token });

  beforeAll(async () => {
    ({ t, tk, product } = await startWaybillApp());
    const [us] = await t.database.db
      .select({ id: countryTable.id })
      .from(countryTable)
      .where(eq(countryTable.code, 'US'));
    await t.database.db.insert(remoteAreaTable).values([
      { carrier: 3, countryId: us!.id, postcodeFrom: '995', postcodeTo: '999', remoteLevel: 2 },
      { carrier: 3, countryId: us!.id, city: 'Juneau', remoteLevel: 3 },
    ]);
  });
  afterAll(() => t.close());

  it('answers the highest matching level of the country, 0 when the address is not remote', async () => {
    expect((await level({ countryCode: 'US', postcode: '99801' })).data.remoteLevel).toBe(2);
    expect((await level({ countryCode: 'us', postcode: '99801', city: 'Juneau' })).data.remoteLevel).toBe(3);
    expect((await level({ countryCode: 'US', postcode: '90001' })).data.remoteLevel).toBe(0);
    // the same postcode in another country is not remote
    expect((await level({ countryCode: 'DE', postcode: '99801' })).data.remoteLevel).toBe(0);
  });

  it('needs the order permission', async () => {
    const viewer = await userWithPermissions(t, tk.admin, 'remoteviewer', ['lms/waybill/list']);
    expect((await level({ countryCode: 'US', postcode: '99801' }, viewer)).msg).toBe(
      'No permission at present',
    );
  });

  it('an order stores the level of the library, whatever the caller sends', async () => {
    const base = sampleOrder(product);
    const remote = await order(t, tk.demo, {
      ...base,
      recipient: { ...base.recipient, city: 'Anchorage', state: 'AK', postcode: '99501', remoteLevel: 0 },
    });
    expect((await waybillRow(t, remote.id))!.recipient.remoteLevel).toBe(2);
    const plain = await order(t, tk.demo, { ...base, recipient: { ...base.recipient, remoteLevel: 7 } });
    expect((await waybillRow(t, plain.id))!.recipient.remoteLevel).toBe(0);
  });
});
