import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import { searchPayload } from '../../platform/schemas.ts';
import { STATEMENT_FIELDS, type StatementField } from './statement-lines.ts';

/**
 * Bank statements (spec back-office §3 "Account flow", §7 accountFlow import steps and smart
 * category, §5 "no matching result, please retry"): the bank's own lines of a cash account, imported
 * from its file and matched to what the company recorded. docs/finance.md "Bank statements".
 */
const uuid = z.uuid();
const day = z.coerce.date();
const header = z.string().trim().min(1).max(100);

export const statementMappingSchema = z
  .object(
    Object.fromEntries(STATEMENT_FIELDS.map((f) => [f, header.optional()])) as Record<
      StatementField,
      z.ZodOptional<typeof header>
    >,
  )
  .refine((m) => Boolean(m.tradeTime), { message: 'tradeTime', path: ['tradeTime'] })
  .refine((m) => Boolean(m.amount) !== Boolean(m.inValue || m.outValue), {
    message: 'amount or inValue/outValue',
    path: ['amount'],
  });

export const statementFilePayload = z.object({ accountId: uuid, fileId: uuid });
export const statementPreviewAnswer = z.object({
  headers: z.array(z.string()),
  /** The first rows as text, for the mapping step. */
  sample: z.array(z.array(z.string())),
  mapping: z.record(z.string(), z.string()),
  /** Whether the mapping is the one saved for the account (else a guess from the headers). */
  remembered: z.boolean(),
  rows: z.number().int(),
});
export const statementImportPayload = statementFilePayload.extend({
  mapping: statementMappingSchema,
  requestKey: z.string().trim().min(8).max(64).optional(),
});
export type StatementImportPayload = z.output<typeof statementImportPayload>;
export const statementImportAnswer = z.object({
  statementId: z.string(),
  added: z.number().int(),
  /** Rows of the file already imported before (refused one by one). */
  duplicateRows: z.array(z.number().int()),
});

export const STATEMENT_LINE_STATUSES = ['unmatched', 'matched'] as const;
export const statementLineSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      accountId: uuid.optional(),
      statementId: uuid.optional(),
      status: z.enum(STATEMENT_LINE_STATUSES).optional(),
      direction: z.enum(['in', 'out']).optional(),
      keyword: z.string().trim().max(100).optional(),
      /** Trade time in [from, to). */
      from: day.optional(),
      to: day.optional(),
    })
    .default({}),
});
export type StatementLineCriteria = z.output<typeof statementLineSearchPayload>['criteria'];

/** How a line was matched. */
export const STATEMENT_MATCH_KINDS = ['flow', 'book', 'claim'] as const;
export type StatementMatchKind = (typeof STATEMENT_MATCH_KINDS)[number];

export const statementLineAnswer = z.object({
  id: z.string(),
  statementId: z.string(),
  row: z.number().int(),
  accountId: z.string(),
  accountName: z.string(),
  currency: z.string(),
  tradeTime: timestampAnswer,
  /** Signed: positive in, negative out. */
  value: z.string(),
  counterpartyName: z.string().nullable(),
  counterpartyCard: z.string().nullable(),
  summary: z.string().nullable(),
  bankRef: z.string().nullable(),
  matchKind: z.enum(STATEMENT_MATCH_KINDS).nullable(),
  /** The matched document's number (receipt, transfer, income or expense). */
  matchNo: z.string().nullable(),
  matchSource: z.string().nullable(),
  ruleName: z.string().nullable(),
  matchedAt: timestampAnswer.nullable(),
  matchedByName: z.string().nullable(),
});
export type StatementLineRecord = z.output<typeof statementLineAnswer>;
export const statementLineSearchAnswer = z.object({
  records: z.array(statementLineAnswer),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Over every line the criteria select: in, out, matched and unmatched (signed sums). */
  totals: z.object({ in: z.string(), out: z.string(), matched: z.string(), unmatched: z.string() }),
});

export const statementLineIdPayload = z.object({ lineId: uuid });
export const statementMatchPayload = z.object({ lineId: uuid, flowId: uuid });
/** An unmatched account flow a line may be matched to (same account, same signed amount). */
export const statementCandidateAnswer = z.object({
  flowId: z.string(),
  source: z.string(),
  value: z.string(),
  flowTime: timestampAnswer,
  relatedNo: z.string().nullable(),
  objectCode: z.string().nullable(),
  summary: z.string().nullable(),
});
export const statementClaimAnswer = z.object({ chargeId: z.string(), chargeNo: z.string() });

export const smartCategoryPayload = z.object({
  accountId: uuid.optional(),
  statementId: uuid.optional(),
  requestKey: z.string().trim().min(8).max(64).optional(),
});
export const smartCategoryAnswer = z.object({
  matched: z.number().int(),
  booked: z.number().int(),
  claimed: z.number().int(),
  /** Lines a rule fitted but nothing could be matched (no flow of that amount in the window). */
  notFound: z.number().int(),
  unmatched: z.number().int(),
});
