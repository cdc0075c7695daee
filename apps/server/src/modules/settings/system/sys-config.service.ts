import {
  APP_VERSION,
  type checkVersionQuery,
  DEFAULT_CURRENCY,
  FALLBACK_LANGUAGE,
  LOGIN_MODES,
  type SysConfigKey,
  type sysConfigUpdatePayload,
  WAYBILL_STATUSES,
} from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#platform/db/db.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext, RequestContext } from '#platform/http/route.ts';
import type { AppRuntime } from '#platform/http/runtime.ts';
import { parseInput } from '#platform/http/validation.ts';
import { publicConfig, sysConfig } from './sys-config.schema.ts';

const localized = z.object({
  'zh-CN': z.string().max(2000),
  'en-US': z.string().max(2000),
  'vi-VN': z.string().max(2000),
});

/** Every system setting with the shape of its value. */
export const SYS_CONFIG_SCHEMAS = {
  'finance.showFeesBeforeBilled': z.boolean(),
  'document.enableInvoiceStrictMode': z.boolean(),
  'document.isAllowCustomerLabel': z.boolean(),
  'security.payloadEncryption': z.boolean(),
  /** Days a saved price quote can be ordered from. */
  'price.quoteValidDays': z.number().int().min(1).max(365),
  /** Points earned per 1.00 written off in the settlement currency (0 earns none; up to 4 decimals). */
  'finance.pointsPerUnit': z.number().min(0).max(1_000_000).multipleOf(0.0001),
  /**
   * A payment bill above this value in the local currency must be approved before it is paid ('' never).
   * A numeric string is kept as a JSON number, so both are read.
   */
  'finance.paymentApprovalAbove': z.union([
    z.number().min(0).max(999_999_999_999).multipleOf(0.01),
    z
      .string()
      .trim()
      .regex(/^(\d{1,12}(\.\d{1,2})?)?$/),
  ]),
  'app.updateContent': localized,
  'tenant.name': localized,
  'login.page': z.object({ title: localized, loginModes: z.array(z.enum(LOGIN_MODES)).min(1) }),
  /** The SMTP server mail goes out through (reminders); empty: no mail is sent. */
  'mail.smtpHost': z.string().trim().max(255),
  'mail.smtpPort': z.number().int().min(1).max(65_535),
  /** The sender address of outgoing mail. */
  'mail.from': z.string().trim().max(255),
  /** Local dates (YYYY-MM-DD, Asia/Shanghai) the work-order SLA clock does not count. */
  'workOrder.holidays': z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).max(400),
  /** Waybill statuses whose entry opens an exception work order for the customer. */
  'workOrder.autoOpenStatuses': z.array(z.enum(WAYBILL_STATUSES)).max(40),
} as const satisfies Record<SysConfigKey, z.ZodType>;
export type SysConfigValue<K extends SysConfigKey> = z.output<(typeof SYS_CONFIG_SCHEMAS)[K]>;

/** Values used until a setting is saved. */
export const SYS_CONFIG_DEFAULTS: { [K in SysConfigKey]: SysConfigValue<K> } = {
  'finance.showFeesBeforeBilled': false,
  'document.enableInvoiceStrictMode': false,
  'document.isAllowCustomerLabel': true,
  'security.payloadEncryption': false,
  'price.quoteValidDays': 7,
  'finance.pointsPerUnit': 1,
  'finance.paymentApprovalAbove': 50000,
  'app.updateContent': {
    'zh-CN': '系统已更新，请刷新页面以使用新版本。',
    'en-US': 'The system has been updated. Please reload the page to use the new version.',
    'vi-VN': 'Hệ thống đã được cập nhật. Vui lòng tải lại trang để dùng phiên bản mới.',
  },
  'tenant.name': {
    'zh-CN': '飞达国际物流',
    'en-US': 'FreightDesk Logistics',
    'vi-VN': 'FreightDesk Logistics',
  },
  'login.page': {
    title: { 'zh-CN': '飞达物流管理系统', 'en-US': 'FreightDesk', 'vi-VN': 'FreightDesk' },
    loginModes: ['normal', 'safe', 'wechat'],
  },
  'mail.smtpHost': '',
  'mail.smtpPort': 25,
  'mail.from': 'noreply@freightdesk.local',
  'workOrder.holidays': [],
  'workOrder.autoOpenStatuses': ['exception', 'deliveryFailure'],
};

