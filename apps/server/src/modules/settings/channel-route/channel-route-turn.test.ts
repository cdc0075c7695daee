import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRoute,
  clearRoutes,
  place,
  type RouteFixture,
  startRouteApp,
  waybillOf,
} from './channel-route-test-kit.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The turn counter under concurrent orders, for real on PostgreSQL: each order's transaction advances
 * the counter with one atomic upsert, so concurrent orders take the channels exactly in turn.
 */
describe.runIf(onPostgres)('turn routing under concurrent orders (PostgreSQL)', () => {
  let f: RouteFixture;
  beforeAll(async () => {
    f = await startRouteApp();
    await clearRoutes(f);
  }, 120_000);
  afterAll(() => f.t.close());

  it('20 concurrent orders spread exactly evenly over 2 channels', async () => {
    await addRoute(f, { routeMode: 'auto', conflictRule: 'turn', channelIds: [f.a, f.b] });
    const placed = await Promise.all(Array.from({ length: 20 }, () => place(f)));
    const counts = new Map<string, number>();
    for (const w of placed) {
      const channel = (await waybillOf(f, w.id)).channelId ?? 'none';
      counts.set(channel, (counts.get(channel) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ [f.a]: 10, [f.b]: 10 });
  }, 60_000);
});
