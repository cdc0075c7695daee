import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { purgeRequestLog, writeRequestLog } from './request-log.service.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const entry = (logRef: string, requestTime: Date) => ({
  tag: 'test.call',
  method: 'POST',
  url: 'http://127.0.0.1:9/x',
  requestHeaders: {},
  requestTime,
  logRef,
});

describe('request log housekeeping', () => {
  it('deletes calls older than 30 days and keeps the others', async () => {
    const now = new Date('2026-11-28T00:00:00Z');
    await writeRequestLog(t.database.db, entry('OLD-1', new Date(now.getTime() - 31 * DAY)));
    await writeRequestLog(t.database.db, entry('NEW-1', new Date(now.getTime() - 29 * DAY)));
    await purgeRequestLog(t.database.db, now);
    const found = await t.post<{ records: { logRef: string }[] }>(
      '/common/requestDetailLog/search',
      { criteria: { tag: 'test.call' } },
      { token: admin },
    );
    expect(found.data.records.map((r) => r.logRef)).toEqual(['NEW-1']);
  });
});
