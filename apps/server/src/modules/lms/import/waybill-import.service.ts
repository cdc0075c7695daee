import {
  type importConfirmPayload,
  type importPreviewPayload,
  type Language,
  WAYBILL_FIELD_LABELS,
  WAYBILL_IMPORT_MAX_ROWS,
  type WaybillOrderInput,
  waybillOrderSchema,
} from '@freightdesk/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { customer } from '#modules/crm/customer/index.ts';
import {
  type Allowance,
  type BatchClaims,
  type CheckedOrder,
  checkOrders,
  customerNoRace,
  isCustomerUser,
  makeDocumentAllowance,
  makeDocumentLimitReached,
  placeOrders,
} from '#modules/lms/waybill/index.ts';
import { uploadedWorkbook } from '#modules/platform/file/index.ts';
import { productTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { entityImport, type ImportError } from '#platform/entity/entity-import.schema.ts';
import { importFailed, stagedImport, stageImport } from '#platform/entity/import-staging.ts';
import { readSheet } from '#platform/excel/excel.service.ts';
import { BizError } from '#platform/http/errors.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { issueError } from '#platform/http/validation.ts';
import type { JobProgress } from '#platform/jobs/job-runner.ts';
import {
  columnLabel,
  columnOfPath,
  groupRows,
  type ImportGroup,
  matchColumns,
  orderCandidate,
  templateSheet,
} from './waybill-import-sheet.ts';

/** Staged imports of waybills live in the platform's import table under this name. */
const IMPORT_ENTITY = 'lmsWaybill';
const PREVIEW_ROWS = 100;

/** The import template in the caller's language. */
export async function waybillImportTemplate(ctx: AuthedContext): Promise<FileResponse> {
  const name = { 'zh-CN': '运单导入模板', 'en-US': 'waybill-import-template', 'vi-VN': 'mau-nhap-van-don' }[
    ctx.lang
  ];
  return new FileResponse(`${name}.xlsx`, XLSX_CONTENT_TYPE, await templateSheet(ctx.lang));
}

const error = (row: number, key: string, lang: Language, err: BizError): ImportError => ({
  row,
  column: columnLabel(key, lang),
  message: err.render(lang),
});

async function readUpload(ctx: AuthedContext, fileId: string) {
  return readSheet(await uploadedWorkbook(ctx, fileId));
}

/** Customer and product ids by code (customers: only their own code). */
async function resolveCodes(ctx: AuthedContext, groups: readonly ImportGroup[]) {
  const first = (g: ImportGroup) => g.rows[0]!.values;
  const customerCodes = [...new Set(groups.map((g) => first(g).customerCode).filter(Boolean) as string[])];
  const productCodes = [...new Set(groups.map((g) => first(g).productCode).filter(Boolean) as string[])];
  const customers = customerCodes.length
    ? await ctx.db
        .select({ id: customer.id, code: customer.code })
        .from(customer)
        .where(inArray(customer.code, customerCodes))
    : [];
  const products = productCodes.length
    ? await ctx.db
        .select({ id: productTable.id, code: productTable.code })
        .from(productTable)
        .where(and(inArray(productTable.code, productCodes), eq(productTable.enabled, true)))
    : [];
  return {
    customer: new Map(customers.map((c) => [c.code.toLowerCase(), c.id])),
    product: new Map(products.map((p) => [String(p.code).toLowerCase(), String(p.id)])),
  };
}

type Staged = { row: number; values: Record<string, unknown> };

/** Turns each group into a parsed order payload, or its row errors. */
function parseGroups(
  ctx: AuthedContext,
  groups: readonly ImportGroup[],
  codes: Awaited<ReturnType<typeof resolveCodes>>,
) {
  const staged: Staged[] = [];
  const errors: ImportError[] = [];
  const lang = ctx.lang;
  for (const g of groups) {
    const v = g.rows[0]!.values;
    const found: ImportError[] = [];
    let customerId: string | undefined;
    if (isCustomerUser(ctx)) {
      if (v.customerCode && codes.customer.get(v.customerCode.toLowerCase()) !== ctx.auth.customerId)
        found.push(error(g.row, 'customerCode', lang, new BizError('importNotYourCustomer')));
    } else if (!v.customerCode) {
      found.push(
        error(
          g.row,
          'customerCode',
          lang,
          new BizError('required', [{ label: WAYBILL_FIELD_LABELS.customerId! }]),
        ),
      );
    } else {
      customerId = codes.customer.get(v.customerCode.toLowerCase());
      if (!customerId)
        found.push(
          error(
            g.row,
            'customerCode',
            lang,
            new BizError('notExist', [{ label: WAYBILL_FIELD_LABELS.customerId! }]),
          ),
        );
    }
    const productId = v.productCode ? codes.product.get(v.productCode.toLowerCase()) : undefined;
    if (v.productCode && !productId)
      found.push(
        error(
          g.row,
          'productCode',
          lang,
          new BizError('notExist', [{ label: WAYBILL_FIELD_LABELS.productId! }]),
        ),
      );
    const built = orderCandidate(g, { productId, customerId });
    if ('error' in built) found.push(error(g.row, built.key, lang, built.error));
    else {
      const parsed = waybillOrderSchema.safeParse(built.candidate, { reportInput: true });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          if (issue.path[0] === 'productId' && v.productCode) continue;
          if (issue.path[0] === 'customerId') continue;
          const at = columnOfPath(issue.path, g);
          found.push({
            row: at.row,
            column: columnLabel(at.key, lang),
            message: issueError(issue, WAYBILL_FIELD_LABELS).render(lang),
          });
        }
      } else if (!found.length) staged.push({ row: g.row, values: parsed.data as Record<string, unknown> });
    }
    errors.push(...found);
  }
  return { staged, errors };
}

