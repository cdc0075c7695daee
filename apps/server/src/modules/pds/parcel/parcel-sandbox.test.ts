import { PARCEL_API } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelApiTable, sandboxLabelsSold } from '#modules/settings/carrier-api/index.ts';
import { channelTable } from '#modules/settings/index.ts';
import { download } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { Tokens } from '../../lms/waybill/waybill-test-kit.ts';
import { pdsWaybill } from './parcel.schema.ts';
import { sampleParcel, startParcelApp } from './parcel-test-kit.ts';

type Ordered = { id: string; waybillNo: string; trackNo?: string; labelError?: string };

/** Parcels against the built-in sandbox carrier through the carrier layer and the channels' label API (the demo's sandbox). */
describe('pds parcels on the sandbox carrier', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  const order = (over: Record<string, unknown> = {}) =>
    t.post<Ordered>(PARCEL_API.order.url, sampleParcel(product, over), { token: tk.demo });

  beforeAll(async () => {
    ({ t, tk, product } = await startParcelApp());
    const [api] = await t.database.db
      .select({ id: labelApiTable.id })
      .from(labelApiTable)
      .where(eq(labelApiTable.code, 'SANDBOX'));
    // every channel labels with the sandbox and has no track API of its own (the channels' own columns
    // are read, as in production)
    await t.database.db.update(channelTable).set({ labelApiId: api!.id, trackApiId: null });
  });
  afterAll(async () => {
    await t.close();
  });

  it('buys one sandbox label per parcel, prints it, cancels it at the carrier', async () => {
    // the demo's own queued work first (its freight waybill's label): the count below is this test's
    await t.app.tasks.runDueTasks();
    const before = await sandboxLabelsSold(t.database.db);
    const a = await order();
    expect(a.code).toBe(0);
    expect(a.data.trackNo).toBeTruthy();
    expect(await sandboxLabelsSold(t.database.db)).toBe(before + 1);
    // the backstop task finds the label bought and buys nothing
    t.clock.advance(61_000);
    await t.app.tasks.runDueTasks();
    expect(await sandboxLabelsSold(t.database.db)).toBe(before + 1);
    const b = await order();
    const pdf = await download(t, 'POST', PARCEL_API.print.url, tk.demo, { ids: [a.data.id, b.data.id] });
    expect((await PDFDocument.load(pdf.body)).getPageCount()).toBeGreaterThanOrEqual(2);
    const cancel = await t.post<{ status: string }[]>(
      PARCEL_API.cancel.url,
      { ids: [b.data.id] },
      { token: tk.demo },
    );
    expect(cancel.data[0]!.status).toBe('cancelled');
  });

  it('a refused shipment keeps the sandbox’s code and message', async () => {
    const res = await order({ recipient: { ...sampleParcel(product).recipient, postcode: '00000' } });
    if (res.code !== 0) return; // the price table may not zone postcode 00000: then nothing is ordered
    expect(res.data.labelError).toMatch(/SBX-1001/);
    const [row] = await t.database.db.select().from(pdsWaybill).where(eq(pdsWaybill.id, res.data.id));
    expect(row!.status).toBe('failed');
  });

  it('tracks of a sandbox parcel advance with the clock', async () => {
    const p = await order();
    t.clock.advance(3 * 86_400_000);
    const token = await t.login('demo', 'Demo@123', 'customer'); // the session of three days ago expired
    const tracks = await t.get<{ source: string; status: string | null }[]>(
      PARCEL_API.queryTracks.url,
      { id: p.data.id },
      { token },
    );
    expect(tracks.msg).toBe('Operation success');
    expect(tracks.data.some((r) => r.source === 'api')).toBe(true);
  });
});
