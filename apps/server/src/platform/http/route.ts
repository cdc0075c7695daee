import {
  type Endpoint,
  type EndpointParsedInput,
  fileAnswer,
  isEncryptionExemptPath,
  type Language,
} from '@freightdesk/domain';
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
  /** Schema of the answer's `data` (the API documentation); {@link FILE_ANSWER} for a file. */
  output?: z.ZodType;
  handler: (ctx: RequestContext, input: unknown) => Promise<unknown>;
};

type MaybePromise<T> = T | Promise<T>;

/** The answer of a route that sends a file (a `FileResponse`) rather than the JSON envelope. */
export const FILE_ANSWER: z.ZodType = fileAnswer;

export type RouteBase<S extends z.ZodType, C, O extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST';
  url: string;
  /** Schema of the query (GET) or the JSON body (POST). */
  input?: S;
  /** Schema of the answer's `data`: the handler's result is checked against it (routes without a contract). */
  output?: O;
  encryptionExempt?: boolean;
  labels?: FieldLabels;
  summary?: string;
  multipart?: boolean;
  handler: (ctx: C, input: z.output<S>) => MaybePromise<z.input<NoInfer<O>>>;
};

/** A route serving a domain contract: method, URL, input and output come from it. */
export type ContractRouteBase<E extends Endpoint, C> = {
  contract: E;
  encryptionExempt?: boolean;
  labels?: FieldLabels;
  /** Overrides the contract's summary. */
  summary?: string;
  multipart?: boolean;
  handler: (ctx: C, input: EndpointParsedInput<E>) => MaybePromise<z.input<E['output']>>;
};

type AnyDef<C> = {
  contract?: Endpoint;
  method?: 'GET' | 'POST';
  url?: string;
  input?: z.ZodType;
  output?: z.ZodType;
  encryptionExempt?: boolean;
  labels?: FieldLabels;
  summary?: string;
  multipart?: boolean;
  handler: (ctx: C, input: never) => unknown;
};

/** The route's fields from its contract or its own declaration. */
function shape(def: AnyDef<never>) {
  const method = def.contract?.method ?? def.method ?? 'GET';
  const url = def.contract?.url ?? def.url ?? '';
  const summary = def.summary ?? def.contract?.summary;
  const output = def.contract?.output ?? def.output;
  return {
    method,
    url,
    input: def.contract ? def.contract.input : def.input,
    encryptionExempt: def.encryptionExempt ?? isEncryptionExemptPath(url),
    ...(def.labels ? { labels: def.labels } : {}),
    ...(summary ? { summary } : {}),
    ...(def.multipart ? { multipart: true } : {}),
    ...(output ? { output } : {}),
  };
}

/** Declares a route for signed-in users; `permission` names what the caller must hold. */
export function route<E extends Endpoint>(
  def: ContractRouteBase<E, AuthedContext> & { permission?: PermissionSpec },
): ApiRoute;
export function route<S extends z.ZodType = z.ZodUndefined, O extends z.ZodType = z.ZodType>(
  def: RouteBase<S, AuthedContext, O> & { permission?: PermissionSpec },
): ApiRoute;
export function route(def: AnyDef<AuthedContext> & { permission?: PermissionSpec }): ApiRoute {
  const handler = def.handler as (ctx: AuthedContext, input: unknown) => unknown;
  return {
    ...shape(def as AnyDef<never>),
    public: false,
    permission: def.permission,
    handler: async (ctx, input) => handler(ctx as AuthedContext, input),
  };
}

/** Declares a route anyone may call without a token. */
export function publicRoute<E extends Endpoint>(def: ContractRouteBase<E, RequestContext>): ApiRoute;
export function publicRoute<S extends z.ZodType = z.ZodUndefined, O extends z.ZodType = z.ZodType>(
  def: RouteBase<S, RequestContext, O>,
): ApiRoute;
export function publicRoute(def: AnyDef<RequestContext>): ApiRoute {
  const handler = def.handler as (ctx: RequestContext, input: unknown) => unknown;
  return {
    ...shape(def as AnyDef<never>),
    public: true,
    permission: undefined,
    handler: async (ctx, input) => handler(ctx, input),
  };
}
