import type {
  CarrierConnector,
  CarrierContext,
  CarrierErrorCode,
  CarrierHttpResponse,
  ManifestResult,
  RateQuote,
  ShipResult,
  TrackResult,
} from '../../connector.ts';
import { CarrierCallError } from '../../connector.ts';
import { SANDBOX_BASE } from './sandbox.service.ts';

/** The sandbox's answer codes by normalised error (the first letter group of its `SBX-` codes). */
function errorCode(status: number, carrierCode: string): CarrierErrorCode {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'notFound';
  if (status === 409 && carrierCode.startsWith('SBX-2')) return 'notCancellable';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'unavailable';
  if (status === 400 || status === 409) return 'validation';
  return 'unknown';
}

/** Reads a JSON answer, or throws the normalised error of a refusal. */
function answer<T>(res: CarrierHttpResponse): T {
  let body: { error?: { code?: string; message?: string } } & Record<string, unknown>;
  try {
    body = JSON.parse(res.body);
  } catch {
    throw new CarrierCallError({
      code: res.status >= 500 ? 'unavailable' : 'unknown',
      message: `The sandbox answered ${res.status} without JSON`,
      retryable: res.status >= 500,
    });
  }
  if (res.status >= 200 && res.status < 300) return body as T;
  const carrierCode = body.error?.code ?? String(res.status);
  const code = errorCode(res.status, carrierCode);
  throw new CarrierCallError({
    code,
    message: `The sandbox refused the call (${res.status})`,
    carrierCode,
    carrierMessage: body.error?.message ?? null,
    retryable: code === 'unavailable' || code === 'rateLimited',
  });
}

/** The request headers of a call: the simulation settings, the key, the clock and the API key. */
function headers(ctx: CarrierContext): Record<string, string> {
  const h: Record<string, string> = {
    'content-type': 'application/json',
    'x-sandbox-now': ctx.now.toISOString(),
    'x-sandbox-latency-ms': ctx.credentials.latencyMs || '0',
    'x-sandbox-failure-rate': ctx.credentials.failureRate || '0',
  };
  if (ctx.credentials.hourMs) h['x-sandbox-hour-ms'] = ctx.credentials.hourMs;
  if (ctx.idempotencyKey) h['idempotency-key'] = ctx.idempotencyKey;
  if (ctx.credentials.apiKey) h.authorization = `Bearer ${ctx.credentials.apiKey}`;
  return h;
}

async function post<T>(ctx: CarrierContext, path: string, tag: string, body: unknown): Promise<T> {
  const res = await ctx.http({
    method: 'POST',
    url: `${ctx.endpoint}${path}`,
    headers: headers(ctx),
    body: JSON.stringify(body),
    tag,
  });
  return answer<T>(res);
}

/**
 * The built-in sandbox carrier (docs/carriers.md): deterministic track numbers, rates, PDF and ZPL
 * labels, tracking events advancing with time, configurable latency and failure rate.
 */
export const sandboxConnector: CarrierConnector = {
  code: 'sandbox',
  name: { zh: '沙箱承运商', en: 'Sandbox carrier', vi: 'Hãng vận chuyển thử nghiệm' },
  carrier: null,
  // customs declaration has no operation in the interface yet: the sandbox accepts its configurations
  kinds: ['label', 'track', 'price', 'customsDeclare'],
  credentialFields: [
    { key: 'apiKey', label: { zh: 'API密钥', en: 'API key', vi: 'Khóa API' }, secret: true, required: false },
    {
      key: 'latencyMs',
      label: { zh: '延迟(毫秒)', en: 'Latency (ms)', vi: 'Độ trễ (ms)' },
      secret: false,
      required: false,
    },
    {
      key: 'failureRate',
      label: { zh: '失败率(0-1)', en: 'Failure rate (0-1)', vi: 'Tỷ lệ lỗi (0-1)' },
      secret: false,
      required: false,
    },
    {
      key: 'hourMs',
      label: { zh: '轨迹一小时(毫秒)', en: 'Tracking hour (ms)', vi: 'Một giờ hành trình (ms)' },
      secret: false,
      required: false,
    },
  ],
  endpoints: { test: SANDBOX_BASE, live: SANDBOX_BASE },
  rate: async (ctx, shipment) =>
    (await post<{ quotes: RateQuote[] }>(ctx, '/rates', 'sandbox/rate', { shipment })).quotes,
  ship: async (ctx, shipment) => {
    const res = await post<{
      shipmentId: string;
      trackNo: string;
      subTrackNos: string[];
      labels: { format: 'pdf' | 'zpl'; content: string }[];
      charges: RateQuote;
    }>(ctx, '/shipments', 'sandbox/ship', { shipment });
    return {
      trackNo: res.trackNo,
      subTrackNos: res.subTrackNos,
      labels: res.labels.map((l) => ({ format: l.format, content: Buffer.from(l.content, 'base64') })),
      carrierShipmentId: res.shipmentId,
      charges: res.charges,
    } satisfies ShipResult;
  },
  cancel: async (ctx, ref) => {
    await post(ctx, `/shipments/${encodeURIComponent(ref.trackNo)}/cancel`, 'sandbox/cancel', {});
  },
  track: async (ctx, trackNos) => {
    const res = await post<{
      results: {
        trackNo: string;
        events?: TrackResult['events'];
        error?: { code: string; message: string };
      }[];
    }>(ctx, '/track', 'sandbox/track', { trackNos });
    return res.results.map((r) => ({
      trackNo: r.trackNo,
      events: r.events ?? [],
      error: r.error
        ? {
            code: 'notFound',
            message: 'Unknown track number',
            carrierCode: r.error.code,
            carrierMessage: r.error.message,
            retryable: false,
          }
        : null,
    }));
  },
  manifest: async (ctx, input) => {
    const res = await post<{ manifestNo: string; document: string }>(ctx, '/manifests', 'sandbox/manifest', {
      trackNos: input.trackNos,
      date: input.date,
    });
    return {
      manifestNo: res.manifestNo,
      document: { format: 'pdf', content: Buffer.from(res.document, 'base64') },
    } satisfies ManifestResult;
  },
};
