import {
  CarrierCallError,
  type CarrierContext,
  type CarrierErrorCode,
  type CarrierHttpRequest,
  type CarrierHttpResponse,
} from '../connector.ts';

/**
 * What the real carriers' HTTP calls share: reaching the carrier (nothing answered → `unavailable`),
 * reading a JSON answer, naming an HTTP refusal and its message. Each carrier keeps its own error body.
 */

/** Sends a call; a call that got no answer at all becomes a retryable `unavailable`. */
export async function sendToCarrier(
  ctx: CarrierContext,
  req: CarrierHttpRequest,
  carrier: string,
  what?: string,
): Promise<CarrierHttpResponse> {
  try {
    return await ctx.http(req);
  } catch (e) {
    if (e instanceof CarrierCallError) throw e;
    throw new CarrierCallError({
      code: 'unavailable',
      message: `${carrier} could not be reached${what ? ` (${what})` : ''}`,
      carrierMessage: e instanceof Error ? e.message : String(e),
      retryable: true,
    });
  }
}

/** The answer's JSON body, or an `unknown` error keeping what the carrier sent instead. */
export function parseCarrierJson<T>(res: CarrierHttpResponse, carrier: string): T {
  try {
    return JSON.parse(res.body) as T;
  } catch {
    throw new CarrierCallError({
      code: 'unknown',
      message: `${carrier} answered something that is not JSON`,
      carrierCode: String(res.status),
      carrierMessage: res.body.slice(0, 500),
      retryable: false,
    });
  }
}

/** The normalised error code of an HTTP refusal status. */
export function codeOfHttpStatus(status: number): CarrierErrorCode {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'notFound';
  if (status === 429) return 'rateLimited';
  if (status === 400 || status === 422) return 'validation';
  if (status >= 500) return 'unavailable';
  return 'unknown';
}

/** Worth trying again later: the carrier was down or asked to slow down. */
export const isRetryable = (code: CarrierErrorCode) => code === 'unavailable' || code === 'rateLimited';

/** The normalised messages of a carrier's refusals (`cancelled`: how it says a shipment is cancelled). */
export function refusalMessages(carrier: string, cancelled: string): Record<CarrierErrorCode, string> {
  return {
    auth: `${carrier} refused the credentials`,
    validation: `${carrier} refused the request`,
    notFound: `${carrier} does not know this shipment`,
    notCancellable: `The ${carrier} shipment cannot be ${cancelled}`,
    rateLimited: `${carrier} asks to slow down`,
    unavailable: `${carrier} is unavailable`,
    unknown: `${carrier} answered an error`,
  };
}
