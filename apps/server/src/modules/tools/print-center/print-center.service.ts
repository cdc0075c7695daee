import {
  PRINT_TASK_STATUSES,
  type PrintTaskCreatePayload,
  type PrintTaskSearchPayload,
  type PrintTaskView,
} from '@freightdesk/domain';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  checkMayPrint,
  checkPrintCount,
  loadDocumentWaybills,
  pdfName,
  renderDocument,
  resolveWaybillIds,
  storePdf,
} from '#modules/lms/document/index.ts';
import { isCustomerUser, lmsWaybill, waybillList, waybillScope } from '#modules/lms/waybill/index.ts';
import { commonFile } from '#modules/platform/file/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { BizError, dataNotExist, translate } from '#platform/http/errors.ts';
import { FileResponse } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { startJob } from '#platform/jobs/job-runner.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { lmsPrintTask } from './print-center.schema.ts';

/**
 * The print centre (`tools/printCenter/*`): a batch print is a task whose PDF a background job
 * generates (pending → printing → done / failed with the result message); the finished PDF is kept
 * as a stored file for download. Customers reach only their own customer's tasks.
 */

type TaskRow = typeof lmsPrintTask.$inferSelect;
const NO_CUSTOMER = '00000000-0000-0000-0000-000000000000';

/** Print tasks as a scoped list: a task is in scope when any of its waybills is. */
export const printTaskList = defineScopedList('lmsPrintTask', {
  via: { key: lmsPrintTask.waybillIds, list: waybillList, id: lmsWaybill.id, many: true },
});

async function taskScope(ctx: AuthedContext): Promise<SQL | undefined> {
  if (!isCustomerUser(ctx)) return dataScopeWhere(ctx, printTaskList);
  return eq(lmsPrintTask.customerId, ctx.auth.customerId ?? NO_CUSTOMER);
}

const view = (t: TaskRow): PrintTaskView => ({
  id: t.id,
  type: t.type,
  status: t.status,
  waybillCount: t.waybillIds.length,
  waybillNos: t.waybillNos,
  resultMessage: t.resultMessage,
  fileId: t.fileId,
  fileName: t.fileName,
  progressId: t.progressId,
  printedByName: t.printedByName,
  createdAt: t.createdAt.toISOString(),
  printedAt: t.printedAt?.toISOString() ?? null,
});

async function ownTask(ctx: AuthedContext, id: string): Promise<TaskRow> {
  const [task] = await ctx.db
    .select()
    .from(lmsPrintTask)
    .where(and(eq(lmsPrintTask.id, id), await taskScope(ctx)));
  if (!task) throw dataNotExist();
  return task;
}

/** Runs the PDF generation of a task as a job of the caller; answers the task with its progress id. */
async function runTask(ctx: AuthedContext, task: TaskRow) {
  const setTask = (values: Partial<TaskRow>) =>
    ctx.db.update(lmsPrintTask).set(values).where(eq(lmsPrintTask.id, task.id));
  const { progressId } = await startJob(ctx, { type: 'printCenter', subject: task.type }, async (job) => {
    try {
      await setTask({ status: 'printing' });
      await job.progress(0, task.waybillIds.length, 'docPrintGenerating');
      const waybills = await loadDocumentWaybills(ctx.db, ctx, task.waybillIds);
      const pdf = await renderDocument(task.type, waybills);
      await job.progress(task.waybillIds.length, task.waybillIds.length, 'docPrintGenerating');
      const fileName = pdfName(task.type, task.waybillNos);
      const fileId = await storePdf(ctx.db, ctx, fileName, pdf);
      const resultMessage = translate(ctx.lang, 'docPrintDone', [waybills.length]);
      await setTask({ status: 'done', fileId, fileName, resultMessage, printedAt: ctx.config.now() });
      return { taskId: task.id, fileId };
    } catch (err) {
      const resultMessage =
        err instanceof BizError ? err.render(ctx.lang) : translate(ctx.lang, 'serverError');
      await setTask({ status: 'failed', resultMessage });
      throw err;
    }
  });
  await ctx.db.update(lmsPrintTask).set({ progressId }).where(eq(lmsPrintTask.id, task.id));
  return { ...view({ ...task, progressId }), progressId };
}

