import { APP_TYPE, APP_VERSION } from '@freightdesk/domain';

const DEVICE_ID_KEY = 'fd_device_id';

/** A random UUID v4; `randomUUID` exists only on secure origins, `getRandomValues` everywhere. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stable random id of this browser, kept in localStorage (sent as `deviceId`). */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string {
  const saved = storage.getItem(DEVICE_ID_KEY);
  if (saved) return saved;
  const id = randomId();
  storage.setItem(DEVICE_ID_KEY, id);
  return id;
}

export type HeaderContext = {
  token: string | null;
  pageId: string;
  deviceId: string;
  sysCode: string;
  language: string;
  cryptoSalt?: string;
  /** false for multipart uploads: the browser sets the Content-Type with its boundary. */
  json?: boolean;
};

/** The headers of every API call (spec §7, DESIGN.md §4). */
export function buildHeaders(ctx: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = {
    pageId: ctx.pageId,
    appVersion: APP_VERSION,
    appType: APP_TYPE,
    sysCode: ctx.sysCode,
    'Accept-Language': ctx.language,
  };
  if (ctx.token) headers.token = ctx.token;
  if (ctx.deviceId) headers.deviceId = ctx.deviceId;
  if (ctx.json !== false) headers['Content-Type'] = 'application/json';
  if (ctx.cryptoSalt) headers.cryptoSalt = ctx.cryptoSalt;
  return headers;
}
