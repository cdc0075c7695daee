import {
  type authDevicePayload,
  type deviceBindingsQuery,
  Permission,
  type unbindDevicePayload,
} from '@freightdesk/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { appUser } from '#modules/platform/user/index.ts';
import { dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { deviceBinding } from './auth.schema.ts';

/** A customer-side approver may only touch devices of its own customer's users. */
async function assertSameCustomer(ctx: AuthedContext, userId: string): Promise<void> {
  if (ctx.auth.userType !== 'customer') return;
  const [user] = await ctx.db
    .select({ customerId: appUser.customerId })
    .from(appUser)
    .where(eq(appUser.id, userId));
  if (!user || user.customerId !== ctx.auth.customerId) throw dataNotExist();
}

/** Approves a pending device-binding request. */
export async function authDevice(
  ctx: AuthedContext,
  input: z.output<typeof authDevicePayload>,
): Promise<null> {
  const [binding] = await ctx.db.select().from(deviceBinding).where(eq(deviceBinding.id, input.id));
  if (!binding) throw dataNotExist();
  await assertSameCustomer(ctx, binding.userId);
  await ctx.db
    .update(deviceBinding)
    .set({ status: 'approved', approvedBy: ctx.auth.userId, approvedAt: ctx.now })
    .where(eq(deviceBinding.id, input.id));
  return null;
}

/** Removes a device binding: one's own, or anyone's with the authDevice permission. */
export async function unbindDevice(
  ctx: AuthedContext,
  input: z.output<typeof unbindDevicePayload>,
): Promise<null> {
  const userId = input.userId ?? ctx.auth.userId;
  if (userId !== ctx.auth.userId) {
    if (!ctx.auth.permissions.has(Permission.employeeAuthDevice)) throw noPermission();
    await assertSameCustomer(ctx, userId);
  }
  const removed = await ctx.db
    .delete(deviceBinding)
    .where(and(eq(deviceBinding.userId, userId), eq(deviceBinding.deviceId, input.deviceId)))
    .returning({ id: deviceBinding.id });
  if (removed.length === 0) throw dataNotExist();
  return null;
}

/** The device bindings of a user, newest first. */
export async function listDeviceBindings(ctx: AuthedContext, input: z.output<typeof deviceBindingsQuery>) {
  await assertSameCustomer(ctx, input.userId);
  return ctx.db
    .select({
      id: deviceBinding.id,
      userId: deviceBinding.userId,
      deviceId: deviceBinding.deviceId,
      status: deviceBinding.status,
      createdAt: deviceBinding.createdAt,
    })
    .from(deviceBinding)
    .where(eq(deviceBinding.userId, input.userId))
    .orderBy(desc(deviceBinding.createdAt));
}
