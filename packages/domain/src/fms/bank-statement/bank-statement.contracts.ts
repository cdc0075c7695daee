import { z } from 'zod';
import { nullAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  smartCategoryAnswer,
  smartCategoryPayload,
  statementCandidateAnswer,
  statementClaimAnswer,
  statementFilePayload,
  statementImportAnswer,
  statementImportPayload,
  statementLineIdPayload,
  statementLineSearchAnswer,
  statementLineSearchPayload,
  statementMatchPayload,
  statementPreviewAnswer,
} from './bank-statement.ts';

const base = '/fms/accountFlow';

/** Bank statements of a cash account: import, lines, match (DESIGN §4 "Finance, payables and treasurer"). */
export const BANK_STATEMENT_API = {
  importPreview: defineEndpoint({
    method: 'POST',
    url: `${base}/importPreview`,
    input: statementFilePayload,
    output: statementPreviewAnswer,
    summary: "A statement file's columns, first rows and the account's saved (or guessed) column mapping",
  }),
  import: defineEndpoint({
    method: 'POST',
    url: `${base}/import`,
    input: statementImportPayload,
    output: statementImportAnswer,
    summary:
      'Imports a bank statement (xlsx or csv) with a column mapping, saved for the account; lines imported before are refused',
  }),
  lines: defineEndpoint({
    method: 'POST',
    url: `${base}/statementLines`,
    input: statementLineSearchPayload,
    output: statementLineSearchAnswer,
    summary: 'Bank statement lines with how each was matched, and the totals of the selection',
  }),
  candidates: defineEndpoint({
    method: 'POST',
    url: `${base}/candidates`,
    input: statementLineIdPayload,
    output: z.array(statementCandidateAnswer),
    summary: 'Our unmatched account flows a line may be matched to: same account, same signed amount',
  }),
  match: defineEndpoint({
    method: 'POST',
    url: `${base}/match`,
    input: statementMatchPayload,
    output: nullAnswer,
    summary: 'Matches a statement line to one of our account flows by hand',
  }),
  unmatch: defineEndpoint({
    method: 'POST',
    url: `${base}/unmatch`,
    input: statementLineIdPayload,
    output: nullAnswer,
    summary: 'Undoes the match of a line to an account flow',
  }),
  claim: defineEndpoint({
    method: 'POST',
    url: `${base}/claim`,
    input: statementLineIdPayload,
    output: statementClaimAnswer,
    summary: 'Sends an unmatched incoming line to charge claim: an unclaimed receipt on the account',
  }),
  smartCategory: defineEndpoint({
    method: 'POST',
    url: `${base}/smartCategory`,
    input: smartCategoryPayload,
    output: smartCategoryAnswer,
    summary: 'Runs the matching rules over the unmatched lines; the first fitting rule decides each line',
  }),
};
