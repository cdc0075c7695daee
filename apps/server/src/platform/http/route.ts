import { isEncryptionExemptPath, type Language } from '@freightdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '#platform/auth/session-user.ts';
import type { AppConfig } from '#platform/config.ts';
import type { Db } from '#platform/db/db.ts';
import type { AppRuntime } from './runtime.ts';
import type { FieldLabels } from './validation.ts';

/** What a route needs: one code, any of several, or any code starting with a prefix (spec §6). */
export type PermissionSpec = string | readonly string[] | { prefix: string };

/** Everything a service may use about the current request. */
export type RequestContext = {
  db: Db;
  config: AppConfig;
  runtime: AppRuntime;
  lang: Language;
  /** The instant the request started (from the injectable clock). */
  now: Date;
  ip: string;
  deviceId: string | null;
  /** `scheme://host[:port]` the client used. */
  origin: string;
  log: FastifyBaseLogger;
  auth: SessionUser | null;
};
/** The context of a route that needs a signed-in user. */
export type AuthedContext = RequestContext & { auth: SessionUser };

/** A route with its types erased, as the app registers it. */
export type ApiRoute = {
  method: 'GET' | 'POST';
  /** Path below `/api`, e.g. `/user/user/login`. */
  url: string;
  input: z.ZodType | undefined;
  public: boolean;
  permission: PermissionSpec | undefined;
  /** Reachable in plain text even while payload encryption is on. */
  encryptionExempt: boolean;
  /** Labels naming the input's fields in validation messages (entity routes); else the shared labels. */
  labels?: FieldLabels;
  /** One line for the API documentation. */
  summary?: string;
  /** The body is multipart/form-data (file uploads) rather than JSON. */
  multipart?: boolean;
  /** The scoped list the route reads (`scopedRoute`): its `permissionScope` is checked and applied. */
  dataScope?: string;
  handler: (ctx: RequestContext, input: unknown) => Promise<unknown>;
};

export type RouteBase<S extends z.ZodType, C> = {
  method: 'GET' | 'POST';
  url: string;
  /** Schema of the query (GET) or the JSON body (POST). */
  input?: S;
  encryptionExempt?: boolean;
  labels?: FieldLabels;
  summary?: string;
  multipart?: boolean;
  handler: (ctx: C, input: z.output<S>) => unknown;
};

function describe(def: { labels?: FieldLabels; summary?: string; multipart?: boolean }) {
  return {
    ...(def.labels ? { labels: def.labels } : {}),
    ...(def.summary ? { summary: def.summary } : {}),
    ...(def.multipart ? { multipart: true } : {}),
  };
}

/** Declares a route for signed-in users; `permission` names what the caller must hold. */
export function route<S extends z.ZodType = z.ZodUndefined>(
  def: RouteBase<S, AuthedContext> & { permission?: PermissionSpec },
): ApiRoute {
  return {
    method: def.method,
    url: def.url,
    input: def.input,
    public: false,
    permission: def.permission,
    encryptionExempt: def.encryptionExempt ?? isEncryptionExemptPath(def.url),
    ...describe(def),
    handler: async (ctx, input) => def.handler(ctx as AuthedContext, input as z.output<S>),
  };
}

/** Declares a route anyone may call without a token. */
export function publicRoute<S extends z.ZodType = z.ZodUndefined>(
  def: RouteBase<S, RequestContext>,
): ApiRoute {
  return {
    method: def.method,
    url: def.url,
    input: def.input,
    public: true,
    permission: undefined,
    encryptionExempt: def.encryptionExempt ?? isEncryptionExemptPath(def.url),
    ...describe(def),
    handler: async (ctx, input) => def.handler(ctx, input as z.output<S>),
  };
}
