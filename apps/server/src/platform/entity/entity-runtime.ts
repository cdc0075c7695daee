import {
  type EntityDef,
  entitySchemas,
  FIELD_LABELS,
  loadedSubConfigs,
  loadSubConfigs,
  type Message,
  message,
} from '@freightdesk/domain';
import { z } from 'zod';
import type { Db } from '#platform/db/db.ts';
import type { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { FieldLabels } from '#platform/http/validation.ts';
import type { EntityServices } from './entity-services.ts';
import { withSubConfigs } from './entity-sub-configs.ts';
import type { EntityTable } from './entity-table.ts';

/** A problem an entity rule found in a row, naming the fields it is about (import errors show them). */
export type RuleIssue = { fields: readonly string[]; error: BizError };

/** What a rule may use: the request, the open transaction, the entity, and the id of an updated row. */
export type RuleContext = { ctx: AuthedContext; tx: Db; rt: EntityRuntime; id?: string };

/** The exceptions to the generic behaviour of one entity, written next to the entity. */
export type EntityRules = {
  /**
   * Normalizes a row's form values before they are checked and written (insert, update, copy, import,
   * demo seed): e.g. JSON sub-configs with their defaults filled in, fields computed from others
   * (`form: false`). Must be pure, synchronous and idempotent, and must not throw: values it cannot
   * read are left as they are for `check` to refuse.
   */
  normalize?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Checks one row about to be written (insert, update, copy, each import row). */
  check?: (
    values: Record<string, unknown>,
    rc: RuleContext,
  ) => RuleIssue | undefined | Promise<RuleIssue | undefined>;
  /** Refuses deleting rows the generic reference check lets through (a system row), by throwing. */
  beforeDelete?: (rows: readonly Record<string, unknown>[], rc: RuleContext) => void | Promise<void>;
  /**
   * Payload keys of the create payload that are not fields (an employee's initial password): optional
   * in the schema (copies and imports go without), never stored as they are, never in the update payload.
   */
  createOnly?: { shape: Record<string, z.ZodType>; labels: Record<string, Message> };
  /**
   * Column values an insert or copy adds from its payload (a password hash), after the row checks; may
   * refuse the row. Imports do not run it: their rows get the columns' defaults.
   */
  prepareInsert?: (
    payload: Record<string, unknown>,
    rc: RuleContext & { action: string },
  ) => Promise<Record<string, unknown>>;
  /** Columns of the table never answered nor logged (a password hash). */
  secretColumns?: readonly string[];
  /**
   * Field values of the import template's example row that the generic sample cannot guess (a value
   * that fits the mode, an existing waybill): the example imports as it is.
   */
  importExample?: (ctx: AuthedContext) => Promise<Record<string, unknown>>;
  /**
   * The entity is a scoped list (`platform/permissions/scoped-lists.ts`): the fields its data scope
   * compares with users (`owner`) and customers (`customer`); its reads take `permissionScope`.
   */
  dataScope?: { owner?: string; customer?: string; kind?: 'business' | 'reference' };
};

/** An entity as the server serves it: description, table, payload schemas, labels, rules. */
export type EntityRuntime = {
  def: EntityDef;
  table: EntityTable;
  /** Create payload (customer-scoped entities also take an optional `customerId`, used for staff only). */
  insert: z.ZodObject;
  /** Update payload: the create payload plus `id` and `version`. */
  update: z.ZodObject;
  /** Labels of the fields and of the system fields, for messages and spreadsheet headers. */
  labels: FieldLabels;
  /** Unique constraints: each `unique` field, then each `uniqueTogether` combination. */
  uniqueKeys: readonly (readonly string[])[];
  /** The entity's own rules with those of its JSON sub-configs (from the field descriptions). */
  rules: EntityRules;
  registry: EntityRegistry;
  /** Served by a hand-written module: the machinery adds only `autocomplete` (pickers). */
  lookupOnly: boolean;
};

/** Every served entity, looked up by name (references, "still used by" checks). */
export type EntityRegistry = {
  readonly all: readonly EntityRuntime[];
  get: (name: string) => EntityRuntime;
  /** What the machinery uses from modules, given by the top floor. */
  readonly services: EntityServices;
};

/** The labels of the columns every entity has. */
const SYSTEM_LABELS: Record<string, Message> = {
  id: FIELD_LABELS.id,
  ids: FIELD_LABELS.ids,
  version: FIELD_LABELS.version,
  enabled: {
    'zh-CN': message('zh-CN', 'entityEnabled'),
    'en-US': message('en-US', 'entityEnabled'),
    'vi-VN': message('vi-VN', 'entityEnabled'),
  },
  customerId: {
    'zh-CN': message('zh-CN', 'entityCustomer'),
    'en-US': message('en-US', 'entityCustomer'),
    'vi-VN': message('vi-VN', 'entityCustomer'),
  },
};

/** Loads the sub-configs of the entities' JSON fields, which {@link createEntityRegistry} needs loaded. */
export async function loadEntitySubConfigs(defs: readonly EntityDef[]): Promise<void> {
  await Promise.all(defs.map((def) => loadSubConfigs(def.fields)));
}

/** Builds the registry of served entities from their descriptions, tables and rules. */
export function createEntityRegistry(
  items: readonly {
    def: EntityDef;
    table: EntityTable | undefined;
    rules?: EntityRules;
    lookupOnly?: boolean;
  }[],
  services: EntityServices,
): EntityRegistry {
  const byName = new Map<string, EntityRuntime>();
  const registry: EntityRegistry = {
    all: [],
    get: (name) => {
      const rt = byName.get(name);
      if (!rt) throw new Error(`entity ${name} is not registered`);
      return rt;
    },
    services,
  };
  const all: EntityRuntime[] = [];
  for (const { def, table, rules, lookupOnly } of items) {
    if (!table) throw new Error(`entity ${def.name} has no table`);
    const subs = loadedSubConfigs(def.fields);
    if (!subs) throw new Error(`entity ${def.name}: sub-configs not loaded (loadEntitySubConfigs)`);
    const schemas = entitySchemas(def);
    const base = def.customerScoped
      ? schemas.insert.extend({ customerId: z.uuid().nullish() })
      : schemas.insert;
    const createOnly = Object.fromEntries(
      Object.entries(rules?.createOnly?.shape ?? {}).map(([key, s]) => [key, s.optional()]),
    );
    const insert = base.extend(createOnly);
    const labels: Record<string, Message> = { ...SYSTEM_LABELS, ...rules?.createOnly?.labels };
    for (const [key, f] of Object.entries(def.fields)) labels[key] = f.label;
    const uniqueKeys = [
      ...Object.entries(def.fields)
        .filter(([, f]) => f.unique)
        .map(([key]) => [key]),
      ...(def.uniqueTogether ?? []),
    ];
    const rt: EntityRuntime = {
      def,
      table,
      insert,
      update: base.extend({ id: z.uuid(), version: z.coerce.number().int().min(0) }),
      labels,
      uniqueKeys,
      rules: withSubConfigs(rules ?? {}, subs),
      registry,
      lookupOnly: lookupOnly ?? false,
    };
    byName.set(def.name, rt);
    all.push(rt);
  }
  (registry as { all: readonly EntityRuntime[] }).all = all;
  return registry;
}
