import { createHash } from 'node:crypto';
import {
  CarrierCallError,
  type CarrierContext,
  type CarrierError,
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
 * One MyDHL API call: basic authentication with the API key and secret, the `x-version` header the
 * document asks for ("do not change"), the unit of work's idempotency key as `Message-Reference`, and
 * DHL's problem answers (`{instance, detail, title, message, status}`) normalised to a `CarrierError`.
 */

/** The interface version of the MyDHL API OpenAPI document 3.1.1 (parameter `x-version`, default 3.1.0). */
export const DHL_X_VERSION = '3.1.0';

export type DhlCall = {
  method: CarrierHttpRequest['method'];
  /** Path below the endpoint, e.g. `/rates`. */
  path: string;
  query?: [string, string][];
  body?: unknown;
  tag: string;
};

type DhlProblem = {
  instance?: string;
  detail?: string;
  title?: string;
  message?: string;
  status?: string;
  code?: string;
  additionalDetails?: string[];
};

/** DHL allows 1–36 characters; a longer key is replaced by its hash so retries still send the same value. */
export function messageReference(key: string): string {
  return key.length <= 36 ? key : createHash('sha256').update(key).digest('hex').slice(0, 32);
}

function headers(ctx: CarrierContext, withBody: boolean): Record<string, string> {
  const { apiKey = '', apiSecret = '' } = ctx.credentials;
  const h: Record<string, string> = {
    Authorization: `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`,
    Accept: 'application/json',
    'x-version': DHL_X_VERSION,
  };
  if (withBody) h['Content-Type'] = 'application/json';
  if (ctx.idempotencyKey) h['Message-Reference'] = messageReference(ctx.idempotencyKey);
  return h;
}

function urlOf(ctx: CarrierContext, call: DhlCall): string {
  const base = ctx.endpoint.replace(/\/+$/, '');
  const query = call.query?.length ? `?${new URLSearchParams(call.query).toString()}` : '';
  return `${base}${call.path}${query}`;
}

const DHL = 'DHL Express';
const MESSAGES = refusalMessages(DHL, 'cancelled');

/** Sends the call; answers the HTTP response (any status) or throws `unavailable` when nothing came back. */
export async function dhlSend(ctx: CarrierContext, call: DhlCall): Promise<CarrierHttpResponse> {
  const hasBody = call.body !== undefined;
  return sendToCarrier(
    ctx,
    {
      method: call.method,
      url: urlOf(ctx, call),
      headers: headers(ctx, hasBody),
      body: hasBody ? JSON.stringify(call.body) : null,
      tag: call.tag,
    },
    DHL,
  );
}

/** Sends the call and answers its parsed JSON body, or throws the normalised error of a refusal. */
export async function dhlCall<T>(ctx: CarrierContext, call: DhlCall): Promise<T> {
  const res = await dhlSend(ctx, call);
  if (res.status >= 200 && res.status < 300) return parseJson<T>(res);
  throw new CarrierCallError(dhlError(res));
}

export const parseJson = <T>(res: CarrierHttpResponse): T => parseCarrierJson<T>(res, DHL);

/**
 * DHL's own error number leads the `detail` text ("7008: The requested Special Service Code …",
 * "999: Process failure …"); without one, the problem's `status`/`code` or the HTTP status is kept.
 */
export function dhlError(res: CarrierHttpResponse): CarrierError {
  let problem: DhlProblem = {};
  try {
    problem = JSON.parse(res.body) as DhlProblem;
  } catch {
    // a gateway answer without a JSON body: the HTTP status says enough
  }
  const code = codeOfHttpStatus(res.status);
  const detail = problem.detail?.trim() || problem.message || problem.title || res.body.slice(0, 500) || null;
  const numbered = detail?.match(/^(\d{3,5}):\s*(.*)$/s);
  const extra = problem.additionalDetails?.length ? ` (${problem.additionalDetails.join('; ')})` : '';
  return {
    code,
    message: MESSAGES[code],
    carrierCode: numbered?.[1] ?? problem.status ?? problem.code ?? String(res.status),
    carrierMessage: detail ? `${numbered?.[2] ?? detail}${extra}` : null,
    retryable: isRetryable(code),
  };
}
