import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { BizCode, message, pickLanguage } from '@freightdesk/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { databaseFileStore } from '#modules/platform/file/file-store.ts';
import { loadRolePermissions, resolveSession } from '#modules/platform/session/session.service.ts';
import { readSysConfig } from '#modules/settings/system/sys-config.service.ts';
import { type AppConfig, resolveConfig } from '#platform/config.ts';
import type { Db } from '#platform/db/db.ts';
import { requestErrorEnvelope } from '#platform/http/envelope.ts';
import { type Ping, registerHealthRoute } from '#platform/http/health.ts';
import { MULTIPART_OPTIONS } from '#platform/http/multipart.ts';
import { openApiRoute } from '#platform/http/openapi.ts';
import { registerRoutes } from '#platform/http/pipeline.ts';
import type { ApiRoute } from '#platform/http/route.ts';
import { createRuntime } from '#platform/http/runtime.ts';
import { webStaticOptions } from '#platform/http/web-static.ts';
import { systemContextOf } from '#platform/tasks/system-context.ts';
import { createTaskRunner, type TaskRunner } from '#platform/tasks/task-runner.ts';
import { allRoutes } from './routes.ts';
import { appTasks } from './tasks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable task runner (polling when `tasksPollMs` is set; tests call `runDueTasks`). */
    tasks: TaskRunner;
  }
}

export type BuildAppOptions = {
  db: Db;
  config?: Partial<AppConfig>;
  /** How `/api/health` asks the database (`Database.ping`; else `select 1` through `db`). */
  ping?: Ping;
  /** Extra routes (tests use this to provoke failures). */
  routes?: readonly ApiRoute[];
};

/** Builds the Fastify app: the `/api` routes and, when configured, the built web app with SPA fallback. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = resolveConfig({
    ...options.config,
    fileStore: options.config?.fileStore ?? databaseFileStore,
  });
  const app = Fastify({
    logger: config.logger,
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    clientErrorHandler: answerClientError,
  });

  // An empty JSON body (a POST without payload) reads as "no input" instead of failing.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(req, text, done);
  });

  // multipart bodies (imports, uploads) arrive as plain objects: fields as text, files as {filename, mimetype, data}
  await app.register(fastifyMultipart, MULTIPART_OPTIONS);

  const routes = [...allRoutes, ...(options.routes ?? [])];
  const runtime = createRuntime(options.db, config, {
    payloadEncryptionRequired: (rt, now) => readSysConfig(rt, 'security.payloadEncryption', now),
    resolveSession: (rt, token, now) =>
      resolveSession(
        rt.db,
        token,
        now,
        (roleId) => rt.rolePermissions.get(roleId, Date.now(), () => loadRolePermissions(rt.db, roleId)),
        rt.sessions,
      ),
  });
  registerRoutes(app, runtime, [...routes, openApiRoute(routes)]);
  registerHealthRoute(app, options.db, config, options.ping);

  const tasks = createTaskRunner(options.db, {
    ...appTasks(config.fileStore),
    now: config.now,
    leaseMs: config.taskLeaseMs,
    concurrency: config.taskConcurrency,
    systemContext: systemContextOf(runtime, app.log),
    onError: (err, task) => app.log.error({ err, task: task?.id, type: task?.type }, 'task failed'),
  });
  app.decorate('tasks', tasks);
  if (config.tasksPollMs !== null)
    app.addHook('onReady', async () => tasks.start(config.tasksPollMs ?? 1_000));
  app.addHook('onClose', () => tasks.stop());

  const webDist = config.webDist && existsSync(join(config.webDist, 'index.html')) ? config.webDist : null;
  if (webDist) await app.register(fastifyStatic, webStaticOptions(webDist));

  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    // a missing build file is a 404, never the page (a stale script name must fail as a script)
    const isAsset = req.url.startsWith('/assets/');
    if (!isApi && !isAsset && webDist && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const lang = pickLanguage(req.headers['accept-language']);
    return reply
      .code(isApi ? 200 : 404)
      .send({ code: BizCode.failure, msg: message(lang, 'notFound'), data: null });
  });
  // errors raised before a route runs: body parsers and the multipart reader
  app.setErrorHandler((err, req, reply) => {
    const lang = pickLanguage(req.headers['accept-language']);
    const multipart = (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
    reply.code(200).send(requestErrorEnvelope(err, lang, req.log, multipart));
  });
  return app;
}

/**
 * A request Node's HTTP parser cannot read (bad Content-Length, broken chunking, garbage request line)
 * answers the envelope too, instead of Fastify's own 400 body; its language is unknown, so zh-CN.
 */
function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const body = JSON.stringify({
      code: BizCode.failure,
      msg: message('zh-CN', 'requestException'),
      data: null,
    });
    socket.write(
      `HTTP/1.1 200 OK\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
