/**
 * Reads the server's OpenAPI document (`/api/openapi.json`) into what the API documentation page
 * shows: operations grouped by tag, each with its parameters, request body fields and the fields of
 * the answer's `data`. Only the parts of OpenAPI 3.1 / JSON Schema the server writes are read.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  additionalProperties?: unknown;
};

type RawOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

export type OpenApiDocument = {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** One field of a query, a body or an answer; nested fields are named with dots (`records[].id`). */
export type ApiField = { name: string; type: string; required: boolean; description?: string };

export type ApiOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  /** Who may call it (the server writes the permission here). */
  permission: string;
  parameters: ApiField[];
  body: ApiField[];
  /** `multipart/form-data` (uploads) rather than JSON. */
  multipart: boolean;
  /** Fields of the answer's `data`; `file` when the answer is a file. */
  data: ApiField[];
  answersFile: boolean;
};

export type ApiGroup = { tag: string; operations: ApiOperation[] };

/** How deep nested objects are listed. */
const MAX_DEPTH = 3;

function resolve(schema: Schema | undefined, doc: OpenApiDocument): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return doc.components?.schemas?.[name];
}

/** The schema without `null` among its alternatives (nullable fields read as their type). */
function nonNull(schema: Schema): Schema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  const rest = options.filter((o) => o.type !== 'null');
  return rest.length === 1 ? { ...rest[0], description: schema.description ?? rest[0]!.description } : schema;
}

/** A short type text: `string (uuid)`, `integer`, `array of object`, `"a" | "b"`, `any`. */
export function typeText(raw: Schema | undefined, doc: OpenApiDocument): string {
  const schema = resolve(raw, doc);
  if (!schema) return 'any';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [...new Set(options.map((o) => typeText(o, doc)))].join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `array of ${typeText(schema.items, doc)}`;
  if (!type) return 'any';
  return schema.format ? `${type} (${schema.format})` : type;
}

function fieldsOf(raw: Schema | undefined, doc: OpenApiDocument, prefix = '', depth = 0): ApiField[] {
  const schema = raw ? nonNull(resolve(raw, doc) ?? {}) : undefined;
  if (!schema || depth > MAX_DEPTH) return [];
  if (schema.type === 'array' && !prefix) return fieldsOf(schema.items, doc, '[]', depth + 1);
  if (!schema.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).flatMap(([name, rawChild]) => {
    const child = nonNull(resolve(rawChild, doc) ?? {});
    const fullName = prefix && prefix !== '[]' ? `${prefix}.${name}` : prefix === '[]' ? `[].${name}` : name;
    const field: ApiField = {
      name: fullName,
      type: typeText(rawChild, doc),
      required: required.has(name),
      ...(child.description ? { description: child.description } : {}),
    };
    const inner = child.type === 'array' ? resolve(child.items, doc) : child;
    const nested = inner?.properties
      ? fieldsOf(inner, doc, child.type === 'array' ? `${fullName}[]` : fullName, depth + 1)
      : [];
    return [field, ...nested];
  });
}

function operationOf(path: string, method: string, op: RawOperation, doc: OpenApiDocument): ApiOperation {
  const content = op.requestBody?.content ?? {};
  const multipart = 'multipart/form-data' in content;
  const bodySchema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
  const answer = op.responses?.['200']?.content ?? {};
  const envelope = resolve(answer['application/json']?.schema, doc);
  const dataSchema = envelope?.properties?.data;
  const dataFields = fieldsOf(dataSchema, doc);
  return {
    id: op.operationId ?? `${method} ${path}`,
    method: method.toUpperCase(),
    path,
    summary: op.summary ?? path,
    permission: op.description ?? '',
    parameters: (op.parameters ?? []).map((p) => ({
      name: p.name,
      type: typeText(p.schema, doc),
      required: p.required ?? false,
      ...(p.schema?.description ? { description: p.schema.description } : {}),
    })),
    body: fieldsOf(bodySchema, doc),
    multipart,
    data:
      dataFields.length || !dataSchema || Object.keys(dataSchema).length === 0
        ? dataFields
        : [{ name: 'data', type: typeText(dataSchema, doc), required: true }],
    answersFile: 'application/octet-stream' in answer,
  };
}

/** The document's operations grouped by tag (tags and operations in path order). */
export function groupOperations(doc: OpenApiDocument): ApiGroup[] {
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? path;
      groups.set(tag, [...(groups.get(tag) ?? []), operationOf(path, method, op, doc)]);
    }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => ({
      tag,
      operations: operations.sort((a, b) => a.path.localeCompare(b.path)),
    }));
}

/** The groups with only the operations whose path, summary or permission contains every word. */
export function filterGroups(groups: readonly ApiGroup[], search: string): ApiGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...groups];
  return groups
    .map((g) => ({
      tag: g.tag,
      operations: g.operations.filter((op) => {
        const text = `${op.method} ${op.path} ${op.summary} ${op.permission}`.toLowerCase();
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((g) => g.operations.length > 0);
}
