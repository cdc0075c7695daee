import type { Language, Message, SubConfig } from '@freightdesk/domain';

/**
 * Reads the flat fields of a sub-config's Zod schema (zone rows, order field configs, channel
 * limits …) into the inputs the editors render: text, number (int/decimal with its range), yes/no,
 * enum (its values), text list (pasted text or tags) and nested rows (an array of flat objects).
 * Only the schema's structure is read (`_zod.def`), so the web app needs no Zod of its own.
 */

/** The shape of a schema issue the editors read. */
export type SchemaIssue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  exact?: boolean;
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
};

type ParseResult =
  | { success: true; data: unknown }
  | { success: false; error: { issues: readonly SchemaIssue[] } };

/** What the editors need of a Zod schema. */
export type SchemaLike = {
  readonly _zod: { readonly def: unknown };
  safeParse: (value: unknown, params?: { reportInput?: boolean }) => ParseResult;
};

export type Labels = Readonly<Record<string, Message>>;

/**
 * How a JSON field is edited, from its field description's sub-config (`f.sub`): `rows` (an array of
 * flat objects in an editable table) or `object` (a small form of flat fields; arrays of objects
 * inside it get a nested row table), from the schema and labels the server validates with.
 */
export type SubConfigEditor = Pick<SubConfig, 'kind' | 'labels' | 'check'> & { schema: SchemaLike };

export type SubField =
  | { key: string; kind: 'text' }
  | { key: string; kind: 'number'; int: boolean; min?: number; max?: number }
  | { key: string; kind: 'bool'; initial?: boolean }
  | { key: string; kind: 'enum'; values: string[] }
  | { key: string; kind: 'list' }
  | { key: string; kind: 'rows'; fields: SubField[] };

export type SubFieldKind = SubField['kind'];

type Def = {
  type?: string;
  innerType?: SchemaLike;
  in?: SchemaLike;
  shape?: Record<string, SchemaLike>;
  element?: SchemaLike;
  options?: SchemaLike[];
  entries?: Record<string, string | number>;
  defaultValue?: unknown;
};

const defOf = (s: SchemaLike): Def => (s._zod.def ?? {}) as Def;

/** The schema under defaults, optional/nullable wrappers and pipes (the input side). */
export function unwrap(s: SchemaLike): SchemaLike {
  let cur = s;
  for (let i = 0; i < 20; i++) {
    const d = defOf(cur);
    if (
      d.innerType &&
      ['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch'].includes(d.type ?? '')
    )
      cur = d.innerType;
    else if (d.type === 'pipe' && d.in) cur = d.in;
    else break;
  }
  return cur;
}

/** The schema default under the wrappers, if any. */
function defaultOf(s: SchemaLike): unknown {
  let cur: SchemaLike | undefined = s;
  for (let i = 0; cur && i < 20; i++) {
    const d = defOf(cur);
    if (d.type === 'default' || d.type === 'prefault') return d.defaultValue;
    cur = d.innerType;
  }
  return undefined;
}

const finite = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

/** The editor input of one schema (undefined when the editors cannot show it). */
function subField(key: string, schema: SchemaLike): SubField | undefined {
  const s = unwrap(schema);
  const d = defOf(s);
  switch (d.type) {
    case 'string':
      return { key, kind: 'text' };
    case 'boolean': {
      const initial = defaultOf(schema);
      return typeof initial === 'boolean' ? { key, kind: 'bool', initial } : { key, kind: 'bool' };
    }
    case 'number': {
      const n = s as SchemaLike & { minValue?: unknown; maxValue?: unknown; isInt?: unknown };
      return { key, kind: 'number', int: n.isInt === true, min: finite(n.minValue), max: finite(n.maxValue) };
    }
    case 'enum':
      return { key, kind: 'enum', values: Object.values(d.entries ?? {}).map(String) };
    case 'union': {
      // a list may be pasted as text or given as an array: the array side decides
      const array = (d.options ?? []).map(unwrap).find((o) => defOf(o).type === 'array');
      return array ? subField(key, array) : { key, kind: 'text' };
    }
    case 'array': {
      const element = d.element ? unwrap(d.element) : undefined;
      if (!element) return undefined;
      const type = defOf(element).type;
      if (type === 'string') return { key, kind: 'list' };
      if (type === 'object') return { key, kind: 'rows', fields: objectFields(element) };
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The fields of an object schema, in shape order. */
export function objectFields(schema: SchemaLike): SubField[] {
  const shape = defOf(unwrap(schema)).shape ?? {};
  return Object.entries(shape)
    .map(([key, s]) => subField(key, s))
    .filter((f): f is SubField => f !== undefined);
}

/** The fields of one row of an array-of-objects schema. */
export function rowFields(schema: SchemaLike): SubField[] {
  const element = defOf(unwrap(schema)).element;
  return element ? objectFields(element) : [];
}

/** The label of a sub-field in a language (its key when the label map has none). */
export function subLabel(labels: Labels, key: string, lang: Language): string {
  return labels[key]?.[lang] ?? key;
}
