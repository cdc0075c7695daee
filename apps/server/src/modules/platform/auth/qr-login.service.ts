import {
  QR_LOGIN_EXPIRE_MS,
  QrScanStatus,
  type QrScanStatusValue,
  type scanConfirmPayload,
  type scanStatusQuery,
} from '@freightdesk/domain';
import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { createSession } from '#modules/platform/session/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext, RequestContext } from '#platform/http/route.ts';
import { qrScan } from './auth.schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Starts a QR sign-in: a one-time scan record and the QR (PNG data URL) of its mobile confirmation URL. */
export async function createScan(
  ctx: RequestContext,
): Promise<{ scanId: string; imgUrl: string; expireAt: string }> {
  const expiresAt = new Date(ctx.now.getTime() + QR_LOGIN_EXPIRE_MS);
  const [row] = await ctx.db
    .insert(qrScan)
    .values({ createdAt: ctx.now, expiresAt })
    .returning({ id: qrScan.id });
  const imgUrl = await QRCode.toDataURL(`${ctx.origin}/m/scan?scanId=${row!.id}`, { margin: 1, width: 240 });
  return { scanId: row!.id, imgUrl, expireAt: expiresAt.toISOString() };
}

/** Polled by the sign-in page: 0 wait, 1 scanned, 2 success (with the token, handed out once), 3 expired. */
export async function fetchScanStatus(
  ctx: RequestContext,
  input: z.output<typeof scanStatusQuery>,
): Promise<{ status: QrScanStatusValue; token?: string }> {
  if (!UUID.test(input.scanId)) return { status: QrScanStatus.expired };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(qrScan).where(eq(qrScan.id, input.scanId)).for('update');
    if (!row) return { status: QrScanStatus.expired };
    if (row.status === QrScanStatus.expired) return { status: QrScanStatus.expired };
    if (row.status === QrScanStatus.success && row.tokenIssuedAt) return { status: QrScanStatus.success };
    if (row.expiresAt.getTime() <= ctx.now.getTime()) {
      await tx.update(qrScan).set({ status: QrScanStatus.expired }).where(eq(qrScan.id, row.id));
      return { status: QrScanStatus.expired };
    }
    if (row.status !== QrScanStatus.success || !row.userId) return { status: row.status };
    await tx.update(qrScan).set({ tokenIssuedAt: ctx.now }).where(eq(qrScan.id, row.id));
    const token = await createSession(tx, {
      userId: row.userId,
      loginMode: 'wechat',
      deviceId: ctx.deviceId,
      address: ctx.ip,
      now: ctx.now,
    });
    return { status: QrScanStatus.success, token };
  });
}

/** The signed-in mobile session scans (0→1), confirms (1→2) or cancels (→3) a QR sign-in. */
export async function scanConfirm(
  ctx: AuthedContext,
  input: z.output<typeof scanConfirmPayload>,
): Promise<{ status: QrScanStatusValue }> {
  const [user] = await ctx.db
    .select({ loginModes: appUser.loginModes })
    .from(appUser)
    .where(eq(appUser.id, ctx.auth.userId));
  if (!user?.loginModes.includes('wechat')) throw new BizError('loginModeNotAllowed');
  const [row] = await ctx.db.select().from(qrScan).where(eq(qrScan.id, input.scanId));
  if (!row) throw dataNotExist();
  const me = ctx.auth.userId;
  const waiting = eq(qrScan.status, QrScanStatus.wait);
  const scannedByMe = and(eq(qrScan.status, QrScanStatus.scanned), eq(qrScan.userId, me));
  const move = async (
    from: SQL | undefined,
    set: { status: QrScanStatusValue; userId?: string; expiresAt?: Date },
  ) => {
    const done = await ctx.db
      .update(qrScan)
      .set(set)
      .where(and(eq(qrScan.id, row.id), gt(qrScan.expiresAt, ctx.now), isNull(qrScan.tokenIssuedAt), from))
      .returning({ id: qrScan.id });
    if (done.length === 0) {
      throw row.expiresAt.getTime() <= ctx.now.getTime()
        ? new BizError('qrExpired')
        : new BizError('unsupportedOperation');
    }
    return { status: set.status };
  };
  if (input.action === 'scan') return move(waiting, { status: QrScanStatus.scanned, userId: me });
  // after confirmation the polling page has a fresh window to collect its token
  if (input.action === 'confirm') {
    return move(scannedByMe, {
      status: QrScanStatus.success,
      expiresAt: new Date(ctx.now.getTime() + QR_LOGIN_EXPIRE_MS),
    });
  }
  return move(or(waiting, scannedByMe), { status: QrScanStatus.expired });
}
