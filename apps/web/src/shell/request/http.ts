import {
  ENCRYPTION_PATHS,
  INVOICE_RECOGNIZE_TIMEOUT_MS,
  type Language,
  message,
  pickLanguage,
  REQUEST_TIMEOUT_MS,
  SYSTEM_PATHS,
} from '@freightdesk/domain';
import i18next from 'i18next';
import { currentToken } from '../session/token.ts';
import { ApiError } from './api-error.ts';
import { type Envelope, handleEnvelope, type RequestUi } from './code-handler.ts';
import {
  type CryptoSession,
  decryptText,
  encryptText,
  importCryptoSession,
  isEncryptionExempt,
} from './crypto.ts';
import { filenameFromDisposition } from './download.ts';
import { buildHeaders, deviceId } from './headers.ts';
import { loadingBar, showsLoadingBar } from './loading.ts';
import { failureNotice, transportNotice } from './transport.ts';

export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue | readonly ParamValue[]>;

export type RequestOptions = {
  method?: 'GET' | 'POST';
  params?: Params;
  /** JSON body, or FormData for uploads (never encrypted). */
  data?: unknown;
  /** No failure popup (polling, groupBy, background counters) and no loading bar. */
  quiet?: boolean;
  /** Autocomplete lookups: no loading bar. */
  autocomplete?: boolean;
  timeoutMs?: number;
  /** Token to send instead of the current area's (QR sign-in reads the new user with it). */
  token?: string;
};

let ui: RequestUi = {
  notify: (notice) => console.error(notice.title, notice.description ?? ''),
  alert: (content) => window.alert(content),
  confirm: async (content) => window.confirm(content),
  loginExpired: () => undefined,
};
let sysCode = '';

/** The shell plugs its antd notification / modal / logout in here. */
export function setRequestUi(next: RequestUi) {
  ui = next;
}

/** Business system of the screen shown now (sent as `sysCode`). */
export function setRequestSysCode(code: string | undefined) {
  sysCode = code ?? '';
}

function language(): Language {
  return pickLanguage(i18next.language);
}

function isFormData(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData;
}

function apiPath(url: string): string {
  return `/api/${url.replace(/^\/?(api\/)?/, '')}`;
}

export function queryString(params: Params | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const list = Array.isArray(value) ? value : [value];
    for (const v of list) if (v !== undefined && v !== null) search.append(name, String(v));
  }
  return search.toString();
}

function timeoutFor(url: string, opts: RequestOptions): number {
  if (opts.timeoutMs) return opts.timeoutMs;
  return /invoiceRecognize/.test(url) ? INVOICE_RECOGNIZE_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

let cryptoReady: Promise<CryptoSession | null> | null = null;

/** Fetches the tenant config once; when encryption is on, gets the key from `whosyourdaddy`. */
function ensureCrypto(): Promise<CryptoSession | null> {
  cryptoReady ??= (async () => {
    const config = await send(SYSTEM_PATHS.tenantConfig, 'GET', {}, null);
    if (!config.data || !(config.data as { encryption?: boolean }).encryption) return null;
    const answer = await send(ENCRYPTION_PATHS.cryptoKey, 'GET', {}, null);
    const { k, s } = answer.data as { k: string; s: string };
    return importCryptoSession(k, s);
  })().catch(() => {
    cryptoReady = null;
    return null;
  });
  return cryptoReady;
}

/** Forgets the held key (after sign-in the session changes). */
export function resetCrypto() {
  cryptoReady = null;
}

/** No usable HTTP answer: `statusText` carries the browser's message for network errors. */
class TransportFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'status',
    readonly status = 0,
    readonly statusText = '',
  ) {
    super(reason === 'status' ? `[${status}] ${statusText}` : reason);
  }
}

