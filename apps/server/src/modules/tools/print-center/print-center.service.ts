import {
  hasPermission,
  PARCEL_BILL_TYPE,
  Permission,
  PRINT_TASK_STATUSES,
  type PrintBillType,
  type PrintTaskCreatePayload,
  type PrintTaskSearchPayload,
  type PrintTaskView,
} from '@freightdesk/domain';
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
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
import {
  checkParcelLabels,
  type LabelFormat,
  logParcelPrints,
  parcelLabelFile,
  parcelList,
  parcelsToPrint,
  pdsWaybill,
} from '#modules/pds/parcel/index.ts';
import { commonFile } from '#modules/platform/file/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist, noPermission, translate } from '#platform/http/errors.ts';
import { FileResponse } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { startJob } from '#platform/jobs/job-runner.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList, type ScopedList } from '#platform/permissions/scoped-lists.ts';
import { lmsPrintTask } from './print-center.schema.ts';

/**
 * The print centre (`tools/printCenter/*`): a batch print is a task whose PDF a background job
 * generates (pending → printing → done / failed with the result message); the finished PDF is kept
 * as a stored file for download. Customers reach only their own customer's tasks. A task prints
 * freight waybills (bill type 0: labels or invoices) or parcels (bill type 200: the carrier's labels,
 * merged into one PDF or, for thermal printers, one ZPL file).
 */

type TaskRow = typeof lmsPrintTask.$inferSelect;
const NO_CUSTOMER = '00000000-0000-0000-0000-000000000000';

/** Print tasks as a scoped list: a freight task is in scope when any of its waybills is. */
export const printTaskList = defineScopedList('lmsPrintTask', {
  via: { key: lmsPrintTask.waybillIds, list: waybillList, id: lmsWaybill.id, many: true },
});
/**
 * The same scope for parcel tasks: in scope when any of its parcels is (the parcel list's scope). Read
 * only with `printTaskList` (whose routes check the requested code), so it is not registered apart.
 */
const parcelTaskList: ScopedList = {
  name: printTaskList.name,
  kind: 'business',
  columns: { via: { key: lmsPrintTask.waybillIds, list: parcelList, id: pdsWaybill.id, many: true } },
};

async function taskScope(ctx: AuthedContext): Promise<SQL | undefined> {
  if (isCustomerUser(ctx)) return eq(lmsPrintTask.customerId, ctx.auth.customerId ?? NO_CUSTOMER);
  const freight = await dataScopeWhere(ctx, printTaskList);
  const parcels = await dataScopeWhere(ctx, parcelTaskList);
  if (!freight && !parcels) return undefined;
  return or(
    and(eq(lmsPrintTask.billType, 0), freight),
    and(eq(lmsPrintTask.billType, PARCEL_BILL_TYPE), parcels),
  );
}

/** A parcel task names its file when it is made: the extension is the format it prints. */
const formatOf = (t: Pick<TaskRow, 'fileName'>): LabelFormat =>
  t.fileName?.endsWith('.zpl') ? 'zpl' : 'pdf';

