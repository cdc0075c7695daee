/** Enumerations shared by server and web. String unions, never TS enums. */

export const LANGUAGES = ['zh-CN', 'en-US', 'vi-VN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'zh-CN';

/** Picks the best supported language from an Accept-Language header value. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return FALLBACK_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  for (const tag of wanted) {
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const primary = LANGUAGES.find((l) => l.split('-')[0]!.toLowerCase() === tag.split('-')[0]);
    if (primary) return primary;
  }
  return FALLBACK_LANGUAGE;
}

export const USER_TYPES = ['staff', 'customer'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const LOGIN_MODES = ['normal', 'safe', 'wechat'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

/** QR scan login states (spec §4). */
export const QrScanStatus = { wait: 0, scanned: 1, success: 2, expired: 3 } as const;
export type QrScanStatusValue = (typeof QrScanStatus)[keyof typeof QrScanStatus];

export const SYS_CODES = ['LMS', 'OWMS', 'MTS', 'PDS'] as const;
export type SysCode = (typeof SYS_CODES)[number];

export const Sex = { male: 0, female: 1 } as const;
export const YesNo = { yes: 1, no: 0 } as const;
export const Enable = { enable: 1, disable: 0 } as const;
export const ImportMode = { overwrite: 0, append: 1 } as const;
export const UnitSystem = { cmKg: 0, inLbs: 1 } as const;
export const Carrier = { DHL: 1, FEDEX: 2, UPS: 3, TNT: 4 } as const;

export const JOB_STATUSES = ['atWork', 'departed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Data permission scope types (spec §6: employee, role, specified employee, customer) plus every
 * record, the customers the user follows and the user's department with its sub-departments.
 */
export const PERMISSION_SCOPE_TYPES = [
  'all',
  'employee',
  'role',
  'specifiedEmployee',
  'customer',
  'followed',
  'department',
] as const;
export type PermissionScopeType = (typeof PERMISSION_SCOPE_TYPES)[number];

/** Customer feature flags checked by the customer-enable guard. */
export const CUSTOMER_FEATURES = ['priceCheck', 'onlyMakeDocument', 'apiAccess'] as const;
export type CustomerFeature = (typeof CUSTOMER_FEATURES)[number];

export const CLIENT_ERROR_TYPES = ['error', 'unhandledrejection', 'vue', 'react', 'resource'] as const;
