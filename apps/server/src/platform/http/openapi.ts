import { APP_VERSION } from '@freightdesk/domain';
import { z } from 'zod';
import { FileResponse } from './file-response.ts';
import { type ApiRoute, FILE_ANSWER, type PermissionSpec, publicRoute } from './route.ts';

type JsonSchema = Record<string, unknown>;

/** JSON Schema of a route input as clients send it (transforms and custom checks read as "any"). */
function inputSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Shared schemas of the answers (recursive ones, e.g. trees), under `components.schemas`. */
type Components = Record<string, JsonSchema>;

/**
 * JSON Schema of a route's answer as the server sends it (custom checks read as "any"); its `$defs`
 * move to `components.schemas` under names prefixed with the operation, so the references resolve.
 */
function outputSchema(schema: z.ZodType, prefix: string, components: Components): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  const { $schema: _, $defs, ...rest } = json;
  if (!$defs) return rest;
  const renamed = JSON.parse(
    JSON.stringify({ rest, $defs }).replace(/"#\/\$defs\/([^"]+)"/g, (_m, name: string) =>
      JSON.stringify(`#/components/schemas/${prefix}.${name}`),
    ),
  ) as { rest: JsonSchema; $defs: Record<string, JsonSchema> };
  for (const [name, def] of Object.entries(renamed.$defs)) components[`${prefix}.${name}`] = def;
  return renamed.rest;
}

function permissionText(route: ApiRoute): string {
  if (route.public) return 'Public (no token).';
  const p: PermissionSpec | undefined = route.permission;
  if (p === undefined) return 'Any signed-in user.';
  if (typeof p === 'string') return `Permission: \`${p}\`.`;
  if ('prefix' in p) return `Permission: any code starting with \`${p.prefix}\`.`;
  return `Permission: any of ${p.map((c) => `\`${c}\``).join(', ')}.`;
}

/** The answer envelope, `data` described by the route's output schema when it has one. */
function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
    required: ['code', 'msg', 'data'],
  };
}

function responses(route: ApiRoute, operationId: string, components: Components): JsonSchema {
  if (route.output === FILE_ANSWER)
    return {
      '200': {
        description: 'The file; a refusal answers the envelope `{code, msg, data}`',
        content: {
          'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
          'application/json': { schema: envelope({}) },
        },
      },
    };
  return {
    '200': {
      description: 'Envelope `{code, msg, data}`',
      content: {
        'application/json': {
          schema: envelope(route.output ? outputSchema(route.output, operationId, components) : {}),
        },
      },
    },
  };
}

function operation(route: ApiRoute, components: Components): JsonSchema {
  const operationId = `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string) => (c ? c.toUpperCase() : ''))}`;
  const op: JsonSchema = {
    operationId,
    summary: route.summary ?? route.url,
    description: permissionText(route),
    tags: [route.url.split('/').slice(1, 3).join('/')],
    responses: responses(route, operationId, components),
  };
  if (!route.public) op.security = [{ token: [] }];
  if (!route.input) return op;
  const schema = inputSchema(route.input);
  if (route.method === 'GET') {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    op.parameters = Object.entries(properties).map(([name, s]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema: s,
    }));
  } else if (route.multipart) {
    const properties = Object.fromEntries(
      Object.keys((schema.properties ?? {}) as object).map((name) => [
        name,
        { type: 'string', format: 'binary' },
      ]),
    );
    op.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties } } },
    };
  } else {
    op.requestBody = { content: { 'application/json': { schema } } };
  }
  return op;
}

/** An OpenAPI 3.1 document of the routes: one operation per route, its permission in the description. */
export function openApiDocument(routes: readonly ApiRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const schemas: Components = {};
  for (const route of routes) {
    const path = `/api${route.url}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, schemas) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FreightDesk API',
      version: APP_VERSION,
      description: 'Every answer is HTTP 200 with `{code, msg, data}`; `msg` follows Accept-Language.',
    },
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      ...(Object.keys(schemas).length ? { schemas } : {}),
    },
    paths,
  };
}

/** `GET /api/openapi.json` (public): the document of the given routes, built once. */
export function openApiRoute(routes: readonly ApiRoute[]): ApiRoute {
  let body: Buffer | null = null;
  const self: ApiRoute = publicRoute({
    method: 'GET',
    url: '/openapi.json',
    encryptionExempt: true,
    summary: 'This OpenAPI document',
    output: FILE_ANSWER,
    handler: (): FileResponse => {
      body ??= Buffer.from(JSON.stringify(openApiDocument([...routes, self])));
      return new FileResponse('openapi.json', 'application/json; charset=utf-8', body, 'inline');
    },
  });
  return self;
}
