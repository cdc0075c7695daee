import {
  AGENT_ADJUSTMENT_SUBJECT,
  AGENT_RECONCILE_API,
  type ReconcileAcceptPayload,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { addManualFee } from '#modules/fms/fee/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { fmsAgentReconcileLine as line, fmsAgentReconcile as r } from './agent-reconcile.schema.ts';
import { RECONCILE_ENTITY } from './agent-reconcile.service.ts';

/**
 * `accept`: a different line's difference (theirs − ours) becomes an agent adjustment fee on its
 * waybill for the reconciliation's agent, with the reason, in one transaction that locks the line;
 * a line is accepted once (a second accept is refused, a retry with the same `requestKey` answers
 * the first fee). The month lock and the waybill's lock come with the manual fee.
 */
export async function acceptDifference(ctx: AuthedContext, input: ReconcileAcceptPayload) {
  staffOnly(ctx);
  return oncePerRequestKey(ctx, AGENT_RECONCILE_API.accept.url, input.requestKey, async (tx) => {
    const [l] = await tx
      .select({ line, agentId: r.agentId })
      .from(line)
      .innerJoin(r, eq(r.id, line.reconcileId))
      .where(eq(line.id, input.lineId))
      .for('update', { of: line });
    if (!l) throw dataNotExist();
    const x = l.line;
    if (x.acceptedFeeId) throw new BizError('agentReconcileAccepted', [x.waybillNo ?? x.number]);
    if (x.kind !== 'different' || !x.waybillId || !x.difference || !x.currency)
      throw new BizError('agentReconcileNotDifferent');
    const fee = await addManualFee(
      tx,
      ctx,
      {
        waybillId: x.waybillId,
        kind: 'agent',
        subjectName: AGENT_ADJUSTMENT_SUBJECT,
        value: x.difference,
        currency: x.currency,
        innerRemark: input.reason,
      },
      l.agentId,
    );
    const { createdBy, createdByName } = actorOf(ctx);
    await tx
      .update(line)
      .set({
        acceptedFeeId: fee.id,
        acceptReason: input.reason,
        acceptedAt: ctx.now,
        acceptedBy: createdBy,
        acceptedByName: createdByName,
      })
      .where(eq(line.id, x.id));
    await writeBusinessLog(tx, ctx, [
      {
        entity: RECONCILE_ENTITY,
        entityId: x.reconcileId,
        action: 'update',
        before: { lineId: x.id, waybillNo: x.waybillNo, difference: x.difference },
        after: { lineId: x.id, acceptedFeeId: fee.id, reason: input.reason },
      },
    ]);
    return { feeId: fee.id };
  });
}
