import { createHash, randomUUID } from 'node:crypto';
import {
  CarrierCallError,
  type CarrierContext,
  type CarrierError,
  type CarrierErrorCode,
  type CarrierHttpRequest,
  type CarrierHttpResponse,
} from '../../connector.ts';
import {
  codeOfHttpStatus,
  isRetryable,
  parseCarrierJson,
  refusalMessages,
  sendToCarrier,
} from '../carrier-answers.ts';

/**
 * One UPS API call: the OAuth client-credentials token (OAuthClientCredentials.yaml, POST
 * /security/v1/oauth/token with basic auth and `grant_type=client_credentials`), cached per
 * credentials until shortly before it expires; the `transId` header carrying the unit of work's
 * idempotency key; and UPS's error answers (`{response: {errors: [{code, message}]}}`) normalised.
 */

type Token = { value: string; expiresAt: number };
const tokens = new Map<string, Token>();
const pending = new Map<string, Promise<Token>>();
/** A token is renewed this long before UPS says it expires. */
const EARLY_MS = 60_000;

function credentialsOf(ctx: CarrierContext) {
  const { clientId = '', clientSecret = '', accountNumber = '' } = ctx.credentials;
  return { clientId, clientSecret, accountNumber };
}

function cacheKey(ctx: CarrierContext): string {
  const { clientId, clientSecret } = credentialsOf(ctx);
  return createHash('sha256').update(`${ctx.endpoint}\n${clientId}\n${clientSecret}`).digest('hex');
}

/** For tests: forget every cached token. */
export function forgetUpsTokens(): void {
  tokens.clear();
  pending.clear();
}

const UPS = 'UPS';
const MESSAGES = refusalMessages(UPS, 'voided');

const send = (ctx: CarrierContext, req: CarrierHttpRequest, what: string) =>
  sendToCarrier(ctx, req, UPS, what);

async function requestToken(ctx: CarrierContext): Promise<Token> {
  const { clientId, clientSecret, accountNumber } = credentialsOf(ctx);
  const res = await send(
    ctx,
    {
      method: 'POST',
      url: `${ctx.endpoint.replace(/\/+$/, '')}/security/v1/oauth/token`,
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        ...(accountNumber ? { 'x-merchant-id': accountNumber } : {}),
      },
      body: 'grant_type=client_credentials',
      tag: 'ups/oauth',
    },
    'token',
  );
  if (res.status < 200 || res.status >= 300) {
    // a refused token is always a credentials problem unless UPS is down or throttling
    const error = upsError(res);
    throw new CarrierCallError(
      error.code === 'unavailable' || error.code === 'rateLimited'
        ? error
        : { ...error, code: 'auth', message: 'UPS refused the credentials', retryable: false },
    );
  }
  const answer = parseJson<{ access_token?: string; expires_in?: string | number }>(res);
  if (!answer.access_token) {
    throw new CarrierCallError({ code: 'auth', message: 'UPS answered no access token', retryable: false });
  }
  const seconds = Number(answer.expires_in) || 0;
  return { value: answer.access_token, expiresAt: ctx.now.getTime() + seconds * 1000 - EARLY_MS };
}

/** The cached token of these credentials, or a new one (one request however many calls wait for it). */
export async function upsToken(ctx: CarrierContext): Promise<string> {
  const key = cacheKey(ctx);
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > ctx.now.getTime()) return cached.value;
  let inFlight = pending.get(key);
  if (!inFlight) {
    inFlight = requestToken(ctx).finally(() => pending.delete(key));
    pending.set(key, inFlight);
  }
  const token = await inFlight;
  tokens.set(key, token);
  return token.value;
}

/** UPS's `transId` is at most 32 characters: the idempotency key itself, or its hash, or a fresh id. */
export function transId(idempotencyKey?: string | null): string {
  if (!idempotencyKey) return randomUUID().replaceAll('-', '');
  return idempotencyKey.length <= 32
    ? idempotencyKey
    : createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
}

export type UpsCall = {
  method: CarrierHttpRequest['method'];
  /** Path below the endpoint, e.g. `/api/rating/v2409/Shop`. */
  path: string;
  query?: [string, string][];
  body?: unknown;
  tag: string;
  /** Send the unit of work's idempotency key as `transId` (ship, void); other calls get a fresh id each. */
  keyed?: boolean;
};

/** Sends the call with a bearer token; a 401 with a cached token drops it and tries once more with a new one. */
export async function upsSend(ctx: CarrierContext, call: UpsCall): Promise<CarrierHttpResponse> {
  const query = call.query?.length ? `?${new URLSearchParams(call.query).toString()}` : '';
  const attempt = async () => {
    const token = await upsToken(ctx);
    return send(
      ctx,
      {
        method: call.method,
        url: `${ctx.endpoint.replace(/\/+$/, '')}${call.path}${query}`,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          transId: transId(call.keyed ? ctx.idempotencyKey : null),
          transactionSrc: 'freightdesk',
          ...(call.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        body: call.body !== undefined ? JSON.stringify(call.body) : null,
        tag: call.tag,
      },
      call.tag,
    );
  };
  const res = await attempt();
  if (res.status !== 401) return res;
  tokens.delete(cacheKey(ctx));
  return attempt();
}

export async function upsCall<T>(ctx: CarrierContext, call: UpsCall): Promise<T> {
  const res = await upsSend(ctx, call);
  if (res.status >= 200 && res.status < 300) return parseJson<T>(res);
  throw new CarrierCallError(upsError(res));
}

export const parseJson = <T>(res: CarrierHttpResponse): T => parseCarrierJson<T>(res, UPS);

function codeOf(status: number, carrierCode: string | null): CarrierErrorCode {
  // 250xxx are UPS's authentication and authorisation errors, whatever the HTTP status
  return carrierCode?.startsWith('250') ? 'auth' : codeOfHttpStatus(status);
}

export function upsError(res: CarrierHttpResponse): CarrierError {
  let errors: { code?: string; message?: string }[] = [];
  try {
    errors = (JSON.parse(res.body) as { response?: { errors?: typeof errors } }).response?.errors ?? [];
  } catch {
    // no JSON body: the HTTP status says enough
  }
  const carrierCode = errors[0]?.code ?? null;
  const code = codeOf(res.status, carrierCode);
  const texts = errors.map((e) => e.message).filter(Boolean);
  return {
    code,
    message: MESSAGES[code],
    carrierCode: carrierCode ?? String(res.status),
    carrierMessage: texts.length ? texts.join('; ') : res.body.slice(0, 500) || null,
    retryable: isRetryable(code),
  };
}
