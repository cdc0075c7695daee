import type { TrackNoOutcome } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { sandboxLabelsSold } from '#modules/settings/carrier-api/index.ts';
import { channelTable } from '#modules/settings/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  trackRows,
  waybillRow,
} from '../waybill/waybill-test-kit.ts';
import { useFakeChannel } from './carrier-test-kit.ts';
import { lmsTracker, lmsTrackerWaybill } from './tracker.schema.ts';

const HOUR = 3_600_000;

describe('track pulls through the sandbox carrier with a fixed clock', () => {
  let t: TestApp;
  let tk: Tokens;
  let a: { id: string; waybillNo: string };
  let b: { id: string; waybillNo: string };
  let trackNo: string;

  /** Runs passes of the task runner until nothing is left to do now. */
  async function drain() {
    for (let i = 0; i < 20; i++) if ((await t.app.tasks.runDueTasks()).done === 0 && i > 0) return;
  }
  const apiTracks = async (id: string) => (await trackRows(t, id)).filter((r) => r.source === 'api');

  beforeAll(async () => {
    let product: string;
    ({ t, tk, product } = await startWaybillApp());
    a = await order(t, tk.demo, sampleOrder(product, { customerNo: 'TP-A' }));
    b = await order(t, tk.demo, sampleOrder(product, { customerNo: 'TP-B' }));
    await useFakeChannel(t, [a.id, b.id]);
    await t.database.db.update(lmsWaybill).set({ status: 'departure' }).where(eq(lmsWaybill.id, a.id));
  });
  afterAll(() => t.close());

  it('a sandbox label gives the waybill its number and one tracker', async () => {
    const sold = await sandboxLabelsSold(t.database.db);
    const res = await t.post<TrackNoOutcome[]>(
      '/lms/waybill/fetchTrackNo',
      { ids: [a.id] },
      { token: tk.service },
    );
    expect(res.code).toBe(0);
    trackNo = res.data[0]!.trackNo!;
    expect(trackNo).toMatch(/^SB\d{11}$/);
    expect(await sandboxLabelsSold(t.database.db)).toBe(sold + 1);
    expect(await t.database.db.select().from(lmsTracker).where(eq(lmsTracker.trackNo, trackNo))).toHaveLength(
      1,
    );
  });

  it('two waybills sharing the number share one tracker', async () => {
    await t.database.db.update(lmsWaybill).set({ trackNo }).where(eq(lmsWaybill.id, b.id));
    const q = await t.get<{ trackNo: string }>('/lms/waybill/queryTracks', { id: b.id }, { token: tk.demo });
    expect(q.code).toBe(0);
    const trackers = await t.database.db.select().from(lmsTracker).where(eq(lmsTracker.trackNo, trackNo));
    expect(trackers).toHaveLength(1);
    const links = await t.database.db
      .select()
      .from(lmsTrackerWaybill)
      .where(eq(lmsTrackerWaybill.trackerId, trackers[0]!.id));
    expect(links.map((l) => l.waybillId).sort()).toEqual([a.id, b.id].sort());
  });

  it('events advance with the clock and reach both waybills once, with their statuses', async () => {
    await drain();
    expect(await apiTracks(a.id)).toHaveLength(0);
    t.clock.advance(13 * HOUR);
    await drain();
    for (const w of [a, b]) {
      const rows = await apiTracks(w.id);
      expect(rows.map((r) => r.status).sort()).toEqual(['inTransit', 'pickUp']);
      const row = await waybillRow(t, w.id);
      expect(row!.trackTaskNotifyTime?.getTime()).toBe(t.clock.now().getTime());
      expect(row!.trackTaskNotifyErrMsg).toBeNull();
      expect(row!.trackTaskCompleteTime).toBeNull();
    }
    // the same events answered again (a pull now) are not appended twice
    const q = await t.get<{ tracks: { source: string }[] }>(
      '/lms/waybill/queryTracks',
      { id: a.id },
      { token: await t.login('service', 'Service@123') },
    );
    expect(q.data.tracks.filter((r) => r.source === 'api')).toHaveLength(2);
    expect(await apiTracks(b.id)).toHaveLength(2);
  });

  it('the demo waybill on the sandbox channel got its label and tracker from the seeded task', async () => {
    const [demo] = await t.database.db
      .select({ id: lmsWaybill.id, trackNo: lmsWaybill.trackNo })
      .from(lmsWaybill)
      .innerJoin(channelTable, eq(channelTable.id, lmsWaybill.channelId))
      .where(eq(channelTable.code, 'SBXEXP'));
    expect(demo!.trackNo).toMatch(/^SB\d{11}$/);
    const [link] = await t.database.db
      .select({ ref: lmsTracker.trackApiId })
      .from(lmsTrackerWaybill)
      .innerJoin(lmsTracker, eq(lmsTracker.id, lmsTrackerWaybill.trackerId))
      .where(eq(lmsTrackerWaybill.waybillId, demo!.id));
    expect(link!.ref).toMatch(/^track:/);
  });

  it('delivered stamps the deliver time, moves a sent waybill to delivered and completes the tracker', async () => {
    t.clock.advance(60 * HOUR);
    await drain();
    const sent = await waybillRow(t, a.id);
    expect(sent!.status).toBe('delivered');
    expect(sent!.deliverTime).toBeTruthy();
    expect(sent!.trackTaskCompleteTime).toBeTruthy();
    const ordered = await waybillRow(t, b.id);
    expect(ordered!.status).toBe('order'); // the status machine does not deliver an order not yet sent
    expect(ordered!.deliverTime?.getTime()).toBe(sent!.deliverTime!.getTime());
    const [tracker] = await t.database.db
      .select()
      .from(lmsTracker)
      .where(and(eq(lmsTracker.trackNo, trackNo)));
    expect(tracker!.completeAt).toBeTruthy();
    expect((await apiTracks(a.id)).map((r) => r.status)).toContain('delivered');
    const count = (await apiTracks(b.id)).length;
    t.clock.advance(10 * HOUR);
    await drain();
    expect((await apiTracks(b.id)).length).toBe(count);
  });
});