/** `create {type, ids | numbers}`: checks reach and count at once, then generates in the background. */
export async function createPrintTask(ctx: AuthedContext, input: PrintTaskCreatePayload) {
  await checkMayPrint(ctx, input.type);
  const ids = await resolveWaybillIds(ctx.db, ctx, input);
  checkPrintCount(ids.length);
  const found = await ctx.db
    .select({ id: lmsWaybill.id, waybillNo: lmsWaybill.waybillNo })
    .from(lmsWaybill)
    .where(and(inArray(lmsWaybill.id, ids), waybillScope(ctx)));
  if (found.length !== ids.length) throw dataNotExist();
  const noOf = new Map(found.map((w) => [w.id, w.waybillNo]));
  const [task] = await ctx.db
    .insert(lmsPrintTask)
    .values({
      type: input.type,
      waybillIds: ids,
      waybillNos: ids.map((id) => noOf.get(id)!),
      status: 'pending',
      customerId: isCustomerUser(ctx) ? ctx.auth.customerId : null,
      printedBy: ctx.auth.userId,
      printedByName: ctx.auth.name,
      createdAt: ctx.now,
    })
    .returning();
  await writeBusinessLog(ctx.db, ctx, [
    {
      entity: 'lmsPrintTask',
      entityId: task!.id,
      action: 'insert',
      customerId: task!.customerId,
      after: { type: input.type, waybills: ids.length },
    },
  ]);
  return runTask(ctx, task!);
}

/** `search {status?, type?, page}`: the tasks, newest first, with the count of each status tab. */
export async function searchPrintTasks(ctx: AuthedContext, input: PrintTaskSearchPayload) {
  const base = [await taskScope(ctx), input.type ? eq(lmsPrintTask.type, input.type) : undefined];
  const where = and(...base, input.status ? eq(lmsPrintTask.status, input.status) : undefined);
  const rows = await ctx.db
    .select()
    .from(lmsPrintTask)
    .where(where)
    .orderBy(desc(lmsPrintTask.createdAt), desc(lmsPrintTask.id))
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  const groups = await ctx.db
    .select({ status: lmsPrintTask.status, n: count() })
    .from(lmsPrintTask)
    .where(and(...base))
    .groupBy(lmsPrintTask.status);
  const counts: Record<string, number> = Object.fromEntries(PRINT_TASK_STATUSES.map((s) => [s, 0]));
  for (const g of groups) counts[g.status] = Number(g.n);
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const total = input.status ? (counts[input.status] ?? 0) : all;
  return { records: rows.map(view), total, page: input.page, size: input.size, counts: { all, ...counts } };
}

/** `download?id=`: the task's PDF (inline). */
export async function downloadPrintTask(ctx: AuthedContext, input: { id: string }) {
  const task = await ownTask(ctx, input.id);
  if (task.status !== 'done' || !task.fileId) throw new BizError('docPrintTaskNotReady');
  const [file] = await ctx.db.select().from(commonFile).where(eq(commonFile.id, task.fileId));
  const content = file ? await ctx.config.fileStore.get(ctx.db, file.storageKey) : undefined;
  if (!file || !content) throw dataNotExist();
  return new FileResponse(file.name, file.contentType, content, 'inline');
}

/** `retry {id}`: a failed task runs again. */
export async function retryPrintTask(ctx: AuthedContext, input: { id: string }) {
  const task = await ownTask(ctx, input.id);
  if (task.status !== 'failed') throw new BizError('docPrintTaskNotRetryable');
  await ctx.db
    .update(lmsPrintTask)
    .set({ status: 'pending', resultMessage: null })
    .where(eq(lmsPrintTask.id, task.id));
  return runTask(ctx, { ...task, status: 'pending', resultMessage: null });
}
