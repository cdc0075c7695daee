import {
  CheckGoodsStatus,
  type FlagAction,
  type MessageKey,
  nextStatus,
  SCAN_TYPE_LABELS,
  type ScanInput,
  type ScanType,
  WAYBILL_FLAG_LABELS,
  WAYBILL_STATUS_LABELS,
  type WaybillAction,
  type WaybillFlag,
  type WaybillStatus,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { confirmWaybillFees } from '#modules/fms/fee/index.ts';
import {
  lmsWaybillPiece,
  lockWaybills,
  receiveWaybill,
  runWaybillChecks,
  type TransitionExtra,
  transitionLocked,
  type WaybillRow,
  waybillFlag,
} from '#modules/lms/waybill/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, type MessageParam } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { updateReceiveWeights } from './scan-weights.ts';

/** The record columns a scan may fill besides its result. */
export type RecordExtra = {
  weighMode?: number;
  pieceCount?: number;
  actualWeight?: string | null;
  volumeWeight?: string | null;
  chargeWeight?: string | null;
  packageNo?: string | null;
};

/** What a scan did: the status after it, its message, and what the record keeps. */
export type ScanOutcome = {
  status: WaybillStatus;
  messageKey: MessageKey;
  params: MessageParam[];
  /** False when the scan found something to stop at (verify: a blocking flag; check goods failed). */
  pass: boolean;
  /** Whether the record counts as failed (a verify that found a blocking flag). */
  failed?: boolean;
  warnings?: string[];
  record?: RecordExtra;
  extra?: Record<string, unknown>;
};

type Handler = (ctx: AuthedContext, w: WaybillRow, input: ScanInput, type: ScanType) => Promise<ScanOutcome>;

const statusLabel = (s: WaybillStatus): MessageParam => ({ label: WAYBILL_STATUS_LABELS[s] });

/** "FD…: Send done; status Sent / departed". */
function done(type: ScanType, w: WaybillRow, status: WaybillStatus): ScanOutcome {
  return {
    status,
    messageKey: 'scanDone',
    params: [w.waybillNo, { label: SCAN_TYPE_LABELS[type] }, statusLabel(status)],
    pass: true,
  };
}

/** One status action on the scanned waybill in its own transaction (locked, checked, tracked, logged). */
async function transition(
  ctx: AuthedContext,
  w: WaybillRow,
  action: WaybillAction,
  extra: TransitionExtra = {},
  more?: (tx: Db, updated: WaybillRow) => Promise<void>,
): Promise<WaybillRow> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await lockWaybills(tx, ctx, [w.id]);
    const [updated] = await transitionLocked(tx, ctx, [locked!], action, extra);
    await more?.(tx, updated!);
    return updated!;
  });
}

const statusScan =
  (action: WaybillAction): Handler =>
  async (ctx, w, input, type) => {
    const updated = await transition(ctx, w, action, { reason: input.reason });
    return done(type, w, updated.status);
  };

/** Send: the waybill leaves, and its estimated customer fees become confirmed in the same transaction. */
const send: Handler = async (ctx, w, input, type) => {
  let warnings: string[] = [];
  const updated = await transition(ctx, w, 'send', { reason: input.reason }, async (tx, moved) => {
    [warnings = []] = await runWaybillChecks(tx, ctx, 'send', [moved], { force: !!input.force });
    await confirmWaybillFees(tx, [w.id]);
  });
  return { ...done(type, w, updated.status), warnings };
};

const flagScan =
  (action: FlagAction): Handler =>
  async (ctx, w, input, type) => {
    await waybillFlag(
      ctx,
      { ids: [w.id], action, detainTypes: input.detainTypes, reason: input.reason },
      { source: 'scan' },
    );
    return done(type, w, w.status);
  };

/** Refuses a waybill the action cannot move before its measures are checked (the status says more than a row). */
function checkMove(w: WaybillRow, action: WaybillAction): void {
  const next = nextStatus(w.status, action, w);
  if (!next.ok) throw new BizError(next.key, next.params);
}

const receive: Handler = async (ctx, w, input) => {
  checkMove(w, 'receive');
  const r = await receiveWaybill(ctx, {
    id: w.id,
    weighMode: input.weighMode,
    pieces: input.pieces,
    force: input.force,
  });
  return {
    status: r.status,
    messageKey: 'scanReceiveDone',
    params: [w.waybillNo, r.pieceCount, r.receivableRealChargeWeight],
    pass: true,
    warnings: r.warnings,
    record: {
      weighMode: input.weighMode,
      pieceCount: r.pieceCount,
      actualWeight: r.receiveActualWeight,
      volumeWeight: r.receiveVolumeWeight,
      chargeWeight: r.receivableRealChargeWeight,
    },
    extra: {
      receiveActualWeight: r.receiveActualWeight,
      receiveVolumeWeight: r.receiveVolumeWeight,
      receivableRealChargeWeight: r.receivableRealChargeWeight,
    },
  };
};

