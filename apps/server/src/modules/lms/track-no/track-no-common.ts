import { createHash, randomUUID } from 'node:crypto';
import {
  type CustomerLabelMode,
  customerLabelRight,
  type RuleFailure,
  renderRuleMessage,
  type TrackNoOutcome,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { lmsWaybillFile } from '#modules/lms/waybill/index.ts';
import { commonFile } from '#modules/platform/file/index.ts';
import type { CarrierError, ShipLabel } from '#modules/settings/carrier-api/index.ts';
import { CarrierCallError } from '#modules/settings/carrier-api/index.ts';
import { channelTable } from '#modules/settings/index.ts';
import { readSysConfig } from '#modules/settings/system/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** What fetching, cancelling and printing share: the channel's label settings, rights, errors, label files. */

export type LabelChannel = {
  id: string;
  code: string;
  labelApiId: string | null;
  trackApiId: string | null;
  labelApiMode: string | null;
  trackApiMode: string | null;
  customerLabelMode: CustomerLabelMode | null;
};

export async function channelOf(db: Db, channelId: string | null): Promise<LabelChannel | null> {
  if (!channelId) return null;
  const c = channelTable;
  const [row] = await db
    .select({
      id: c.id,
      code: c.code,
      labelApiId: c.labelApiId,
      trackApiId: c.trackApiId,
      labelApiMode: c.labelApiMode,
      trackApiMode: c.trackApiMode,
      customerLabelMode: c.customerLabelMode,
    })
    .from(c)
    .where(eq(c.id, channelId));
  return (row as LabelChannel | undefined) ?? null;
}

/**
 * The system setting `document.isAllowCustomerLabel` (read through the runtime's own handle: call it
 * before opening a transaction — on PGlite a read beside an open transaction waits for it).
 */
export async function customerLabelSetting(ctx: AuthedContext): Promise<boolean> {
  return Boolean(await readSysConfig(ctx.runtime, 'document.isAllowCustomerLabel', ctx.now));
}

/** What a customer user may do with the channel's labels, given the setting. */
export const rightsOn = (allowed: boolean, channel: LabelChannel | null) =>
  customerLabelRight(allowed, channel?.customerLabelMode ?? 'none');

/** What a customer user may do with the channel's labels (outside a transaction). */
export async function customerRights(ctx: AuthedContext, channel: LabelChannel | null) {
  return rightsOn(await customerLabelSetting(ctx), channel);
}

export const refusedOutcome = (
  ctx: AuthedContext,
  id: string,
  waybillNo: string | undefined,
  failure: RuleFailure,
): TrackNoOutcome => ({ id, waybillNo, error: renderRuleMessage(ctx.lang, failure) });

/** Any failure of a carrier call as the connector interface's normalised error. */
export function asCarrierError(ctx: AuthedContext, err: unknown): CarrierError {
  if (err instanceof CarrierCallError) return err.error;
  if (err instanceof BizError)
    return { code: 'unknown', message: translate(ctx.lang, err.key, err.params), retryable: false };
  return { code: 'unavailable', message: err instanceof Error ? err.message : String(err), retryable: true };
}

/** The carrier's part of an error, kept on the label row (its code and own text). */
export const carrierPart = (e: CarrierError) =>
  [e.carrierCode, e.carrierMessage].filter(Boolean).join(' ') || e.message;

const CONTENT_TYPES = { pdf: 'application/pdf', zpl: 'text/plain' } as const;

/**
 * Stores the carrier's labels as the waybill's `label` files (in the caller's transaction). The stored
 * files name no customer: a customer reaches them only through `printLabel`, which applies the
 * channel's customer-side label config.
 */
export async function storeLabels(
  tx: Db,
  ctx: AuthedContext,
  waybill: { id: string; waybillNo: string },
  labels: readonly ShipLabel[],
): Promise<string | null> {
  let first: string | null = null;
  for (const [i, label] of labels.entries()) {
    const id = randomUUID();
    const name = `label-${waybill.waybillNo}${labels.length > 1 ? `-${i + 1}` : ''}.${label.format}`;
    const storageKey = `${ctx.now.toISOString().slice(0, 10).replaceAll('-', '/')}/${id}.${label.format}`;
    await ctx.config.fileStore.put(tx, storageKey, label.content);
    await tx.insert(commonFile).values({
      id,
      name,
      contentType: CONTENT_TYPES[label.format],
      size: label.content.length,
      sha256: createHash('sha256').update(label.content).digest('hex'),
      storageKey,
      isTemp: false,
      fromSource: 'carrierLabel',
      customerId: null,
      createdBy: ctx.auth.userId,
      createdAt: ctx.now,
    });
    await tx.insert(lmsWaybillFile).values({
      waybillId: waybill.id,
      fileId: id,
      fileName: name,
      type: 'label',
      operateFrom: 'staff',
      createdBy: ctx.auth.userId,
      createdByName: ctx.auth.name || 'System',
      createdAt: ctx.now,
    });
    first ??= id;
  }
  return first;
}
