import { defineEntity, field, l, zone } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from '#platform/http/errors.ts';
import { createEntityRegistry, loadEntitySubConfigs, type RuleContext } from './entity-runtime.ts';
import type { EntityServices } from './entity-services.ts';
import { entityTable } from './entity-table.ts';

/** Rules of these entities use no module service. */
const entityServices = {} as EntityServices;

const stopsSchema = z.array(z.object({ city: z.string().max(5), days: z.number().int().default(1) }));

/** An entity whose only rule is its JSON field's sub-config: no rules are given to the registry. */
const sample = defineEntity({
  name: 'subSample',
  api: 'test/subSample',
  table: 'sub_sample',
  title: l('样例', 'Sample', 'Mẫu'),
  permission: 'test/subSample',
  actions: ['insert'],
  labelField: 'name',
  menuGroup: 'test',
  route: '/test/sub-sample',
  fields: {
    name: field.text(l('名称', 'Name', 'Tên'), { max: 20 }),
    stops: field.json(l('站点', 'Stops', 'Điểm dừng'), {
      sub: async () => ({
        kind: 'rows',
        schema: stopsSchema,
        labels: { city: l('城市', 'City', 'Thành phố'), days: l('天数', 'Days', 'Số ngày') },
        check: (parsed) =>
          (parsed as unknown[]).length > 2 ? { key: 'duplicated', params: ['x'] } : undefined,
      }),
    }),
  },
});

async function runtime(def: typeof sample | typeof zone) {
  await loadEntitySubConfigs([def]);
  return createEntityRegistry([{ def, table: entityTable(def) }], entityServices).get(def.name);
}

describe('JSON fields with a sub-config', () => {
  it('the registry refuses an entity whose sub-configs were not loaded', () => {
    const unloaded = defineEntity({
      ...sample,
      name: 'subSampleUnloaded',
      fields: {
        ...sample.fields,
        stops: field.json(l('站点', 'Stops', 'Điểm dừng'), { sub: async () => ({}) as never }),
      },
    });
    expect(() =>
      createEntityRegistry([{ def: unloaded, table: entityTable(unloaded) }], entityServices),
    ).toThrow(/sub-configs not loaded/);
  });

  it('are normalized and checked from the field description alone', async () => {
    const rt = await runtime(sample);
    const rc = { rt } as RuleContext;
    expect(rt.rules.normalize!({ name: 'a', stops: [{ city: 'Rome' }] })).toEqual({
      name: 'a',
      stops: [{ city: 'Rome', days: 1 }],
    });
    expect(rt.rules.normalize!({ stops: null })).toEqual({ stops: null });
    expect(await rt.rules.check!({ stops: null }, rc)).toBeUndefined();
    expect(await rt.rules.check!({ stops: [{ city: 'Rome', days: 2 }] }, rc)).toBeUndefined();

    const shape = await rt.rules.check!({ stops: [{ city: 'Bangkok' }] }, rc);
    expect(shape?.fields).toEqual(['stops']);
    expect(translate('en-US', shape!.error.key, shape!.error.params)).toContain('Stops/City');

    const own = await rt.rules.check!({ stops: [{ city: 'A' }, { city: 'B' }, { city: 'C' }] }, rc);
    expect(own?.error.key).toBe('duplicated');
  });

  it('zone rows are refused by the zone description, named "Zones/…" in the caller language', async () => {
    const rt = await runtime(zone);
    const rc = { rt } as RuleContext;
    const long = await rt.rules.check!({ zones: [{ name: 'x'.repeat(36) }] }, rc);
    expect(translate('en-US', long!.error.key, long!.error.params)).toContain('Zones/Zone name');
    const nameless = await rt.rules.check!(
      rt.rules.normalize!({ zones: [{ name: 'A' }, { timeliness: '3 days' }] }),
      rc,
    );
    expect(nameless?.error.key).toBe('zoneNameEmptyAtSequence');
    expect(nameless?.error.params).toEqual([2]);
  });
});
