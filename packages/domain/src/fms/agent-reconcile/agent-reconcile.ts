import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import { searchPayload } from '../../platform/schemas.ts';
import { AGENT_STATEMENT_NUMBER_KINDS, RECONCILE_KINDS } from './agent-reconcile-labels.ts';

/**
 * Reconciliation of an agent's own statement with our agent fees (back-office §2 "agent
 * settlement"): the file's columns mapped once per agent and remembered, the lines matched per
 * waybill, a difference accepted as an adjustment fee with a reason. docs/finance.md.
 */

const uuid = z.uuid();
const header = z.string().trim().min(1).max(100);

/** Which column of the file holds each statement field (by header text), and what the number is. */
export const agentStatementMapping = z.object({
  numberKind: z.enum(AGENT_STATEMENT_NUMBER_KINDS),
  number: header,
  amount: header,
  currency: header,
  feeName: header.optional(),
  date: header.optional(),
});
export type AgentStatementMapping = z.output<typeof agentStatementMapping>;

export const reconcileColumnsPayload = z.object({ agentId: uuid, fileId: uuid });
export const reconcileColumnsAnswer = z.object({
  headers: z.array(z.string()),
  /** The first rows of the file, as texts, for the mapping step. */
  sample: z.array(z.array(z.string())),
  /** The agent's saved mapping, or a guess from the headers the first time. */
  mapping: agentStatementMapping.partial().extend({ numberKind: z.enum(AGENT_STATEMENT_NUMBER_KINDS) }),
  saved: z.boolean(),
});

export const reconcileMakePayload = z.object({
  agentId: uuid,
  fileId: uuid,
  mapping: agentStatementMapping,
  /** Our fees' belong time in [from, to) (optional). */
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  requestKey: z.string().trim().min(8).max(64).optional(),
});
export type ReconcileMakePayload = z.output<typeof reconcileMakePayload>;
export const reconcileMakeAnswer = z.object({ id: z.string() });

export const reconcileIdPayload = z.object({ id: uuid });
export const reconcileAcceptPayload = z.object({
  lineId: uuid,
  reason: z.string().trim().min(1).max(200),
  requestKey: z.string().trim().min(8).max(64).optional(),
});
export type ReconcileAcceptPayload = z.output<typeof reconcileAcceptPayload>;
export const reconcileAcceptAnswer = z.object({ feeId: z.string() });

export const reconcileSearchPayload = searchPayload.extend({
  criteria: z.object({ agentId: uuid.optional() }).default({}),
});

const totalAnswer = z.object({
  kind: z.enum(RECONCILE_KINDS),
  currency: z.string().nullable(),
  count: z.number(),
  ours: z.string(),
  theirs: z.string(),
  difference: z.string(),
});

export const reconcileRecordAnswer = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  fileName: z.string(),
  from: timestampAnswer.nullable(),
  to: timestampAnswer.nullable(),
  totals: z.array(totalAnswer),
  createdAt: timestampAnswer,
  createdByName: z.string().nullable(),
});
export type ReconcileRecord = z.output<typeof reconcileRecordAnswer>;

export const reconcileLineAnswer = z.object({
  id: z.string(),
  kind: z.enum(RECONCILE_KINDS),
  waybillId: z.string().nullable(),
  waybillNo: z.string().nullable(),
  number: z.string(),
  currency: z.string().nullable(),
  ours: z.string().nullable(),
  theirs: z.string().nullable(),
  difference: z.string().nullable(),
  rows: z.array(z.number()),
  feeNames: z.array(z.string()),
  /** Why a refused line reconciles nothing, in the caller's language. */
  message: z.string().nullable(),
  acceptedFeeId: z.string().nullable(),
  acceptReason: z.string().nullable(),
  acceptedAt: timestampAnswer.nullable(),
  acceptedByName: z.string().nullable(),
});
export type ReconcileLine = z.output<typeof reconcileLineAnswer>;

export const reconcileDetailAnswer = reconcileRecordAnswer.extend({
  mapping: agentStatementMapping,
  lines: z.array(reconcileLineAnswer),
});
