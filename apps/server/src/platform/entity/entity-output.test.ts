import { ENTITIES } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allRoutes } from '../../routes.ts';
import { createSample } from '../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The output schemas the entity routes derive from the description match what they answer. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t.close());

function outputOf(method: 'GET' | 'POST', url: string): z.ZodType {
  const found = allRoutes.find((r) => r.method === method && r.url === url);
  if (!found?.output) throw new Error(`${method} ${url} has no output schema`);
  return found.output;
}

function expectMatches(schema: z.ZodType, data: unknown) {
  const parsed = schema.safeParse(JSON.parse(JSON.stringify(data)));
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
}

describe.each(ENTITIES.map((def) => [def.name, def] as const))('%s', (_, def) => {
  it('insert, detail, search and statusGroup answer what their output schemas say', async () => {
    const row = await createSample(t, admin, def);
    expectMatches(outputOf('POST', `/${def.api}/insert`), row);
    const detail = await t.get(`/${def.api}/detail`, { id: String(row.id) }, { token: admin });
    expectMatches(outputOf('GET', `/${def.api}/detail`), detail.data);
    const page = await t.post(`/${def.api}/search`, { criteria: { ids: [row.id] } }, { token: admin });
    expectMatches(outputOf('POST', `/${def.api}/search`), page.data);
    const counts = await t.post(`/${def.api}/statusGroup`, { criteria: {} }, { token: admin });
    expectMatches(outputOf('POST', `/${def.api}/statusGroup`), counts.data);
  });
});
