import {
  type AgentStatementMapping,
  AGENT_RECONCILE_API as API,
  type EndpointInput,
  type EndpointOutput,
  PAGE_SIZE,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { uploadFiles } from '#web/components/upload/file-api.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download } from '#web/shell/request/http.ts';

/** The agent reconciliation API (`AGENT_RECONCILE_API`). */
export type ReconcileRow = EndpointOutput<typeof API.search>['records'][number];
export type ReconcileDetail = EndpointOutput<typeof API.detail>;
export type ReconcileLineRow = ReconcileDetail['lines'][number];
export type StatementColumns = EndpointOutput<typeof API.columns>;
export type MakeReconcile = EndpointInput<typeof API.make>;
export type { AgentStatementMapping };

export const reconcileKeys = {
  all: ['fmsAgentReconcile'] as const,
  detail: (id: string) => ['fmsAgentReconcile', 'detail', id] as const,
};

export const reconcileApi = {
  /** Uploads the statement and answers its headers, first rows and the agent's mapping. */
  columns: async (agentId: string, file: File) => {
    const [stored] = await uploadFiles([file], { isTemp: true, from: 'fmsAgentReconcile' });
    const columns = await callEndpoint(API.columns, { agentId, fileId: stored!.id });
    return { fileId: stored!.id, columns };
  },
  make: (input: MakeReconcile) => callEndpoint(API.make, input),
  detail: (id: string) => callEndpoint(API.detail, { id }),
  accept: (lineId: string, reason: string, requestKey: string) =>
    callEndpoint(API.accept, { lineId, reason, requestKey }),
  export: (id: string, name: string) =>
    download(API.export.url, { method: 'GET', params: { id }, fallbackName: `${name}.xlsx` }),
};

/** Reconciliations, newest first; the agent in the URL. */
export const reconcileView: ListView = {
  queryKey: reconcileKeys.all,
  url: API.search.url,
  pageSize: PAGE_SIZE,
  criteria: { agentId: 'text' },
  toCriteria: (values: SearchValues) => (values.agentId ? { agentId: values.agentId } : {}),
};
