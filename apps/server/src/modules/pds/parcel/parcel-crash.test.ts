import { PARCEL_API } from '@freightdesk/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelApiTable, sandboxLabelsSold } from '#modules/settings/carrier-api/index.ts';
import { DEVELOPMENT_SECRETS_KEY } from '#platform/config.ts';
import { type ApiProcess, startApiProcess } from '../../../test/api-process.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { Tokens } from '../../lms/waybill/waybill-test-kit.ts';
import { pdsLabelAttempt, pdsWaybill } from './parcel.schema.ts';
import { useParcelCarrier } from './parcel-carrier.ts';
import { sampleParcel, startParcelApp } from './parcel-test-kit.ts';

const PG_URL = process.env.TEST_DATABASE_URL;
const PARCELS = 50;
/** The sandbox's answer time: 50 labels at 8 at once take a few seconds, so the kill lands mid-batch. */
const LATENCY_MS = 300;
/** The task lease of the API processes: a dead process's labels are taken over after it. */
const TASK_LEASE_MS = 3_000;
const SETTLE_MS = 120_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The label queue survives a crash (issue 18): 50 parcels ordered with `labelNow: false`, a real API
 * process (main.ts) buying their labels from the sandbox is SIGKILLed mid-batch, a second one takes
 * the dead one's work over once its leases run out; the sandbox's own count proves that every parcel
 * got exactly one label and none was bought twice. PostgreSQL only (two processes on one database):
 * `.ci/run` runs it with TEST_DATABASE_URL.
 */
describe.runIf(PG_URL)(
  'pds label queue across a killed process (PostgreSQL only: needs TEST_DATABASE_URL)',
  () => {
    let t: TestApp;
    let tk: Tokens;
    let product: string;
    let restore = () => {};
    let databaseUrl: string;
    const processes: ApiProcess[] = [];

    const start = () => {
      const env = {
        NODE_ENV: 'test',
        TASK_LEASE_MS: String(TASK_LEASE_MS),
        // the test app's key (no SECRETS_KEY given): credentials sealed by it open in the processes
        SECRETS_KEY: DEVELOPMENT_SECRETS_KEY.toString('base64'),
      };
      return startApiProcess(databaseUrl, env).then((p) => {
        processes.push(p);
        return p;
      });
    };

    beforeAll(async () => {
      ({ t, tk, product } = await startParcelApp());
      const db = t.database.db;
      const [api] = await db
        .select({ id: labelApiTable.id })
        .from(labelApiTable)
        .where(eq(labelApiTable.code, 'SANDBOX'));
      await db
        .update(labelApiTable)
        .set({ credentials: { latencyMs: String(LATENCY_MS), failureRate: '0' } } as never)
        .where(eq(labelApiTable.id, api!.id));
      restore = useParcelCarrier({ labelApiOf: async () => String(api!.id), trackApiOf: async () => null });
      // the processes open the test's own database (a copy of the template on the TEST_DATABASE_URL server)
      const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(PG_URL ?? '');
      url.pathname = `/${result.rows[0]!.name}`;
      databaseUrl = url.toString();
    });

    afterAll(async () => {
      await Promise.all(processes.map((p) => p.kill('SIGKILL')));
      restore();
      await t?.close();
    });

    it('a process killed mid-batch: the next one finishes it, one label per parcel, none bought twice', {
      timeout: 300_000,
    }, async () => {
      const db = t.database.db;
      // the demo's own queued work first (its freight waybill's label fetch): the count below is this test's
      for (let i = 0; i < 5 && (await t.app.tasks.runDueTasks()).done > 0; i++);
      const before = await sandboxLabelsSold(db);
      const ids: string[] = [];
      for (let i = 0; i < PARCELS; i++) {
        const res = await t.post<{ id: string; trackNo?: string }>(
          PARCEL_API.order.url,
          sampleParcel(product, { labelNow: false }),
          { token: tk.demo },
        );
        expect(res.code, res.msg).toBe(0);
        expect(res.data.trackNo).toBeUndefined();
        ids.push(res.data.id);
      }
      const attempts = () =>
        db
          .select({ status: pdsLabelAttempt.status, calls: pdsLabelAttempt.calls })
          .from(pdsLabelAttempt)
          .where(inArray(pdsLabelAttempt.waybillId, ids));

      const first = await start();
      const deadline = Date.now() + 120_000;
      while ((await sandboxLabelsSold(db)) === before) {
        if (Date.now() > deadline)
          throw new Error(`no label sold within 120 s by the first process: ${first.stderr()}`);
        if (first.child.exitCode !== null) throw new Error(`the first process exited: ${first.stderr()}`);
        await sleep(20);
      }
      await first.kill('SIGKILL');
      const atKill = await sandboxLabelsSold(db);
      const doneAtKill = (await attempts()).filter((a) => a.status === 'done').length;
      // the kill must land mid-batch, else the test proves nothing (raise LATENCY_MS)
      expect(atKill - before, 'labels sold when the first process was killed').toBeLessThan(PARCELS);
      expect(doneAtKill).toBeLessThan(PARCELS);

      const second = await start();
      const until = Date.now() + SETTLE_MS;
      for (;;) {
        const rows = await attempts();
        const open = rows.filter((a) => a.status !== 'done');
        if (rows.length === PARCELS && open.length === 0) break;
        if (Date.now() > until)
          throw new Error(
            `${open.length} of ${PARCELS} label attempts not done ${SETTLE_MS / 1000} s after the restart ` +
              `(${open.map((a) => a.status).join(', ')}); second process: ${second.stderr()}`,
          );
        await sleep(100);
      }

      expect(await sandboxLabelsSold(db), 'labels the sandbox sold').toBe(before + PARCELS);
      const parcels = await db
        .select({ status: pdsWaybill.status, trackNo: pdsWaybill.trackNo })
        .from(pdsWaybill)
        .where(inArray(pdsWaybill.id, ids));
      expect(parcels).toHaveLength(PARCELS);
      expect(parcels.filter((p) => !p.trackNo)).toEqual([]);
      expect(new Set(parcels.map((p) => p.trackNo)).size).toBe(PARCELS);
      expect(parcels.every((p) => p.status === 'made')).toBe(true);
      // the dead process's calls in flight were made again with their keys, and the sandbox sold nothing twice
      expect((await attempts()).some((a) => a.calls > 1)).toBe(true);
    });
  },
);