/** Reads a setting (cached a few seconds per process), falling back to its default. */
export async function readSysConfig<K extends SysConfigKey>(
  runtime: AppRuntime,
  key: K,
  now: Date,
  /** Where to read it: a transaction reads through itself (on PGlite a read beside it would wait). */
  db: Db = runtime.db,
): Promise<SysConfigValue<K>> {
  const value = await runtime.settings.get(key, now.getTime(), async () => {
    const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, key));
    const parsed = SYS_CONFIG_SCHEMAS[key].safeParse(row?.value);
    return parsed.success ? parsed.data : SYS_CONFIG_DEFAULTS[key];
  });
  return value as SysConfigValue<K>;
}

/** Reads a setting as stored now, past the cache (for a decision about money inside its transaction). */
export async function readSysConfigUncached<K extends SysConfigKey>(
  db: Db,
  key: K,
): Promise<SysConfigValue<K>> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, key));
  const parsed = SYS_CONFIG_SCHEMAS[key].safeParse(row?.value);
  return (parsed.success ? parsed.data : SYS_CONFIG_DEFAULTS[key]) as SysConfigValue<K>;
}

/** The switches the web reads after sign-in. */
export async function getSysConfig(ctx: RequestContext) {
  const read = <K extends SysConfigKey>(key: K) => readSysConfig(ctx.runtime, key, ctx.now);
  return {
    'finance.showFeesBeforeBilled': await read('finance.showFeesBeforeBilled'),
    'document.enableInvoiceStrictMode': await read('document.enableInvoiceStrictMode'),
    'security.payloadEncryption': await read('security.payloadEncryption'),
  };
}

/** Saves one setting after checking its value's shape. */
export async function updateSysConfig(
  ctx: AuthedContext,
  input: z.output<typeof sysConfigUpdatePayload>,
): Promise<null> {
  const value = parseInput(SYS_CONFIG_SCHEMAS[input.key], input.value);
  await ctx.db.transaction((tx) => writeSysConfig(tx, input.key, value, ctx.auth.userId));
  return null;
}

/** Upserts a setting row. */
export async function writeSysConfig(
  db: Db,
  key: SysConfigKey,
  value: unknown,
  userId: string | null,
): Promise<void> {
  await db
    .insert(sysConfig)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: sysConfig.key, set: { value, updatedBy: userId, updatedAt: sql`now()` } });
}

/** The sign-in page texts and the modes offered. */
export async function getLoginPage(ctx: RequestContext) {
  const page = await readSysConfig(ctx.runtime, 'login.page', ctx.now);
  return { title: page.title[ctx.lang], loginModes: page.loginModes };
}

/** What the web needs to know about this installation before sign-in. */
export async function getTenantConfig(ctx: RequestContext) {
  const name = await readSysConfig(ctx.runtime, 'tenant.name', ctx.now);
  const page = await readSysConfig(ctx.runtime, 'login.page', ctx.now);
  return {
    name: name[ctx.lang],
    currency: DEFAULT_CURRENCY,
    defaultLanguage: FALLBACK_LANGUAGE,
    encryption: await readSysConfig(ctx.runtime, 'security.payloadEncryption', ctx.now),
    loginModes: page.loginModes,
  };
}

/** A public config (e.g. `lms.waybill.single`) by id. */
export async function getPublicConfig(ctx: RequestContext, input: { id: string }) {
  const [row] = await ctx.db.select().from(publicConfig).where(eq(publicConfig.id, input.id));
  if (!row) throw dataNotExist();
  return { id: row.id, fields: row.config.fields };
}

/** Tells an older client to reload, with the update notice in the caller's language. */
export async function checkVersion(ctx: RequestContext, input: z.output<typeof checkVersionQuery>) {
  const needUpdate = compareVersions(input.version, APP_VERSION) < 0;
  const content = needUpdate
    ? (await readSysConfig(ctx.runtime, 'app.updateContent', ctx.now))[ctx.lang]
    : '';
  return { needUpdate, content };
}

/** Compares dotted numeric versions: negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
