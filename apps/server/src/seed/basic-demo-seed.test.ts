import { ENTITIES, findEntity } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { SEED_NUMBER_RULES } from '#modules/settings/numbering/numbering.seed.ts';
import { entityRegistry } from '../entities.ts';
import { DEMO_ROWS } from './basic-demo-seed.ts';

/** The demo rows are written without the API: they must pass the entities' own payload schemas. */
describe('demo settings-centre data', () => {
  it('every demo row is a valid create payload of its entity (references as any id)', () => {
    const rows = { ...DEMO_ROWS, numberRule: SEED_NUMBER_RULES };
    for (const [name, list] of Object.entries(rows)) {
      const rt = entityRegistry.get(name);
      for (const row of list) {
        const payload = { ...row };
        for (const [key, f] of Object.entries(rt.def.fields))
          if (f.type === 'ref' && payload[key])
            payload[key] = f.multiple ? [crypto.randomUUID()] : crypto.randomUUID();
        const parsed = rt.insert.safeParse(payload);
        expect(parsed.success, `${name} ${JSON.stringify(row)} ${parsed.error?.message ?? ''}`).toBe(true);
      }
    }
  });

  it("covers every entity except the number rules (seeded for every installation), customers and the organisation (their modules' company seeds), and the rules that would change what the demo's orders do or call out", () => {
    const missing = ENTITIES.map((e) => e.name).filter((n) => !DEMO_ROWS[n]);
    expect(missing).toEqual([
      'numberRule',
      'interceptor',
      'channelRoute',
      'webhook',
      'executor',
      'customer',
      'organization',
      'jobPosition',
      'employee',
    ]);
    expect(findEntity('numberRule')).toBeDefined();
  });
});
