import { randomUUID } from 'node:crypto';
import { limitPeriodKey } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelTable } from '#modules/settings/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { releaseChannelCapacity, takeChannelCapacity } from './channel-capacity.service.ts';
import { channelLimitTake, channelLimitUsage } from './limit.schema.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The channel limit holds across connections for real on PostgreSQL (`.ci/run`, DESIGN §11): 100
 * takes, each in its own transaction on the pool, race for a limit of 50 bills — exactly 50 pass
 * and the counter reads 50; giving them all back concurrently brings it to 0.
 */
describe.runIf(onPostgres)('channel capacity under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let channelId: string;
  const ctx = () => ({ now: t.clock.now(), auth: { userId: null } }) as unknown as AuthedContext;
  const amounts = { pieceCount: '1', chargeWeight: '1', squareNumber: '0' };
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.database.db
      .update(channelTable)
      .set({ channelLimit: { enable: true, mode: 'bill', period: 'day', limit: 50 } })
      .where(eq(channelTable.code, 'USUPS'))
      .returning({ id: channelTable.id });
    channelId = String(row!.id);
  });
  afterAll(() => t.close());

  it('100 concurrent takes against a limit of 50: exactly 50 pass, the counter reads 50', async () => {
    const waybillIds = Array.from({ length: 100 }, () => randomUUID());
    const answers = await Promise.all(
      waybillIds.map((waybillId) =>
        t.database.db.transaction((tx) => takeChannelCapacity(tx, ctx(), { waybillId, channelId, amounts })),
      ),
    );
    expect(answers.filter((a) => a === null)).toHaveLength(50);
    expect(new Set(answers.filter((a) => a !== null).map((a) => a!.key))).toEqual(
      new Set(['limitChannelFull']),
    );
    const [usage] = await t.database.db
      .select()
      .from(channelLimitUsage)
      .where(eq(channelLimitUsage.channelId, channelId));
    expect(usage).toMatchObject({ periodKey: limitPeriodKey('day', t.clock.now()), used: '50.000' });
    const takes = await t.database.db
      .select()
      .from(channelLimitTake)
      .where(eq(channelLimitTake.channelId, channelId));
    expect(takes).toHaveLength(50);

    // every take given back twice, concurrently: exact and idempotent
    await Promise.all(
      [...takes, ...takes].map((k) =>
        t.database.db.transaction((tx) => releaseChannelCapacity(tx, ctx(), { waybillId: k.waybillId })),
      ),
    );
    const [after] = await t.database.db
      .select()
      .from(channelLimitUsage)
      .where(eq(channelLimitUsage.channelId, channelId));
    expect(after!.used).toBe('0.000');
  });
});