const updateWeight: Handler = async (ctx, w, input) => {
  checkMove(w, 'updateWeight');
  const r = await updateReceiveWeights(ctx, w.id, input);
  return {
    status: r.status,
    messageKey: 'scanWeightUpdated',
    params: [w.waybillNo, r.chargeWeight],
    pass: true,
    warnings: r.warnings,
    record: {
      weighMode: input.weighMode,
      pieceCount: r.pieceCount,
      actualWeight: r.actualWeight,
      volumeWeight: r.volumeWeight,
      chargeWeight: r.chargeWeight,
    },
    extra: {
      receiveActualWeight: r.actualWeight,
      receiveVolumeWeight: r.volumeWeight,
      receivableRealChargeWeight: r.chargeWeight,
    },
  };
};

const checkGoods: Handler = async (ctx, w, input, type) => {
  if (!input.passed && !input.reason) throw new BizError('scanCheckReasonRequired');
  const status = input.passed ? CheckGoodsStatus.passed : CheckGoodsStatus.abnormal;
  const updated = await transition(
    ctx,
    w,
    'checkGoods',
    { reason: input.reason, set: () => ({ checkGoodsStatus: status }) },
    async (tx) => {
      await tx
        .update(lmsWaybillPiece)
        .set({ checkGoodsStatus: status })
        .where(eq(lmsWaybillPiece.waybillId, w.id));
    },
  );
  if (input.passed) return done(type, w, updated.status);
  return {
    status: updated.status,
    messageKey: 'scanCheckGoodsFailed',
    params: [w.waybillNo, input.reason!],
    pass: false,
  };
};

/** The package rule's code (numbering rules, seeded on every installation). */
export const PACKAGE_NUMBER_RULE = 'lmsPackageNo';

const packageScan: Handler = async (ctx, w, input) => {
  let packageNo = input.packageNo || '';
  const updated = await ctx.db.transaction(async (tx) => {
    const [locked] = await lockWaybills(tx, ctx, [w.id]);
    packageNo ||= await takeNextNo(tx, PACKAGE_NUMBER_RULE, ctx.now);
    const [row] = await transitionLocked(tx, ctx, [locked!], 'package', {
      reason: input.reason,
      set: () => ({ packageNo }),
    });
    await tx.update(lmsWaybillPiece).set({ packageNo }).where(eq(lmsWaybillPiece.waybillId, w.id));
    return row!;
  });
  return {
    status: updated.status,
    messageKey: 'scanPackageDone',
    params: [w.waybillNo, packageNo],
    pass: true,
    record: { packageNo },
    extra: { packageNo },
  };
};

/** Flags that stop a waybill from going on (verify scan). */
const BLOCKING_FLAGS: readonly WaybillFlag[] = ['isDetain', 'isLockWaybill', 'isArrears'];

/** The blocking flags' labels joined, in each language. */
function flagList(flags: readonly WaybillFlag[]): MessageParam {
  const join = (lang: 'zh-CN' | 'en-US' | 'vi-VN') =>
    flags.map((f) => WAYBILL_FLAG_LABELS[f][lang]).join(lang === 'zh-CN' ? '、' : ', ');
  return { label: { 'zh-CN': join('zh-CN'), 'en-US': join('en-US'), 'vi-VN': join('vi-VN') } };
}

const verify: Handler = async (_ctx, w) => {
  const blocked = BLOCKING_FLAGS.filter((f) => w[f]);
  if (!blocked.length)
    return {
      status: w.status,
      messageKey: 'scanVerifyClear',
      params: [w.waybillNo, statusLabel(w.status)],
      pass: true,
      extra: { blocked },
    };
  return {
    status: w.status,
    messageKey: 'scanVerifyBlocked',
    params: [w.waybillNo, statusLabel(w.status), flagList(blocked)],
    pass: false,
    failed: true,
    extra: { blocked },
  };
};

const query: Handler = async (_ctx, w) => ({
  status: w.status,
  messageKey: 'scanQueryDone',
  params: [w.waybillNo, statusLabel(w.status), w.pieceCount],
  pass: true,
  extra: {
    customerNo: w.customerNo,
    trackNo: w.trackNo,
    destination: w.destination,
    pieceCount: w.pieceCount,
    receivableRealChargeWeight: w.receivableRealChargeWeight,
    flags: BLOCKING_FLAGS.filter((f) => w[f]),
  },
});

/** What each scan type does. */
export const SCAN_HANDLERS: Record<ScanType, Handler> = {
  receive,
  arrive: statusScan('arrive'),
  updateWeight,
  checkGoods,
  package: packageScan,
  send,
  verify,
  query,
  delay: flagScan('delay'),
  cancelDelay: flagScan('cancelDelay'),
  detain: flagScan('detain'),
  cancelDetain: flagScan('cancelDetain'),
  returnToCustomer: statusScan('returnToCustomer'),
  returnIn: statusScan('returnIn'),
};
