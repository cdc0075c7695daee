import { REQUEST_LOG_BODY_MAX } from '@freightdesk/domain';
import { writeRequestLog } from '#modules/settings/request-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { handleSandboxRequest, SANDBOX_SCHEME } from './carriers/sandbox/sandbox.service.ts';
import {
  CarrierCallError,
  type CarrierHttp,
  type CarrierHttpRequest,
  type CarrierHttpResponse,
} from './connector.ts';

export const MASK = '******';
/** Header names whose values are always masked in the log. */
const SECRET_HEADER = /authorization|api[-_]?key|token|secret|password|cookie|signature|credential/i;
/** A JSON string this long made only of base64 characters is a binary (a label), noted instead of logged. */
const BASE64_STRING = /"([A-Za-z0-9+/\r\n]{512,}={0,2})"/g;

export type CarrierHttpOptions = {
  db: Db;
  apiId: string | null;
  logRef: string | null;
  timeoutMs: number;
  /** The configuration's secret values: masked wherever they appear in the log. */
  secrets: readonly string[];
};

/** Replaces every secret value in a text by stars. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join(MASK);
  return out;
}

/** Headers as logged: secret-like names masked, secret values masked. */
export function maskHeaders(headers: Record<string, string>, secrets: readonly string[]) {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, SECRET_HEADER.test(k) ? MASK : maskSecrets(v, secrets)]),
  );
}

/** A body as logged: secrets masked, base64 binaries noted, cut at 64 kB. */
export function logBody(body: string | null | undefined, secrets: readonly string[]): string | null {
  if (body === null || body === undefined) return null;
  const noted = maskSecrets(body, secrets).replace(
    BASE64_STRING,
    (_, b64: string) => `"[binary not logged: ${b64.length} base64 characters]"`,
  );
  if (noted.length <= REQUEST_LOG_BODY_MAX) return noted;
  return `${noted.slice(0, REQUEST_LOG_BODY_MAX)}\n…[cut: ${noted.length} characters in all]`;
}

function unavailable(message: string): CarrierCallError {
  return new CarrierCallError({ code: 'unavailable', message, retryable: true });
}

/** Sends one request: sandbox URLs in-process, others by fetch; a timeout or connection error throws `unavailable`. */
async function send(db: Db, req: CarrierHttpRequest, timeoutMs: number): Promise<CarrierHttpResponse> {
  const signal = AbortSignal.timeout(timeoutMs);
  if (req.url.startsWith(SANDBOX_SCHEME)) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(unavailable(`timed out after ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([handleSandboxRequest(db, req), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
  try {
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers ?? {},
      body: req.body ?? null,
      signal,
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      headers[k] = v;
    });
    return { status: res.status, headers, body: await res.text() };
  } catch (err) {
    if (signal.aborted) throw unavailable(`timed out after ${timeoutMs} ms`);
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw unavailable(`connection failed: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
  }
}

/**
 * The logged HTTP client of a carrier call: never throws on an HTTP status; a timeout or connection
 * error throws `CarrierCallError` `unavailable`. Every call, answered or not, is written to the
 * request log with the configuration's secrets and authorization-like headers masked.
 */
export function createCarrierHttp(opts: CarrierHttpOptions): CarrierHttp {
  return async (req) => {
    const requestTime = new Date();
    const started = performance.now();
    let res: CarrierHttpResponse | undefined;
    let failure: unknown;
    try {
      res = await send(opts.db, req, opts.timeoutMs);
      return res;
    } catch (err) {
      failure = err;
      throw err;
    } finally {
      const entry = {
        tag: req.tag.slice(0, 100),
        method: req.method,
        url: maskSecrets(req.url, opts.secrets),
        requestHeaders: maskHeaders(req.headers ?? {}, opts.secrets),
        requestBody: logBody(req.body, opts.secrets),
        responseCode: res?.status ?? null,
        responseHeaders: res ? maskHeaders(res.headers, opts.secrets) : null,
        responseBody: logBody(res?.body, opts.secrets),
        requestTime,
        responseTime: res ? new Date() : null,
        costMs: Math.round(performance.now() - started),
        remark: failure ? maskSecrets((failure as Error).message ?? String(failure), opts.secrets) : null,
        logRef: opts.logRef?.slice(0, 100) ?? null,
        apiId: opts.apiId,
      };
      await writeRequestLog(opts.db, entry).catch((err: unknown) => {
        console.error('request log write failed', err);
      });
    }
  };
}
