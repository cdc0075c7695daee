import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/customer.schema.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import type { EntityRuntime } from '#platform/entity/entity-runtime.ts';
import type { DemoRow } from '#platform/module.ts';
import { entityRegistry } from '../entities.ts';
import { MODULES } from '../modules.ts';

/** Seed step of an entity's demo rows (one per entity, so an entity added later is seeded on existing demo databases). */
const stepOf = (entity: string) => `demo:${entity}`;

/** Each entity's demo rows, from the manifest of the module serving it. */
export const DEMO_ROWS: Readonly<Record<string, readonly DemoRow[]>> = Object.fromEntries(
  MODULES.flatMap((m) =>
    Object.entries(m.entities ?? {}).flatMap(([name, e]) => (e.demoRows ? [[name, e.demoRows]] : [])),
  ),
);

/** Code (or label) → id of every row of an entity, for resolving the references of later demo rows. */
async function keysOf(tx: Tx, rt: EntityRuntime): Promise<Map<string, string>> {
  const keyField = 'code' in rt.def.fields ? 'code' : rt.def.labelField;
  const rows = await tx.select().from(rt.table);
  return new Map(rows.map((r) => [String(r[keyField]), String(r.id)]));
}

/** Turns a demo row's reference texts into ids (looked up once per target); null when one is unknown. */
async function resolve(
  tx: Tx,
  rt: EntityRuntime,
  row: Record<string, unknown>,
  keys: Map<string, Map<string, string>>,
): Promise<Record<string, unknown> | null> {
  const out: Record<string, unknown> = { ...row };
  for (const [key, f] of Object.entries(rt.def.fields)) {
    if (f.type !== 'ref' || row[key] === undefined || row[key] === null) continue;
    if (!keys.has(f.entity)) keys.set(f.entity, await keysOf(tx, rt.registry.get(f.entity)));
    const texts = (Array.isArray(row[key]) ? row[key] : [row[key]]) as unknown[];
    const ids = texts.map((x) => keys.get(f.entity)!.get(String(x)));
    if (ids.some((id) => !id)) return null;
    out[key] = f.multiple ? ids : ids[0];
  }
  // demo rows write times as ISO texts (what the payload takes); the column wants a Date
  for (const [key, f] of Object.entries(rt.def.fields))
    if (f.type === 'datetime' && typeof out[key] === 'string') out[key] = new Date(out[key] as string);
  return rt.rules.normalize ? { ...out, ...rt.rules.normalize(out) } : out;
}

/**
 * Seeds the demo settings-centre data of each entity once per database (recorded as a seed step per
 * entity, so rows users delete are not re-created, while an entity added by a later release still gets
 * its demo rows): countries, ports, airlines, address books of customer C0001, goods descriptions, …
 * Answers whether anything was seeded.
 */
export async function seedBasicDemo(tx: Tx): Promise<boolean> {
  const done = new Set((await tx.select({ name: seedStep.name }).from(seedStep)).map((s) => s.name));
  const [c1] = await tx.select({ id: customer.id }).from(customer).where(eq(customer.code, 'C0001'));
  const keys = new Map<string, Map<string, string>>();
  let seeded = false;
  for (const rt of entityRegistry.all) {
    const rows = DEMO_ROWS[rt.def.name];
    if (!rows?.length || done.has(stepOf(rt.def.name)) || (rt.def.customerScoped && !c1)) continue;
    const values: Record<string, unknown>[] = [];
    for (const r of rows) {
      const resolved = await resolve(tx, rt, r, keys);
      if (!resolved) continue;
      values.push({ ...resolved, ...rt.def.fixed, ...(rt.def.customerScoped ? { customerId: c1!.id } : {}) });
    }
    if (values.length) await tx.insert(rt.table).values(values).onConflictDoNothing();
    await tx.insert(seedStep).values({ name: stepOf(rt.def.name) });
    keys.delete(rt.def.name);
    seeded = true;
  }
  return seeded;
}
