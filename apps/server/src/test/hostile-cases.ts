import { ENTITIES } from '@freightdesk/domain';

/**
 * Hostile requests for every route of the OpenAPI document (issue 13 item 2): values are derived
 * from each route's published input schema, so a route added later is covered without naming it.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  prefixItems?: Schema[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
};

export type Operation = {
  parameters?: { name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

/** One request: a JSON value, raw bytes with a content type, or a raw query string. */
export type HostileCase = {
  name: string;
  /** A well-formed request a route may accept (code 0) and act on, e.g. an arbitrary file to a plain upload. */
  acceptable?: boolean;
  payload?: string | Buffer;
  contentType?: string;
  query?: string;
};

/** A small fixed-seed PRNG (mulberry32), so a failing case can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const NIL_UUID = '00000000-0000-4000-8000-00000000f00d';
const LONG = 'x'.repeat(100_000);
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';
const HUGE = 9.007199254740993e20;

function mainType(s: Schema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.items || s.prefixItems) return 'array';
  return undefined;
}

function option(s: Schema): Schema {
  const options = s.anyOf ?? s.oneOf;
  if (!options) return s;
  return option(options.find((o) => o.type !== 'null') ?? options[0] ?? {});
}

/** A value the schema would likely accept (the base the hostile values are put into). */
export function plausible(raw: Schema, depth = 0): unknown {
  const s = option(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined && depth > 0) return s.default;
  switch (mainType(s)) {
    case 'string':
      if (s.format === 'uuid') return NIL_UUID;
      if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'email') return 'fuzz@example.com';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array': {
      if (s.prefixItems) return s.prefixItems.map((p) => plausible(p, depth + 1));
      return (s.minItems ?? 0) > 0 && s.items ? [plausible(s.items, depth + 1)] : [];
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(s.properties ?? {})) out[k] = plausible(p, depth + 1);
      return out;
    }
    default:
      return 'x';
  }
}

/** A value of another JSON type than the schema's. */
function wrongType(raw: Schema): unknown {
  switch (mainType(option(raw))) {
    case 'string':
      return { not: 'a string' };
    case 'integer':
    case 'number':
      return 'NaN';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not-a-list';
    case 'object':
      return 42;
    default:
      return [[{}]];
  }
}

/** The same value with every text, number or list replaced (keys kept). */
function mapLeaves(value: unknown, f: (v: unknown) => unknown): unknown {
  if (Array.isArray(value)) return f(value.map((v) => mapLeaves(v, f)));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, f)]));
  return f(value);
}

/** Criteria keys of free-form search criteria: the shared ones and every field of every entity. */
const CRITERIA_KEYS = [
  ...new Set([
    'keyword',
    'ids',
    'enabled',
    'customerId',
    'createdAt',
    ...ENTITIES.flatMap((e) => Object.keys(e.fields)),
  ]),
];
const CRITERIA_VALUES: readonly [string, unknown][] = [
  ['texts with NUL', NUL],
  ['texts', 'x'],
  ['ranges of garbage', ['not a date', { a: 1 }]],
  ['huge numbers', HUGE],
  ['objects', { a: [] }],
  ['booleans', true],
];

