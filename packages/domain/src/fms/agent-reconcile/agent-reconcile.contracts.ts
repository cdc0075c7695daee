import { fileAnswer, searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  reconcileAcceptAnswer,
  reconcileAcceptPayload,
  reconcileColumnsAnswer,
  reconcileColumnsPayload,
  reconcileDetailAnswer,
  reconcileIdPayload,
  reconcileMakeAnswer,
  reconcileMakePayload,
  reconcileRecordAnswer,
  reconcileSearchPayload,
} from './agent-reconcile.ts';

const base = '/fms/agentReconcile';

/** Reconciliation of agents' statements (DESIGN §4 "Finance, payables and treasurer"). */
export const AGENT_RECONCILE_API = {
  columns: defineEndpoint({
    method: 'POST',
    url: `${base}/columns`,
    input: reconcileColumnsPayload,
    output: reconcileColumnsAnswer,
    summary:
      'The headers and first rows of an uploaded statement (xlsx or csv) with the agent’s saved mapping',
  }),
  make: defineEndpoint({
    method: 'POST',
    url: `${base}/make`,
    input: reconcileMakePayload,
    output: reconcileMakeAnswer,
    summary: 'Saves the agent’s mapping and reconciles the statement with our agent fees (retry-safe)',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: reconcileSearchPayload,
    output: searchResultOf(reconcileRecordAnswer),
    summary: 'Reconciliations of agents’ statements, newest first',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: `${base}/detail`,
    input: reconcileIdPayload,
    output: reconcileDetailAnswer,
    summary: 'A reconciliation with its lines',
  }),
  accept: defineEndpoint({
    method: 'POST',
    url: `${base}/accept`,
    input: reconcileAcceptPayload,
    output: reconcileAcceptAnswer,
    summary: 'Accepts a line’s difference as an agent adjustment fee with a reason (once per line)',
  }),
  export: defineEndpoint({
    method: 'GET',
    url: `${base}/export`,
    input: reconcileIdPayload,
    output: fileAnswer,
    summary: 'A reconciliation’s lines as xlsx',
  }),
};
