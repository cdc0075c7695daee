import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { oaAnnouncement, oaAnnouncementRead } from './announcement.schema.ts';

type DemoAnnouncement = Omit<typeof oaAnnouncement.$inferInsert, 'senderId' | 'senderName'>;

/**
 * The demo announcements: a rolling system notice and a must-read company one (5 s countdown) to
 * everyone, and a holiday notice to the demo customer C0001. The must-read one is read by every demo
 * user at seed time (and sent before they exist), so it never stops a sign-in of the browser tests.
 */
function demoAnnouncements(c0001: string): DemoAnnouncement[] {
  return [
    {
      title: '系统升级通知 System upgrade on Sunday 02:00–04:00',
      content:
        '系统将于周日凌晨升级，期间暂停下单。\nOrdering pauses during the upgrade on Sunday 02:00–04:00 (UTC+8).',
      type: 'system',
      permissionType: 'all',
      isRoll: true,
      sendTime: new Date('2026-11-20T02:00:00.000Z'),
    },
    {
      title: '年终盘点安排 Year-end stock-take',
      content:
        '各仓库将于12月28日盘点，当天不收货。\nThe warehouses take stock on 28 December and receive no goods that day.',
      type: 'company',
      permissionType: 'all',
      mustRead: true,
      countdownSeconds: 5,
      sendTime: new Date('2026-11-18T01:00:00.000Z'),
    },
    {
      title: '春节放假安排 Spring Festival holidays',
      content:
        '春节期间（2月14日至2月22日）暂停提货。\nNo pick-ups during the Spring Festival, 14 to 22 February.',
      type: 'company',
      permissionType: 'customer',
      customerIds: [c0001],
      sendTime: new Date('2026-11-15T03:00:00.000Z'),
    },
  ];
}

/** Seeds the demo announcements, sent by the administrator. */
export async function seedDemoAnnouncements(tx: Tx): Promise<void> {
  const [admin] = await tx.select().from(appUser).where(eq(appUser.username, 'admin'));
  const [c0001] = await tx.select({ id: customer.id }).from(customer).where(eq(customer.code, 'C0001'));
  if (!admin || !c0001) return;
  const rows = await tx
    .insert(oaAnnouncement)
    .values(demoAnnouncements(c0001.id).map((d) => ({ ...d, senderId: admin.id, senderName: admin.name })))
    .returning({
      id: oaAnnouncement.id,
      mustRead: oaAnnouncement.mustRead,
      sendTime: oaAnnouncement.sendTime,
    });
  const users = await tx.select({ id: appUser.id }).from(appUser);
  const mustRead = rows.filter((r) => r.mustRead);
  if (!mustRead.length || !users.length) return;
  await tx
    .insert(oaAnnouncementRead)
    .values(
      mustRead.flatMap((r) => users.map((u) => ({ announcementId: r.id, userId: u.id, readAt: r.sendTime }))),
    );
}
