/** Every number the spec and DESIGN.md fix, in one place (spec platform-core §9, DESIGN.md §5). */

export const APP_VERSION = '1.0.67';
export const APP_TYPE = 'PC';

export const REQUEST_TIMEOUT_MS = 30_000;
export const INVOICE_RECOGNIZE_TIMEOUT_MS = 60_000;
export const VERSION_CHECK_INTERVAL_MS = 1_800_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DICTIONARY_CACHE_TTL_MS = 600_000;
export const LOCAL_CACHE_PREFIX = 'client_';
export const CLICK_LOCK_MS = 1_500;
export const LOGIN_EXPIRED_LOGOUT_DELAY_MS = 1_000;
export const LOADING_MASK_EXTRA_MS = 100;

export const PAGE_SIZE = 50;
/** Infinite-scroll tables load the next page when within this fraction of the bottom. */
export const INFINITE_SCROLL_THRESHOLD = 0.3;
export const BADGE_CAP = 99;
export const BATCH_MAX_ROWS = 500;
export const GLOBAL_SEARCH_MAX_NUMBERS = 200;

export const UPLOAD_MAX_FILES_PER_UPLOAD = 5;
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export const FAVOURITE_GOODS_DESC_MAX = 20;
/** Screens a user may pin to the menu's favourites group (the spec's 20 favourite tags). */
export const FAVOURITE_MENU_MAX = 20;
export const GOODS_DESC_NAME_MAX = 10;
export const DASHBOARD_MAX_MODULES = 12;

export const CONFIRM_COUNTDOWN_SECONDS = 5;
export const LIMITER_BLINK_TIMES = 3;
export const LIMITER_BLINK_INTERVAL_MS = 400;
export const AI_PANEL_AUTO_CLOSE_SECONDS = 5;

export const MAGNIFIER_ZOOM_MIN = 1;
export const MAGNIFIER_ZOOM_MAX = 4;
export const MAGNIFIER_ZOOM_STEP = 0.1;
export const MAGNIFIER_MOVE_STEP_PX = 10;

export const MONEY_SCALE = 2;
export const WEIGHT_SCALE = 3;
export const EXCHANGE_RATE_SCALE = 6;
export const UNIT_PRICE_SCALE = WEIGHT_SCALE;
export const MAX_PIECE_VALUE = '999.999';

export const NAME_MAX_LENGTH = 35;
export const REFERENCE_MAX_LENGTH = 50;
export const COMMODITY_NAME_MAX_LENGTH = 45;
export const MAX_PIECES_PER_WAYBILL = 999;

/** Session: opaque token, stored hashed, 12 h sliding expiry. */
export const SESSION_TTL_MS = 12 * 3_600_000;
export const QR_LOGIN_EXPIRE_MS = 2 * 60_000;
export const CAPTCHA_EXPIRE_MS = 5 * 60_000;
export const ENCRYPTION_KEY_TTL_MS = SESSION_TTL_MS;

/**
 * Sign-in throttling (OWASP ASVS 4.0.3 §2.2.1), counted over the window and never a lock-out: after
 * this many failures for a user every sign-in of that user needs a correct captcha; each failure from
 * one user + address after its first makes that pair's next attempt without a correct captcha wait
 * (1 s, doubling, at most 30 s); an address with this many failed attempts without a correct captcha needs the captcha for
 * every user. The right password with a correct captcha always signs in.
 */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3;
export const LOGIN_DELAY_FIRST_MS = 1_000;
export const LOGIN_DELAY_MAX_MS = 30_000;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export const WORK_ORDER_QUICK_REPLIES = [
  'received',
  'confirmed',
  'pleaseHandlePromptly',
  'replyWhenSeen',
] as const;
export const DEFAULT_CURRENCY = 'RMB';

/** API paths (below /api/) that never carry encrypted payloads (DESIGN.md §5, spec §7: file upload skips it). */
export const ENCRYPTION_EXEMPT_PATHS = [
  'whosyourdaddy',
  'health',
  'common/tenant/currentConfig',
  'common/appVersion/checkVersion',
  'common/file/upload',
  'common/file/link',
] as const;

/** Whether a path below /api/ (with or without the prefix or a query) is exempt from payload encryption. */
export function isEncryptionExemptPath(url: string): boolean {
  const path = url.replace(/^\/?(api\/)?/, '').split('?')[0]!;
  return (ENCRYPTION_EXEMPT_PATHS as readonly string[]).includes(path);
}

/** How often the web polls the progress of a job (imports, exports), in ms. */
export const PROGRESS_POLL_MS = 500;
