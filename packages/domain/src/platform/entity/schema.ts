import Decimal from 'decimal.js';
import { z } from 'zod';
import { UPLOAD_MAX_FILES } from '../constants.ts';
import type { MessageKey } from '../messages/catalogue.ts';
import { splitList } from './split-list.ts';
import type { EntityDef, FieldDef, FilesConfig, TextField } from './types.ts';

/**
 * Zod payloads derived from an entity description. Create and update share one schema: update is
 * the same object plus `id` and `version`. Refinement messages are catalogue keys; the server turns
 * them into "{field} …" sentences in the caller's language.
 */

const msg = (key: MessageKey) => ({ message: key });

/** Blank text, null and undefined all mean "no value". */
const blankToUndefined = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v;

const FORMATS: Record<NonNullable<TextField['format']>, RegExp> = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  url: /^https?:\/\/[^\s]+$/i,
  hex: /^#?[0-9a-f]+$/i,
  upperCode: /^[A-Z0-9_-]+$/,
  digits: /^\d+$/,
};

export { splitList } from './split-list.ts';

/** One file kept by a files field. */
export const fileRefSchema = z.object({
  fileId: z.uuid(),
  fileName: z.string().trim().min(1).max(255),
  type: z.string().max(50).nullish(),
});
export type FileRef = z.output<typeof fileRefSchema>;

function filesSchema(config: FilesConfig) {
  const types = config.types?.map((o) => String(o.value));
  const item = types?.length
    ? fileRefSchema.extend({ type: z.string().refine((v) => types.includes(v), msg('invalidEnum')) })
    : fileRefSchema;
  return z.preprocess((v) => v ?? [], z.array(item).max(config.max ?? UPLOAD_MAX_FILES, msg('exceedsLimit')));
}

function textSchema(f: TextField) {
  let s = z.string().trim();
  if (f.max) s = s.max(f.max);
  if (f.min) s = s.min(f.min);
  if (f.length) s = s.length(f.length);
  let out: z.ZodType<string> = f.upper ? s.transform((v) => v.toUpperCase()) : s;
  if (f.format) {
    const re = FORMATS[f.format];
    out = out.refine((v) => re.test(v), msg('invalidFormat'));
  }
  if (f.pattern) {
    const re = new RegExp(`^(?:${f.pattern})$`);
    out = out.refine((v) => re.test(v), msg('invalidFormat'));
  }
  return out;
}

function decimalSchema(scale: number, min?: string, max?: string) {
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v), { ...msg('invalidFormat'), abort: true })
    .refine((v) => (v.split('.')[1]?.length ?? 0) <= scale, { ...msg('invalidFormat'), abort: true })
    .refine((v) => min === undefined || new Decimal(v).gte(min), msg('valueOutOfRange'))
    .refine((v) => max === undefined || new Decimal(v).lte(max), msg('valueOutOfRange'))
    .transform((v) => new Decimal(v).toFixed(scale));
}

function intSchema(min?: number, max?: number) {
  let n = z.number().int();
  if (min !== undefined) n = n.min(min);
  if (max !== undefined) n = n.max(max);
  // whole-number text becomes a number; anything else is left for the number check to refuse,
  // so a missing value reads "cannot be empty" and other text "not in a valid format"
  return z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v), n);
}

const boolSchema = z.union([
  z.boolean(),
  z.literal(1).transform(() => true),
  z.literal(0).transform(() => false),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

/** The value schema of one field (without required/optional handling). */
export function fieldValueSchema(f: FieldDef): z.ZodType {
  switch (f.type) {
    case 'text':
    case 'textarea':
      return textSchema(f);
    case 'int':
      return intSchema(f.min, f.max);
    case 'decimal':
      return decimalSchema(f.scale, f.min, f.max);
    case 'bool':
      return boolSchema;
    case 'enum': {
      const values = f.options.map((o) => o.value);
      const one = z
        .union([z.string(), z.number()])
        .transform((v) => values.find((x) => String(x) === String(v)))
        .refine((v) => v !== undefined, msg('invalidEnum'));
      return f.multiple ? z.array(one) : one;
    }
    case 'dict':
      return f.multiple ? z.array(z.string().trim().max(64)) : z.string().trim().max(64);
    case 'ref':
      return f.multiple ? z.array(z.uuid()) : z.uuid();
    case 'date':
      return z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidFormat');
    case 'datetime':
      return z.iso.datetime({ offset: true, message: 'invalidFormat' });
    case 'textList': {
      const item = z.string().trim().min(1).max(f.itemMax);
      const list = f.maxItems ? z.array(item).max(f.maxItems) : z.array(item);
      return z.union([z.string().transform(splitList), z.array(z.string())]).pipe(list);
    }
    case 'json':
      return f.files ? filesSchema(f.files) : z.unknown();
  }
}

/** A field's schema with its required rule: required fields refuse blanks, optional ones store null. */
export function fieldSchema(f: FieldDef): z.ZodType {
  const value = fieldValueSchema(f);
  if (f.type === 'bool')
    return z.preprocess(blankToUndefined, value.optional()).transform((v) => v ?? f.default ?? false);
  if (f.type === 'textList' || ('multiple' in f && f.multiple)) {
    const list = z.preprocess((v) => blankToUndefined(v) ?? [], value);
    return f.required ? list.refine((v) => Array.isArray(v) && v.length > 0, msg('required')) : list;
  }
  if (f.required) return z.preprocess(blankToUndefined, value);
  return z.preprocess(blankToUndefined, value.optional()).transform((v) => v ?? null);
}

export type EntitySchemas = {
  /** The create payload: every form field. */
  insert: z.ZodObject;
  /** The update payload: the create payload plus `id` and `version`. */
  update: z.ZodObject;
};

/** Builds the create and update payload schemas of an entity from its description. */
export function entitySchemas(entity: Pick<EntityDef, 'fields'>): EntitySchemas {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(entity.fields)) {
    if (f.form === false) continue;
    shape[name] = fieldSchema(f);
  }
  const insert = z.object(shape);
  const update = insert.extend({ id: z.uuid(), version: z.coerce.number().int().min(0) });
  return { insert, update };
}
