import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { BizCode, message, pickLanguage } from '@freightdesk/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { allRoutes } from '#modules/routes.ts';
import { type AppConfig, resolveConfig } from '#platform/config.ts';
import type { Db } from '#platform/db/db.ts';
import { errorEnvelope } from '#platform/http/envelope.ts';
import { MULTIPART_OPTIONS } from '#platform/http/multipart.ts';
import { openApiRoute } from '#platform/http/openapi.ts';
import { registerRoutes } from '#platform/http/pipeline.ts';
import type { ApiRoute } from '#platform/http/route.ts';
import { createRuntime } from '#platform/http/runtime.ts';
import { webStaticOptions } from '#platform/http/web-static.ts';

export type BuildAppOptions = {
  db: Db;
  config?: Partial<AppConfig>;
  /** Extra routes (tests use this to provoke failures). */
  routes?: readonly ApiRoute[];
};

/** Builds the Fastify app: the `/api` routes and, when configured, the built web app with SPA fallback. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = resolveConfig(options.config);
  const app = Fastify({ logger: config.logger, trustProxy: config.trustProxy, bodyLimit: 5 * 1024 * 1024 });

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
  registerRoutes(app, createRuntime(options.db, config), [...routes, openApiRoute(routes)]);

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
  app.setErrorHandler((err, req, reply) => {
    reply.code(200).send(errorEnvelope(err, pickLanguage(req.headers['accept-language']), req.log));
  });
  return app;
}