const view = (t: TaskRow): PrintTaskView => ({
  id: t.id,
  type: t.type,
  billType: t.billType as PrintBillType,
  format: formatOf(t),
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

async function makeFreightFile(ctx: AuthedContext, task: TaskRow) {
  const waybills = await loadDocumentWaybills(ctx.db, ctx, task.waybillIds);
  const pdf = await renderDocument(task.type, waybills);
  const fileName = pdfName(task.type, task.waybillNos);
  const fileId = await storePdf(ctx.db, ctx, fileName, pdf);
  return { fileName, fileId, resultMessage: translate(ctx.lang, 'docPrintDone', [waybills.length]) };
}

/** The parcels' labels in the task's format, read again (a parcel cancelled meanwhile fails the task). */
async function makeParcelFile(ctx: AuthedContext, task: TaskRow) {
  const rows = await parcelsToPrint(ctx, { ids: task.waybillIds });
  const file = await parcelLabelFile(ctx.db, rows, formatOf(task));
  const fileName = task.fileName ?? `labels-${rows.length}.${file.ext}`;
  const fileId = await storePdf(ctx.db, ctx, fileName, file.body, file.contentType);
  return { fileName, fileId, resultMessage: translate(ctx.lang, 'docPrintParcelsDone', [rows.length]) };
}

/** Runs the PDF generation of a task as a job of the caller; answers the task with its progress id. */
async function runTask(ctx: AuthedContext, task: TaskRow) {
  const setTask = (values: Partial<TaskRow>) =>
    ctx.db.update(lmsPrintTask).set(values).where(eq(lmsPrintTask.id, task.id));
  const { progressId } = await startJob(ctx, { type: 'printCenter', subject: task.type }, async (job) => {
    try {
      await setTask({ status: 'printing' });
      await job.progress(0, task.waybillIds.length, 'docPrintGenerating');
      const { fileName, fileId, resultMessage } =
        task.billType === PARCEL_BILL_TYPE
          ? await makeParcelFile(ctx, task)
          : await makeFreightFile(ctx, task);
      await job.progress(task.waybillIds.length, task.waybillIds.length, 'docPrintGenerating');
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

type NewTask = Pick<TaskRow, 'type' | 'billType' | 'waybillIds' | 'waybillNos'> & { fileName?: string };

/**
 * Records a pending task of the caller and its business log (with `logged` beside the task's own
 * row, e.g. each parcel printed) in one transaction, then generates it in the background.
 */
async function recordTask(
  ctx: AuthedContext,
  values: NewTask,
  after: Record<string, unknown>,
  logged?: (tx: Db) => Promise<void>,
) {
  const task = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lmsPrintTask)
      .values({
        ...values,
        status: 'pending',
        customerId: isCustomerUser(ctx) ? ctx.auth.customerId : null,
        printedBy: ctx.auth.userId,
        printedByName: ctx.auth.name,
        createdAt: ctx.now,
      })
      .returning();
    await writeBusinessLog(tx, ctx, [
      { entity: 'lmsPrintTask', entityId: row!.id, action: 'insert', customerId: row!.customerId, after },
    ]);
    await logged?.(tx);
    return row!;
  });
  return runTask(ctx, task);
}

/**
 * A parcel task (`billType` 200, labels): the parcels by id or pasted parcel / track / customer number
 * in the caller's reach, each with a label in the format asked, checked at once; the task and the
 * business log (the task, each parcel printed) in one transaction.
 */
async function createParcelTask(ctx: AuthedContext, input: PrintTaskCreatePayload) {
  if (!hasPermission(ctx.auth.permissions, Permission.pdsWaybillPrint)) throw noPermission();
  const rows = await parcelsToPrint(ctx, input);
  checkPrintCount(rows.length);
  await checkParcelLabels(ctx.db, rows, input.format);
  const what = rows.length === 1 ? rows[0]!.waybillNo : String(rows.length);
  return recordTask(
    ctx,
    {
      type: 'label',
      billType: PARCEL_BILL_TYPE,
      waybillIds: rows.map((w) => w.id),
      waybillNos: rows.map((w) => w.waybillNo),
      fileName: `labels-${what}.${input.format}`,
    },
    { billType: PARCEL_BILL_TYPE, type: 'label', format: input.format, waybills: rows.length },
    (tx) => logParcelPrints(tx, ctx, rows),
  );
}

/**
 * `create {billType, type, format, ids | numbers}`: checks reach and count at once, then generates in
 * the background.
 */
export async function createPrintTask(ctx: AuthedContext, input: PrintTaskCreatePayload) {
  if (input.billType === PARCEL_BILL_TYPE) return createParcelTask(ctx, input);
  await checkMayPrint(ctx, input.type);
  const ids = await resolveWaybillIds(ctx.db, ctx, input);
  checkPrintCount(ids.length);
  const found = await ctx.db
    .select({ id: lmsWaybill.id, waybillNo: lmsWaybill.waybillNo })
    .from(lmsWaybill)
    .where(and(inArray(lmsWaybill.id, ids), waybillScope(ctx)));
  if (found.length !== ids.length) throw dataNotExist();
  const noOf = new Map(found.map((w) => [w.id, w.waybillNo]));
  return recordTask(
    ctx,
    { type: input.type, billType: 0, waybillIds: ids, waybillNos: ids.map((id) => noOf.get(id)!) },
    { type: input.type, waybills: ids.length },
  );
}

/** `search {status?, type?, billType?, page}`: the tasks, newest first, with the count of each status tab. */
export async function searchPrintTasks(ctx: AuthedContext, input: PrintTaskSearchPayload) {
  const base = [
    await taskScope(ctx),
    input.type ? eq(lmsPrintTask.type, input.type) : undefined,
    input.billType === undefined ? undefined : eq(lmsPrintTask.billType, input.billType),
  ];
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

/** `download?id=`: the task's file (inline): the PDF, or a parcel task's ZPL. */
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
