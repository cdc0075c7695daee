import {
  type FieldDef,
  groupCountsAnswer,
  searchResultOf,
  statusCountsAnswer,
  timestampAnswer,
} from '@freightdesk/domain';
import { z } from 'zod';
import { MASK } from './entity-query.ts';
import type { EntityRuntime } from './entity-runtime.ts';

/** The JSON value of one field as a record answers it (`null` when empty). */
function fieldValue(f: FieldDef): z.ZodType {
  const many = (item: z.ZodType) => ('multiple' in f && f.multiple ? z.array(item) : item);
  switch (f.type) {
    case 'text':
    case 'textarea':
      return z.string();
    case 'int':
      return z.number().int();
    case 'decimal':
      return z.string().meta({ description: `Decimal (${f.scale} places) as text` });
    case 'bool':
      return z.boolean();
    case 'enum': {
      const values = f.options.map((o) => z.literal(o.value));
      return many(values.length ? z.union(values) : z.union([z.string(), z.number()]));
    }
    case 'dict':
      return many(z.string().meta({ description: `Item code of dictionary ${f.dictionary}` }));
    case 'ref':
      return many(z.uuid().meta({ description: `Id of ${f.entity}` }));
    case 'date':
      return z.string().meta({ format: 'date' });
    case 'datetime':
      return timestampAnswer;
    case 'textList':
      return z.array(z.string());
    case 'json':
      return z.unknown();
  }
}

const cache = new WeakMap<EntityRuntime, z.ZodType>();

/**
 * A record of the entity as its reads and writes answer it: the described fields (masked ones may
 * read as stars), `<ref>Label` of references, the system columns; other columns of its table as well.
 */
export function entityRecordOutput(rt: EntityRuntime): z.ZodType {
  const known = cache.get(rt);
  if (known) return known;
  const shape: Record<string, z.ZodType> = {
    id: z.uuid(),
    version: z.number().int(),
    ...(rt.table.enabled ? { enabled: z.boolean() } : {}),
  };
  for (const [key, f] of Object.entries(rt.def.fields)) {
    const value = fieldValue(f).nullable();
    shape[key] = (f.maskPermission ? z.union([value, z.literal(MASK)]) : value).meta({
      description: f.label['en-US'],
    });
    if (f.type === 'ref')
      shape[`${key}Label`] = (f.multiple ? z.array(z.string().nullable()) : z.string()).nullable();
  }
  if (rt.def.customerScoped) {
    shape.customerId = z.uuid().nullable();
    shape.customerIdLabel = z.string().nullable();
  }
  Object.assign(shape, {
    createdAt: timestampAnswer,
    updatedAt: timestampAnswer,
    createdBy: z.uuid().nullable(),
    updatedBy: z.uuid().nullable(),
    createdByName: z.string().nullable(),
    updatedByName: z.string().nullable(),
  });
  const schema = z.looseObject(shape);
  cache.set(rt, schema);
  return schema;
}

/** A page of the entity's search. */
export const entityPageOutput = (rt: EntityRuntime): z.ZodType => searchResultOf(entityRecordOutput(rt));

export { groupCountsAnswer as entityGroupOutput, statusCountsAnswer as entityStatusOutput };