/** Sends one call (query and body encrypted when a key is held) and answers the raw HTTP response. */
async function exchange(
  url: string,
  method: 'GET' | 'POST',
  opts: RequestOptions,
  session: CryptoSession | null,
): Promise<Response> {
  const isUpload = isFormData(opts.data);
  let target = apiPath(url);
  const qs = queryString(opts.params);
  if (qs) target += `?${session ? `key=${encodeURIComponent(await encryptText(session, qs))}` : qs}`;
  let body: BodyInit | undefined;
  if (method === 'POST') {
    if (isFormData(opts.data)) body = opts.data;
    else {
      const json = JSON.stringify(opts.data ?? {});
      body = session ? JSON.stringify({ data: await encryptText(session, json) }) : json;
    }
  }
  const headers = buildHeaders({
    token: opts.token ?? currentToken(),
    pageId: window.location.pathname,
    deviceId: deviceId(),
    sysCode,
    language: language(),
    cryptoSalt: session?.salt,
    json: !isUpload,
  });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    timeoutFor(url, opts),
  );
  try {
    const res = await fetch(target, { method, headers, body, signal: controller.signal });
    if (res.status !== 200) throw new TransportFailure('status', res.status, res.statusText);
    // the body is read inside the timeout as well
    return new Response(await res.arrayBuffer(), { status: res.status, headers: res.headers });
  } catch (error) {
    if (error instanceof TransportFailure) throw error;
    if (timedOut) throw new TransportFailure('timeout', 408);
    throw new TransportFailure('network', 0, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the JSON envelope of an answer, decrypting `data` when it came encrypted. */
async function readEnvelope(res: Response, session: CryptoSession | null): Promise<Envelope> {
  try {
    const env = (await res.json()) as Envelope;
    if (env.encrypted && typeof env.data === 'string' && session) {
      env.data = JSON.parse(await decryptText(session, env.data));
    }
    return env;
  } catch (error) {
    throw new TransportFailure('network', 0, error instanceof Error ? error.message : String(error));
  }
}

async function send(
  url: string,
  method: 'GET' | 'POST',
  opts: RequestOptions,
  session: CryptoSession | null,
): Promise<Envelope> {
  return readEnvelope(await exchange(url, method, opts, session), session);
}

/** The notice of a call that got no usable answer, shown unless quiet; rejects with an ApiError. */
function transportError(error: unknown, lang: Language, quiet: boolean): ApiError {
  const failure = error instanceof TransportFailure ? error : new TransportFailure('network');
  const notice =
    failure.reason === 'status'
      ? transportNotice(lang, failure.status, failure.statusText)
      : failureNotice(lang, failure.reason, failure.statusText);
  if (!quiet) ui.notify(notice);
  return new ApiError(notice.description ?? notice.title, failure.status, null, 'transport');
}

/**
 * One API call under `/api/`: headers, loading bar, timeout, encryption and code handling of
 * DESIGN.md §4. Resolves with `data`; rejects with an {@link ApiError} the user was already told about.
 */
export async function request<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.data === undefined ? 'GET' : 'POST');
  const quiet = opts.quiet ?? false;
  const lang = language();
  const loading = showsLoadingBar({ url, ...opts });
  if (loading) loadingBar.start();
  try {
    const token = opts.token ?? currentToken();
    let env: Envelope;
    try {
      const session = isEncryptionExempt(url) || isFormData(opts.data) ? null : await ensureCrypto();
      env = await send(url, method, { ...opts, token: token ?? undefined }, session);
    } catch (error) {
      throw transportError(error, lang, quiet);
    }
    const data = opts.data;
    const canRepeat =
      method === 'POST' &&
      typeof data === 'object' &&
      data !== null &&
      !Array.isArray(data) &&
      !isFormData(data);
    return await handleEnvelope<T>(env, {
      quiet,
      lang,
      ui,
      token,
      retryWithForce: canRepeat
        ? () => request<T>(url, { ...opts, data: { ...data, force: true } })
        : undefined,
    });
  } finally {
    if (loading) loadingBar.done();
  }
}

export function get<T>(url: string, params?: Params, opts: Omit<RequestOptions, 'params' | 'method'> = {}) {
  return request<T>(url, { ...opts, method: 'GET', params });
}

export function post<T>(url: string, data: unknown = {}, opts: Omit<RequestOptions, 'data' | 'method'> = {}) {
  return request<T>(url, { ...opts, method: 'POST', data });
}

/** A file answered by a download call. */
export type DownloadedFile = { blob: Blob; filename: string };

/**
 * A download (exports, import templates): sent like {@link request} (headers, loading bar, timeout;
 * the query or body encrypted when a key is held), answered by the file itself, which the server
 * never encrypts. A JSON answer is the envelope of a refusal and is handled like any other call.
 * `fallbackName` names the file when the answer has no Content-Disposition.
 */
export async function download(
  url: string,
  opts: RequestOptions & { fallbackName?: string } = {},
): Promise<DownloadedFile> {
  const method = opts.method ?? (opts.data === undefined ? 'GET' : 'POST');
  const quiet = opts.quiet ?? false;
  const lang = language();
  const loading = showsLoadingBar({ url, ...opts });
  if (loading) loadingBar.start();
  try {
    const token = opts.token ?? currentToken();
    let res: Response;
    let session: CryptoSession | null = null;
    try {
      session = isEncryptionExempt(url) || isFormData(opts.data) ? null : await ensureCrypto();
      res = await exchange(url, method, { ...opts, token: token ?? undefined }, session);
    } catch (error) {
      throw transportError(error, lang, quiet);
    }
    if (/application\/json/i.test(res.headers.get('content-type') ?? '')) {
      const env = await readEnvelope(res, session).catch((error: unknown) => {
        throw transportError(error, lang, quiet);
      });
      await handleEnvelope<unknown>(env, { quiet, lang, ui, token });
      // a success envelope instead of a file: nothing to save
      const msg = message(lang, 'unknownError');
      if (!quiet) ui.notify({ title: msg });
      throw new ApiError(msg, env.code, env.data);
    }
    const filename =
      filenameFromDisposition(res.headers.get('content-disposition')) ?? opts.fallbackName ?? 'download';
    return { blob: await res.blob(), filename };
  } finally {
    if (loading) loadingBar.done();
  }
}