/** Orders checked (and on confirmation placed) per round: bounded statements, a moving progress bar. */
const CHUNK = 1_000;

function ruleError(row: number, err: BizError, lang: Language): ImportError {
  return { row, column: columnLabel(RULE_COLUMNS[err.key] ?? '', lang), message: err.render(lang) };
}

/** Today's make-document allowance of the file's customers, read once per customer and used up row by row. */
type Allowances = Map<string, Allowance | null>;

/**
 * The customers' allowances not read yet (in the confirming transaction their rows are locked, so
 * the count holds until the import is written).
 */
async function loadAllowances(
  db: Db,
  ctx: AuthedContext,
  ids: readonly string[],
  allowances: Allowances,
  lock: boolean,
) {
  const missing = [...new Set(ids)].filter((id) => !allowances.has(id));
  if (!missing.length) return;
  const found = await makeDocumentAllowance(db, missing, ctx.now, { lock });
  for (const id of missing) allowances.set(id, found.get(id) ?? null);
}

/**
 * Checks staged orders with the order rules of a single order (`checkOrders`, set-based: a handful
 * of queries per round whatever its size) and the customers' make-document limits (the rows beyond
 * a limit are refused); answers a row error per refusal and the orders that pass. `claims` and
 * `allowances` carry the customer numbers and allowances of the file's earlier rounds; outside a
 * transaction the reads go at once.
 */
async function checkStaged(
  db: Db,
  ctx: AuthedContext,
  staged: readonly Staged[],
  claims: BatchClaims,
  inTransaction: boolean,
  allowances: Allowances = new Map(),
) {
  const results = await checkOrders(
    ctx,
    db,
    staged.map((s) => s.values as WaybillOrderInput),
    claims,
    { concurrent: !inTransaction },
  );
  const errors: ImportError[] = [];
  const passed: CheckedOrder[] = [];
  const customers = results.flatMap((r) => (r.ok ? [r.checked.customerId] : []));
  await loadAllowances(db, ctx, customers, allowances, inTransaction);
  for (const [i, r] of results.entries()) {
    const allowance = r.ok ? allowances.get(r.checked.customerId) : null;
    if (!r.ok) errors.push(ruleError(staged[i]!.row, r.error, ctx.lang));
    else if (allowance && allowance.remaining <= 0)
      errors.push(ruleError(staged[i]!.row, makeDocumentLimitReached(allowance), ctx.lang));
    else {
      if (allowance) allowance.remaining -= 1;
      passed.push(r.checked);
    }
  }
  return { errors, passed };
}

/** The sheet column an order-rule refusal is about (the others name no single column). */
const RULE_COLUMNS: Partial<Record<string, string>> = {
  lmsEuDestinationRequired: 'euDestination',
  lmsCustomerNoExists: 'customerNo',
  lmsCommodityRequired: 'nameEn',
  lmsPieceCountExceeded: 'pieceCount',
  lmsRowSizeWeightIncomplete: 'weight',
  lmsRowSizeWeightZero: 'weight',
  customerMakeDocumentLimit: 'customerCode',
};

const byRow = (errors: ImportError[]) => [...errors].sort((a, b) => a.row - b.row);

