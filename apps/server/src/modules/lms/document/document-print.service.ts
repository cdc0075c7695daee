import { createHash, randomUUID } from 'node:crypto';
import { type DocumentIdsQuery, PRINT_MAX_WAYBILLS, type PrintDocumentType } from '@freightdesk/domain';
import { checkMayShip } from '#modules/crm/customer/index.ts';
import { commonFile } from '#modules/platform/file/index.ts';
import { readSysConfig } from '#modules/settings/system/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import { FileResponse } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { isCustomerUser } from '../waybill/index.ts';
import { type DocumentWaybill, loadDocumentWaybills } from './document-data.ts';
import { renderInvoices, renderLabels } from './document-pdf.ts';

/** Label and commercial-invoice PDFs of waybills in the caller's reach (at most 500 in one PDF). */

const PDF = 'application/pdf';

/** Whether customers may print labels (system setting `document.isAllowCustomerLabel`). */
export async function isAllowCustomerLabel(ctx: AuthedContext): Promise<boolean> {
  return readSysConfig(ctx.runtime, 'document.isAllowCustomerLabel', ctx.now);
}

/**
 * Refuses a customer's label print while the setting forbids it, or when its customer may only make
 * documents.
 */
export async function checkMayPrint(ctx: AuthedContext, type: PrintDocumentType): Promise<void> {
  if (type === 'label') await checkMayShip(ctx);
  if (type === 'label' && isCustomerUser(ctx) && !(await isAllowCustomerLabel(ctx)))
    throw new BizError('docCustomerLabelNotAllowed');
}

export function checkPrintCount(count: number): void {
  if (count > PRINT_MAX_WAYBILLS) throw new BizError('docTooManyWaybills', [PRINT_MAX_WAYBILLS]);
}

export const renderDocument = (type: PrintDocumentType, waybills: readonly DocumentWaybill[]) =>
  type === 'label' ? renderLabels(waybills) : renderInvoices(waybills);

/** The file name of a PDF: the type and the single waybill number, or the count. */
export function pdfName(type: PrintDocumentType, waybillNos: readonly string[]): string {
  const what = waybillNos.length === 1 ? waybillNos[0] : `${waybillNos.length}`;
  return `${type}-${what}.pdf`;
}

/** `GET lms/document/label|invoice?ids=`: the PDF itself, shown inline (opens in a browser tab). */
export async function printDocument(ctx: AuthedContext, type: PrintDocumentType, input: DocumentIdsQuery) {
  await checkMayPrint(ctx, type);
  checkPrintCount(input.ids.length);
  const waybills = await loadDocumentWaybills(ctx.db, ctx, input.ids);
  const pdf = await renderDocument(type, waybills);
  return new FileResponse(
    pdfName(
      type,
      waybills.map((w) => w.waybillNo),
    ),
    PDF,
    pdf,
    'inline',
  );
}

/**
 * Keeps a generated print file (a PDF, or another type such as parcels' ZPL labels) as a stored file
 * (not temporary) of the caller; answers its id.
 */
export async function storePdf(
  db: Db,
  ctx: AuthedContext,
  name: string,
  content: Buffer,
  contentType = PDF,
): Promise<string> {
  const id = randomUUID();
  const now = ctx.config.now();
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? 'pdf';
  const storageKey = `${now.toISOString().slice(0, 10).replaceAll('-', '/')}/${id}.${ext}`;
  await db.transaction(async (tx) => {
    await ctx.config.fileStore.put(tx, storageKey, content);
    await tx.insert(commonFile).values({
      id,
      name,
      contentType,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      storageKey,
      isTemp: false,
      fromSource: 'printCenter',
      customerId: isCustomerUser(ctx) ? ctx.auth.customerId : null,
      createdBy: ctx.auth.userId,
      createdAt: now,
    });
  });
  return id;
}
