import type { WorkOrderCreatePayload } from '@freightdesk/domain';
import { and, asc, eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { Db, Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { systemContext } from '#platform/http/system-context.ts';
import { lockWorkOrder, type WorkOrderRecord } from './work-order-access.ts';
import { closeOrder, evaluateOrder, replyTo, setPending } from './work-order-actions.ts';
import { setAssignee } from './work-order-assign.service.ts';
import { openWorkOrder } from './work-order-create.service.ts';

const STEP = 'demo:workOrders';
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

type Person = { id: string; name: string; userType: 'staff' | 'customer'; customerId: string | null };

/** A context acting as a demo person at an instant (the services record who did what). */
function as(tx: Db, p: Person, hours: number): AuthedContext {
  const base = systemContext(tx, { now: ago(hours), lang: 'en-US' });
  return {
    ...base,
    auth: {
      ...base.auth,
      sessionId: 'demo',
      userId: p.id,
      username: p.name,
      name: p.name,
      userType: p.userType,
      customerId: p.customerId,
    },
  };
}

const order = (over: Partial<WorkOrderCreatePayload>): WorkOrderCreatePayload => ({
  title: '',
  description: '',
  mainType: 10,
  urgencyLevel: 0,
  attachmentFiles: [],
  isPublic: true,
  notifyUserIds: [],
  triggersDetain: false,
  ...over,
});

async function person(tx: Tx, username: string, userType: 'staff' | 'customer'): Promise<Person | null> {
  const [u] = await tx
    .select({ id: appUser.id, name: appUser.name, customerId: appUser.customerId })
    .from(appUser)
    .where(and(eq(appUser.username, username), eq(appUser.userType, userType)));
  return u ? { ...u, userType } : null;
}

/**
 * The demo work orders of customer C0001 (the `demo` sign-in), handled by the admin, once per
 * database: one in every status, a closed and evaluated one, a pending claim, an internal one, with
 * replies from both sides.
 */
export async function seedWorkOrderDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const admin = await person(tx, 'admin', 'staff');
  const demo = await person(tx, 'demo', 'customer');
  const [c] = await tx.select({ id: customer.id }).from(customer).where(eq(customer.code, 'C0001'));
  if (admin && demo && c) await seedOrders(tx, admin, demo, c.id);
  await tx.insert(seedStep).values({ name: STEP });
}

async function seedOrders(tx: Tx, admin: Person, demo: Person, customerId: string) {
  const [waybill] = await tx
    .select({ id: lmsWaybill.id })
    .from(lmsWaybill)
    .where(eq(lmsWaybill.customerId, customerId))
    .orderBy(asc(lmsWaybill.createdAt))
    .limit(1);
  const reload = (o: WorkOrderRecord, ctx: AuthedContext) => lockWorkOrder(tx, ctx, o.id);
  const reply = async (o: WorkOrderRecord, p: Person, hours: number, text: string) => {
    const ctx = as(tx, p, hours);
    return replyTo(tx, ctx, await reload(o, ctx), { reply: text, attachmentFiles: [] });
  };
  const open = (p: Person, hours: number, over: Partial<WorkOrderCreatePayload>) =>
    openWorkOrder(tx, as(tx, p, hours), order(over));

  // opened oldest first: the numbering restarts each day
  // closed and evaluated: a complaint answered and closed by the admin
  const complaint = await open(demo, 120, {
    title: 'Pick-up was late',
    description: 'The driver came two hours after the agreed time.',
    mainType: 4,
    secondType: 'complaint',
  });
  await assignTo(tx, complaint, admin, 119);
  const answered = await reply(
    complaint,
    admin,
    118,
    'Sorry for the delay; we have spoken to the pick-up team.',
  );
  const closer = as(tx, admin, 117);
  await closeOrder(tx, closer, await reload(answered, closer));
  const evaluator = as(tx, demo, 116);
  await evaluateOrder(tx, evaluator, await reload(complaint, evaluator), 1, 'Quick answer, thanks.');

  // following: a waybill exception, replies from both sides, the customer spoke last
  const check = await open(demo, 72, {
    title: 'Please check the goods of this waybill',
    description: 'The recipient says one carton arrived damaged. Please check the goods at the warehouse.',
    mainType: 1,
    secondType: 'checkGoods',
    urgencyLevel: 1,
    ...(waybill ? { billType: 'waybill' as const, billId: waybill.id } : {}),
  });
  await assignTo(tx, check, admin, 71);
  await reply(check, admin, 70, 'Received. The warehouse is checking the cartons now.');
  await reply(check, demo, 68, 'Thank you, please send photos when you have them.');

  // pending: a claim opened by the admin for the customer
  const claim = await open(admin, 48, {
    title: 'Claim for a lost carton',
    description: 'One carton was lost by the carrier at the destination hub.',
    mainType: 3,
    secondType: 'claim',
    customerId,
    isPublic: true,
    assigneeId: admin.id,
    indemnityAmount: '200.00',
    indemnityCurrency: 'USD',
    responsibleParty: 'carrier',
  });
  const followed = await reply(
    claim,
    admin,
    47,
    'We have filed the claim with the carrier and wait for its answer.',
  );
  const pender = as(tx, admin, 46);
  await setPending(tx, pender, await reload(followed, pender), true);

  // internal: no customer
  const internal = await open(admin, 24, {
    title: 'Update the price sheet of the express product',
    description: 'The carrier raised its fuel surcharge; the sales price sheet needs an update.',
    mainType: 10,
    secondType: 'price',
    isPublic: false,
    assigneeId: admin.id,
  });
  await reply(internal, admin, 23, 'Draft prices are ready for review.');

  // waiting follow-up: assigned, not answered yet
  const application = await open(demo, 6, {
    title: 'Re-measure the parcels',
    description: 'Our own weights differ from the charged weights; please re-measure.',
    mainType: 2,
    secondType: 'reMeasure',
  });
  await assignTo(tx, application, admin, 5);

  // waiting assignment: nobody has taken it yet
  await open(demo, 2, {
    title: 'Suggestion for the tracking page',
    description: 'It would help to see the estimated delivery date on the tracking page.',
    mainType: 5,
    secondType: 'proposal',
  });
}

async function assignTo(tx: Tx, o: WorkOrderRecord, p: Person, hours: number) {
  const ctx = as(tx, p, hours);
  return setAssignee(tx, ctx, await lockWorkOrder(tx, ctx, o.id), p.id);
}