/**
 * Preview of a waybill import (job): reads the uploaded xlsx (`common/file/upload` id), groups rows
 * into waybills, checks every cell and then every waybill with the order rules of a single order
 * (`checkOrders`, a round of `CHUNK` waybills at a time, nothing written but the staging). Answers
 * `{importId, total, existing: 0, rows, errors}`; the progress ends at done = total.
 */
export async function previewWaybillImport(
  ctx: AuthedContext,
  input: z.output<typeof importPreviewPayload>,
  job: JobProgress,
) {
  await job.progress(0, 0, 'jobReadingFile');
  const sheet = await readUpload(ctx, input.fileId);
  if (!sheet.rows.length) throw new BizError('noDataCheck');
  if (sheet.rows.length > WAYBILL_IMPORT_MAX_ROWS)
    throw new BizError('importTooManyRows', [WAYBILL_IMPORT_MAX_ROWS]);
  const groups = groupRows(sheet, matchColumns(sheet.headers, ctx.lang));
  const total = groups.length;
  await job.progress(0, total, 'jobCheckingRows');
  const codes = await resolveCodes(ctx, groups);
  const staged: Staged[] = [];
  const errors: ImportError[] = [];
  const claims: BatchClaims = new Set();
  const allowances: Allowances = new Map();
  for (let at = 0; at < total; at += CHUNK) {
    const parsed = parseGroups(ctx, groups.slice(at, at + CHUNK), codes);
    const checked = await checkStaged(ctx.db, ctx, parsed.staged, claims, false, allowances);
    staged.push(...parsed.staged);
    errors.push(...parsed.errors, ...checked.errors);
    await job.progress(Math.min(at + CHUNK, total), total, 'jobCheckingRows');
  }
  const sorted = byRow(errors);
  return {
    importId: await stageImport(ctx, IMPORT_ENTITY, staged, sorted),
    total,
    existing: 0,
    rows: staged.slice(0, PREVIEW_ROWS).map((s) => ({ row: s.row, ...summary(s.values) })),
    errors: sorted,
  };
}

function summary(v: Record<string, unknown>) {
  const r = v.recipient as Record<string, unknown>;
  const lines = v.commodities as unknown[];
  return {
    customerNo: v.customerNo ?? null,
    recipientName: r.name,
    recipientCountryCode: r.countryCode,
    pieceCount: (v.pieces as unknown[]).length || v.pieceCount,
    commodityCount: lines.length,
  };
}

/**
 * Confirms a previewed import (job): checks every waybill again and places them in ONE transaction
 * (all or none), a round of `CHUNK` at a time (`placeOrders`: numbers in blocks, one insert per
 * table); any refusal (e.g. a customer number taken since the preview) fails the job with the row
 * errors. Staff imports for a customer start as `waitConfirmWaybill` (`initialStatus`). Answers
 * `{inserted}`.
 */
export async function confirmWaybillImport(
  ctx: AuthedContext,
  input: z.output<typeof importConfirmPayload>,
  job: JobProgress,
) {
  const staged = await stagedImport(ctx, IMPORT_ENTITY, input.importId);
  const rows = staged.rows as Staged[];
  const total = rows.length;
  await job.progress(0, total, 'jobWritingRows');
  try {
    await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const errors: ImportError[] = [];
      const claims: BatchClaims = new Set();
      const allowances: Allowances = new Map();
      for (let at = 0; at < total; at += CHUNK) {
        const round = await checkStaged(tx, txCtx, rows.slice(at, at + CHUNK), claims, true, allowances);
        errors.push(...round.errors);
        // after a refusal the rest is only checked, so that every row error is reported
        if (!errors.length) await placeOrders(tx, txCtx, round.passed);
        await job.progress(Math.min(at + CHUNK, total), total, 'jobWritingRows');
      }
      if (errors.length) throw importFailed(byRow(errors));
      await tx.delete(entityImport).where(eq(entityImport.id, staged.id));
    });
  } catch (err) {
    // a customer number taken by another transaction meanwhile: name its rows
    if (!customerNoRace(err)) throw err;
    const errors: ImportError[] = [];
    const claims: BatchClaims = new Set();
    const allowances: Allowances = new Map();
    for (let at = 0; at < total; at += CHUNK)
      errors.push(
        ...(await checkStaged(ctx.db, ctx, rows.slice(at, at + CHUNK), claims, false, allowances)).errors,
      );
    throw errors.length ? importFailed(byRow(errors)) : err;
  }
  await job.progress(total, total, 'jobWritingRows');
  return { inserted: total, updated: 0, skipped: 0 };
}
