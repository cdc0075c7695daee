import { LANGUAGES, type Message, type TodoSearchPayload } from '@freightdesk/domain';
import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { BizError, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import type { TaskContext } from '#platform/tasks/task.service.ts';
import { enqueueTask } from '#platform/tasks/task.service.ts';
import { platformTodo as t } from './notify.schema.ts';
import { notify } from './notify.service.ts';

export const TO_DO_REMIND_TASK = 'platform.todo.remind';
const HOUR_MS = 3_600_000;

/** `platform/todo/search`: the caller's open items not put off past now, due first. */
export async function searchTodos(ctx: AuthedContext, input: TodoSearchPayload) {
  const rows = await ctx.db
    .select({
      id: t.id,
      kind: t.kind,
      title: t.title,
      link: t.link,
      refType: t.refType,
      refId: t.refId,
      dueAt: t.dueAt,
      remindAt: t.remindAt,
      createdAt: t.createdAt,
      count: sql`count(*) over ()`,
    })
    .from(t)
    .where(
      and(
        eq(t.userId, ctx.auth.userId),
        isNull(t.doneAt),
        or(isNull(t.remindAt), lte(t.remindAt, ctx.now)),
        input.criteria.kind ? eq(t.kind, input.criteria.kind) : undefined,
      ),
    )
    .orderBy(sql`${t.dueAt} asc nulls last`, desc(t.createdAt), asc(t.id))
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    rows.map(({ count: _, title, ...row }) => ({ ...row, title: title[ctx.lang] })),
    rowCount(rows[0]?.count),
    input,
  );
}

/** The caller's open item, locked for the change. */
async function openTodo(ctx: AuthedContext, tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: string) {
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, ctx.auth.userId), isNull(t.doneAt)))
    .for('update');
  if (!row) throw new BizError('todoNotFound');
  return row;
}

/** `platform/todo/complete`. */
export async function completeTodo(ctx: AuthedContext, input: { id: string }) {
  await ctx.db.transaction(async (tx) => {
    await openTodo(ctx, tx, input.id);
    await tx.update(t).set({ doneAt: ctx.now }).where(eq(t.id, input.id));
  });
  return null;
}

/** `platform/todo/remind`: hides the item for 1 or 2 hours; a durable task reminds the user then. */
export async function remindTodo(ctx: AuthedContext, input: { id: string; hours: 1 | 2 }) {
  const at = new Date(ctx.now.getTime() + input.hours * HOUR_MS);
  await ctx.db.transaction(async (tx) => {
    await openTodo(ctx, tx, input.id);
    await tx.update(t).set({ remindAt: at }).where(eq(t.id, input.id));
    await enqueueTask(
      tx,
      {
        type: TO_DO_REMIND_TASK,
        key: `${input.id}:${at.toISOString()}`,
        payload: { todoId: input.id, at: at.toISOString() },
        runAt: at,
      },
      ctx.now,
    );
  });
  return null;
}

/** Task `platform.todo.remind`: the item, still open and still put off to this time, is notified again. */
export async function todoReminderTask(
  db: Db,
  payload: { todoId: string; at: string },
  context: TaskContext,
) {
  const [row] = await db.select().from(t).where(eq(t.id, payload.todoId));
  if (!row || row.doneAt || row.remindAt?.toISOString() !== payload.at) return null;
  const title = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, translate(lang, 'todoReminderTitle', [row.title[lang]])]),
  ) as Message;
  await notify(
    db,
    {
      recipients: [row.userId],
      kind: 'todoReminder',
      title,
      link: row.link ?? undefined,
      key: `${row.id}:${payload.at}`,
    },
    context.now,
  );
  return null;
}