function deepNesting(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

const json = (name: string, value: unknown): HostileCase => ({ name, payload: JSON.stringify(value) });

/** Bodies the JSON parser itself must refuse (nothing of the route runs). */
export function parserCases(): HostileCase[] {
  return [
    { name: 'malformed JSON', payload: '{"username":' },
    { name: 'trailing comma', payload: '{"a":1,}' },
    { name: '__proto__ key', payload: '{"__proto__":{"polluted":true},"page":1}' },
    { name: 'constructor.prototype key', payload: '{"constructor":{"prototype":{"polluted":true}}}' },
    { name: 'nested __proto__', payload: '{"criteria":{"__proto__":{"polluted":true}}}' },
  ];
}

/** Hostile JSON bodies for a route whose input schema is `schema`. */
export function jsonCases(schema: Schema): HostileCase[] {
  const base = plausible(schema);
  const obj = typeof base === 'object' && base !== null && !Array.isArray(base) ? base : {};
  const props = option(schema).properties ?? {};
  const same = JSON.stringify(obj);
  // a transformation that finds nothing to change would send a valid request, not a hostile one
  const leaves = (name: string, f: (v: unknown) => unknown): HostileCase[] => {
    const value = mapLeaves(obj, f);
    return JSON.stringify(value) === same ? [] : [json(name, value)];
  };
  const paged = 'page' in props || 'size' in props;
  const texts = Object.entries(props).filter(([, p]) => mainType(option(p)) === 'string');
  const cases: HostileCase[] = [
    json('top level is a list', []),
    json('top level is a number', 1),
    json('top level is null', null),
    ...leaves('every text has NUL', (v) => (typeof v === 'string' ? NUL : v)),
    ...leaves('every text has a lone surrogate', (v) => (typeof v === 'string' ? LONE_SURROGATE : v)),
    ...leaves('every text is 100 kB', (v) => (typeof v === 'string' ? LONG : v)),
    ...leaves('every list has 10,000 elements', (v) =>
      Array.isArray(v) ? Array.from({ length: 10_000 }, () => v[0] ?? NIL_UUID) : v,
    ),
    ...leaves('every number negative', (v) => (typeof v === 'number' ? -1 : v)),
    ...leaves('every number huge', (v) => (typeof v === 'number' ? HUGE : v)),
    ...(paged
      ? [
          json('page and size negative', { ...obj, page: -1, size: -1 }),
          json('page and size huge', { ...obj, page: HUGE, size: 1e9 }),
        ]
      : []),
    json('NUL in a key', { ...obj, 'a\u0000': 1 }),
    {
      name: 'deep nesting',
      payload: `{"criteria":${deepNesting(5_000)},"data":${deepNesting(5_000)}}`,
    },
    ...('criteria' in props && !option(props.criteria!).properties
      ? CRITERIA_VALUES.map(([name, value]) =>
          json(`every criterion ${name}`, {
            ...obj,
            criteria: Object.fromEntries(CRITERIA_KEYS.map((k) => [k, value])),
          }),
        ).concat(
          json('criteria of 100 kB texts', {
            ...obj,
            criteria: Object.fromEntries(CRITERIA_KEYS.slice(0, 12).map((k) => [k, LONG])),
          }),
        )
      : []),
    ...Object.entries(props)
      .filter(([, p]) => mainType(option(p)) !== undefined)
      .map(([key, p]) => json(`wrong type of ${key}`, { ...obj, [key]: wrongType(p) })),
    ...texts.map(([key]) => json(`${key} is 100 kB`, { ...obj, [key]: LONG })),
  ];
  return cases.map((c) => ({ ...c, contentType: 'application/json' }));
}

function multipart(boundary: string, parts: string): Buffer {
  return Buffer.from(parts.replaceAll('{b}', boundary));
}

/** Hostile multipart bodies for an upload or import route. */
export function multipartCases(): HostileCase[] {
  const file = (name: string, filename: string, content: string) =>
    `--{b}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`;
  const b = 'fuzzBoundary';
  const ct = `multipart/form-data; boundary=${b}`;
  return [
    { name: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'abc' },
    { name: 'multipart truncated', contentType: ct, payload: multipart(b, file('file', 'a.xlsx', 'PK\x03')) },
    {
      name: 'multipart garbage file',
      acceptable: true,
      contentType: ct,
      payload: multipart(b, `${file('file', 'a.xlsx', 'not a spreadsheet')}--{b}--\r\n`),
    },
    { name: 'multipart empty', contentType: ct, payload: multipart(b, '--{b}--\r\n') },
    {
      name: 'multipart __proto__ field',
      contentType: ct,
      payload: multipart(
        b,
        '--{b}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--{b}--\r\n',
      ),
    },
    {
      name: 'multipart NUL field',
      contentType: ct,
      payload: multipart(
        b,
        `--{b}\r\nContent-Disposition: form-data; name="remark"\r\n\r\n${NUL}\r\n${file('file', 'a\u0000.xlsx', 'x')}--{b}--\r\n`,
      ),
    },
    {
      name: 'multipart damaged header',
      contentType: ct,
      payload: multipart(b, '--{b}\r\nContent-Disposition\r\n\r\nx\r\n--{b}--\r\n'),
    },
    { name: 'JSON body to an upload', contentType: 'application/json', payload: '{"file":"x"}' },
  ];
}

/** Hostile query strings for a GET route with the given parameters. */
export function queryCases(params: readonly { name: string; schema: Schema }[]): HostileCase[] {
  const each = (value: string) => params.map((p) => `${encodeURIComponent(p.name)}=${value}`).join('&');
  const cases: HostileCase[] = [
    { name: 'NUL in every parameter', query: each('a%00b') },
    { name: 'lone surrogate in every parameter', query: each('a%ED%A0%80b') },
    { name: 'bad percent escapes', query: each('%zz%') },
    { name: 'every parameter 100 kB', query: each(LONG) },
    { name: 'every parameter repeated', query: `${each('a')}&${each('b')}` },
    { name: 'every parameter negative', query: each('-1') },
    { name: 'every parameter huge', query: each('900719925474099300000') },
    { name: 'page and size hostile', query: 'page=-1&size=99999999999' },
    { name: '__proto__ parameter', query: '__proto__[polluted]=1&constructor[prototype][polluted]=1' },
    ...params.map((p) => ({ name: `wrong type of ${p.name}`, query: `${encodeURIComponent(p.name)}[x]=1` })),
  ];
  return cases;
}
