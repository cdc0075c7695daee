import {
  type AnnouncementConfig,
  type AnnouncementReleasePayload,
  botAddressAllowed,
  countdownAllowed,
  MESSAGES,
  type Message,
  type MessageKey,
} from '@freightdesk/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { jobPositionTable, organization } from '#modules/oa/organization/index.ts';
import { claimFiles } from '#modules/platform/file/index.ts';
import { notify, queueRobotMessage } from '#modules/platform/notify/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import {
  ANNOUNCEMENT_CONFIG_ID,
  oaAnnouncement as a,
  oaAnnouncementConfig as cfg,
} from './announcement.schema.ts';
import { type Audience, audienceUserIds } from './announcement-audience.ts';

/** The record type the business log names announcements by. */
export const ANNOUNCEMENT_ENTITY = 'oaAnnouncement';

export function staffOnly(ctx: AuthedContext) {
  if (ctx.auth.userType !== 'staff') throw noPermission();
}

/** The chosen ids that matter for the permission type (the others are dropped). */
function audienceOf(input: AnnouncementReleasePayload): Audience {
  const unique = (ids: readonly string[]) => [...new Set(ids)];
  const employee = input.permissionType === 'employee';
  return {
    permissionType: input.permissionType,
    jobPositionIds: employee ? unique(input.jobPositionIds) : [],
    departmentIds: employee ? unique(input.departmentIds) : [],
    customerIds: input.permissionType === 'customer' ? unique(input.customerIds) : [],
  };
}

/** Fails naming the first chosen id that has no row. */
async function assertExist(
  ids: readonly string[],
  found: (ids: string[]) => Promise<{ id: string }[]>,
  key: MessageKey,
) {
  if (!ids.length) return;
  const rows = new Set((await found([...ids])).map((r) => r.id));
  const missing = ids.find((id) => !rows.has(id));
  if (missing) throw new BizError(key, [missing]);
}

async function assertAudienceExists(tx: Db, audience: Audience) {
  await assertExist(
    audience.jobPositionIds,
    (ids) =>
      tx
        .select({ id: jobPositionTable.id })
        .from(jobPositionTable)
        .where(inArray(jobPositionTable.id, ids)) as Promise<{ id: string }[]>,
    'announcementJobPositionMissing',
  );
  await assertExist(
    audience.departmentIds,
    (ids) =>
      tx
        .select({ id: organization.id })
        .from(organization)
        .where(and(inArray(organization.id, ids), eq(organization.type, 'department'))),
    'announcementDepartmentMissing',
  );
  await assertExist(
    audience.customerIds,
    (ids) => tx.select({ id: customer.id }).from(customer).where(inArray(customer.id, ids)),
    'announcementCustomerMissing',
  );
}

/** The settings (their defaults when never saved). */
export async function readConfig(db: Db): Promise<AnnouncementConfig> {
  const [row] = await db.select().from(cfg).where(eq(cfg.id, ANNOUNCEMENT_CONFIG_ID));
  return row
    ? { position: row.position, botAddress: row.botAddress, channel: row.channel, remark: row.remark }
    : { position: 'top', botAddress: '', channel: 'wecom', remark: '' };
}

const formatted = (m: Message, value: string): Message => ({
  'zh-CN': m['zh-CN'].replace('{0}', value),
  'en-US': m['en-US'].replace('{0}', value),
  'vi-VN': m['vi-VN'].replace('{0}', value),
});
const same = (text: string): Message => ({ 'zh-CN': text, 'en-US': text, 'vi-VN': text });

/**
 * `platform/announcement/release`: checks the countdown and the chosen ids, claims the files and
 * records the announcement; a site message to each user it reaches and, when the settings name a
 * bot address, a robot message — all in one transaction.
 */
export async function releaseAnnouncement(ctx: AuthedContext, input: AnnouncementReleasePayload) {
  staffOnly(ctx);
  const countdown = input.mustRead ? input.countdownSeconds : 0;
  if (!countdownAllowed(input.countdownSeconds))
    throw new BizError('announcementCountdownRange', [String(input.countdownSeconds)]);
  const audience = audienceOf(input);
  return ctx.db.transaction(async (tx) => {
    await assertAudienceExists(tx, audience);
    const files = await claimFiles(tx, ctx, input.fileIds);
    const [row] = await tx
      .insert(a)
      .values({
        title: input.title,
        content: input.content,
        type: input.type,
        ...audience,
        jobPositionIds: [...audience.jobPositionIds],
        departmentIds: [...audience.departmentIds],
        customerIds: [...audience.customerIds],
        isRoll: input.isRoll,
        mustRead: input.mustRead,
        countdownSeconds: countdown,
        fileIds: files.map((f) => f.id),
        senderId: ctx.auth.userId,
        senderName: ctx.auth.name,
        sendTime: ctx.now,
      })
      .returning({ id: a.id });
    const id = row!.id;
    const recipients = await audienceUserIds(tx, audience);
    const key = `announcement:${id}`;
    await notify(
      tx,
      {
        recipients,
        kind: 'announcement',
        title: formatted(MESSAGES.announcementNotifyTitle, input.title),
        content: same(input.content),
        link: `/?announcementId=${id}`,
        key,
      },
      ctx.now,
    );
    const config = await readConfig(tx);
    if (config.botAddress)
      await queueRobotMessage(
        tx,
        { url: config.botAddress, channel: config.channel, text: `${input.title}\n\n${input.content}`, key },
        ctx.now,
      );
    await writeBusinessLog(tx, ctx, [
      {
        entity: ANNOUNCEMENT_ENTITY,
        entityId: id,
        action: 'release',
        after: { title: input.title, type: input.type, ...audience, mustRead: input.mustRead },
      },
    ]);
    return { id, recipients: recipients.length };
  });
}

/** `platform/announcement/withdraw`: nobody sees it any more (again: no change). */
export async function withdrawAnnouncement(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: a.id, withdrawnAt: a.withdrawnAt })
      .from(a)
      .where(eq(a.id, input.id))
      .for('update');
    if (!row) throw dataNotExist();
    if (row.withdrawnAt) return;
    await tx.update(a).set({ withdrawnAt: ctx.now }).where(eq(a.id, input.id));
    await writeBusinessLog(tx, ctx, [
      { entity: ANNOUNCEMENT_ENTITY, entityId: input.id, action: 'withdraw' },
    ]);
  });
  return null;
}

/** `platform/announcement/saveConfig`: the one settings row, written whole. */
export async function saveConfig(ctx: AuthedContext, input: AnnouncementConfig) {
  staffOnly(ctx);
  if (!botAddressAllowed(input.botAddress)) throw new BizError('announcementBotAddressInvalid');
  return ctx.db.transaction(async (tx) => {
    const before = await readConfig(tx);
    const values = { ...input, updatedAt: ctx.now, updatedBy: ctx.auth.userId };
    await tx
      .insert(cfg)
      .values({ id: ANNOUNCEMENT_CONFIG_ID, ...values })
      .onConflictDoUpdate({ target: cfg.id, set: values });
    await writeBusinessLog(tx, ctx, [
      {
        entity: ANNOUNCEMENT_ENTITY,
        entityId: ANNOUNCEMENT_CONFIG_ID,
        action: 'saveConfig',
        before,
        after: input,
      },
    ]);
    return readConfig(tx);
  });
}

/** `GET platform/announcement/config`. */
export function announcementConfig(ctx: AuthedContext) {
  staffOnly(ctx);
  return readConfig(ctx.db);
}
