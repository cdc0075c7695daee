import { hasPermission, pickLanguage } from '@freightdesk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decryptText, encryptText, findCryptoKey } from '#platform/encryption/encryption.service.ts';
import { checkAnswer } from './answer-check.ts';
import { type Envelope, errorEnvelope, okEnvelope } from './envelope.ts';
import { BizError, loginExpired, noPermission } from './errors.ts';
import { attachmentHeader, FileResponse } from './file-response.ts';
import { assertSafeInput } from './input-guard.ts';
import { JsonText } from './json-text.ts';
import type { ApiRoute, PermissionSpec, RequestContext } from './route.ts';
import type { AppRuntime } from './runtime.ts';
import { parseInput } from './validation.ts';

/** Whether held permissions satisfy a route's requirement (the shared domain check). */
export function permits(held: ReadonlySet<string>, spec: PermissionSpec | undefined): boolean {
  if (spec === undefined) return true;
  if (typeof spec === 'object' && 'prefix' in spec) return hasPermission(held, spec.prefix, { prefix: true });
  return hasPermission(held, spec);
}

function header(req: FastifyRequest, name: string): string | null {
  const value = req.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}

function hasContent(raw: unknown): boolean {
  if (raw === undefined || raw === null || raw === '') return false;
  if (typeof raw === 'object') return Object.keys(raw).length > 0;
  return true;
}

function parseQueryString(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/** Reads the route's raw input, decrypting it when it came encrypted; refuses plain input while encryption is on. */
async function readInput(
  runtime: AppRuntime,
  route: ApiRoute,
  req: FastifyRequest,
  now: Date,
): Promise<{ input: unknown; key: Buffer | null }> {
  const raw: unknown = route.method === 'GET' ? req.query : req.body;
  const salt = header(req, 'cryptosalt');
  if (route.encryptionExempt) return { input: raw, key: null };
  if (salt) {
    const key = await findCryptoKey(runtime, salt, now);
    if (!key) throw new BizError('decryptFailed');
    const cipher =
      route.method === 'GET'
        ? (raw as Record<string, unknown>).key
        : (raw as { data?: unknown } | undefined)?.data;
    if (cipher === undefined && !hasContent(raw))
      return { input: route.method === 'GET' ? {} : undefined, key };
    if (typeof cipher !== 'string') throw new BizError('decryptFailed');
    try {
      const text = decryptText(key, cipher);
      return { input: route.method === 'GET' ? parseQueryString(text) : JSON.parse(text), key };
    } catch {
      throw new BizError('decryptFailed');
    }
  }
  if (hasContent(raw) && (await runtime.payloadEncryptionRequired(now))) {
    throw new BizError('encryptionRequired');
  }
  return { input: raw, key: null };
}

async function runRoute(
  runtime: AppRuntime,
  route: ApiRoute,
  req: FastifyRequest,
): Promise<{ env: Envelope; key: Buffer | null; file?: FileResponse }> {
  const lang = pickLanguage(header(req, 'accept-language'));
  const now = runtime.config.now();
  let key: Buffer | null = null;
  try {
    const read = await readInput(runtime, route, req, now);
    key = read.key;
    const ctx: RequestContext = {
      db: runtime.db,
      config: runtime.config,
      runtime,
      lang,
      now,
      ip: req.ip,
      deviceId: header(req, 'deviceid'),
      origin: `${req.protocol}://${req.host}`,
      log: req.log,
      auth: null,
    };
    if (!route.public) {
      const token = header(req, 'token');
      ctx.auth = token ? await runtime.resolveSession(token, now) : null;
      if (!ctx.auth) throw loginExpired();
      if (!permits(ctx.auth.permissions, route.permission)) throw noPermission();
    }
    if (route.input) assertSafeInput(read.input, route.labels);
    const input = route.input ? parseInput(route.input, read.input, route.labels) : undefined;
    const data = await route.handler(ctx, input);
    // downloads go out as the file itself (never encrypted: the browser saves them as they come)
    if (data instanceof FileResponse) return { env: okEnvelope(lang, null), key: null, file: data };
    if (runtime.config.nodeEnv === 'test') checkAnswer(route, data);
    return { env: okEnvelope(lang, data), key };
  } catch (err) {
    return { env: errorEnvelope(err, lang, req.log), key };
  }
}

/** The envelope around data that is JSON text already, written as Fastify would have serialized it. */
function sendJsonText(reply: FastifyReply, env: Envelope, data: JsonText, key: Buffer | null): FastifyReply {
  const head = `{"code":${env.code},"msg":${JSON.stringify(env.msg)},"data":`;
  const body = key
    ? `${head}${JSON.stringify(encryptText(key, data.text))},"encrypted":true}`
    : `${head}${data.text}}`;
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}

function send(reply: FastifyReply, env: Envelope, key: Buffer | null): FastifyReply {
  if (env.data instanceof JsonText) return sendJsonText(reply, env, env.data, key);
  if (!key) return reply.code(200).send(env);
  return reply.code(200).send({ ...env, data: encryptText(key, JSON.stringify(env.data)), encrypted: true });
}

/**
 * Registers declared routes under `/api`, each running: decrypt → session → permission → input guard
 * (NUL, lone surrogates, prototype keys, depth) → validate → service.
 */
export function registerRoutes(app: FastifyInstance, runtime: AppRuntime, routes: readonly ApiRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: `/api${route.url}`,
      handler: async (req, reply) => {
        const { env, key, file } = await runRoute(runtime, route, req);
        if (file) {
          reply.code(200).header('content-type', file.contentType);
          reply.header('content-disposition', attachmentHeader(file.filename, file.disposition));
          return reply.send(file.body);
        }
        return send(reply, env, key);
      },
    });
  }
}
