import {
  type EndpointOutput,
  INCOME_EXPENSE_API,
  type IncomeExpenseKind,
  PAGE_SIZE,
} from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import type { ListView } from '#web/components/resource/list-view.ts';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { periodOf } from '#web/modules/fms/account-flow/index.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The income-and-expense API (`INCOME_EXPENSE_API.operating` / `.nonOperating`) and the subjects it is booked under. */
export type IncomeExpenseRow = EndpointOutput<typeof INCOME_EXPENSE_API.operating.search>['records'][number];
export type { IncomeExpenseKind };

/** A subject of the kind (`INCOME_EXPENSE_API[kind].subjects`). */
export type SubjectChoice = EndpointOutput<typeof INCOME_EXPENSE_API.operating.subjects>[number];

export const incomeExpenseKeys = {
  all: (kind: IncomeExpenseKind) => ['fmsIncomeExpense', kind] as const,
  subjects: (kind: IncomeExpenseKind) => ['fmsIncomeExpense', kind, 'subjects'] as const,
};

export type MakeIncomeExpense = {
  subjectId: string;
  accountId: string;
  value: string;
  occurTime?: string;
  counterparty?: string;
  counterpartyAccount?: string;
  needInvoice: boolean;
  invoiceNo?: string;
  relatedNo?: string;
  certificateFileIds: string[];
  reimbursementUserId?: string;
  remark?: string;
  requestKey: string;
};

export const incomeExpenseApi = (kind: IncomeExpenseKind) => ({
  make: (input: MakeIncomeExpense) => callEndpoint(INCOME_EXPENSE_API[kind].make, input),
  cancel: (id: string) => callEndpoint(INCOME_EXPENSE_API[kind].cancel, { id }),
  /** Every subject of the kind (system and disabled ones too: the list searches by them), by code. */
  subjects: () => callEndpoint(INCOME_EXPENSE_API[kind].subjects, {}),
});

/** The subjects of a kind (the criteria's select; the dialog keeps the enabled, non-system ones). */
export function useSubjects(kind: IncomeExpenseKind) {
  return useQuery({
    queryKey: incomeExpenseKeys.subjects(kind),
    queryFn: incomeExpenseApi(kind).subjects,
    staleTime: 60_000,
  });
}

/** Whether a subject may be chosen for a manual entry of the kind. */
export const manualSubject = (kind: IncomeExpenseKind) => (s: SubjectChoice) =>
  s.kind === kind && s.enabled !== false && !s.isSystem;

function entryCriteria(values: SearchValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const code = typeof values.code === 'string' ? values.code.trim() : '';
  if (code) out.code = code;
  if (values.subjectId) out.subjectId = values.subjectId;
  if (values.accountId) out.accountId = values.accountId;
  if (values.direction) out.direction = values.direction;
  if (values.cancelled === 1) out.cancelled = true;
  if (values.cancelled === 0) out.cancelled = false;
  return { ...out, ...periodOf(values.occurTime) };
}

/** Entries of a kind, newest first: code, subject, account, direction, cancelled and occur days in the URL. */
export const incomeExpenseView = (kind: IncomeExpenseKind): ListView => ({
  queryKey: incomeExpenseKeys.all(kind),
  url: INCOME_EXPENSE_API[kind].search.url,
  pageSize: PAGE_SIZE,
  criteria: {
    code: 'text',
    subjectId: 'text',
    accountId: 'text',
    direction: { kind: 'text', options: ['income', 'expense'] },
    cancelled: 'flag',
    occurTime: 'range',
  },
  toCriteria: entryCriteria,
});
