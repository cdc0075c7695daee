import { BANK_TRANSFER_API, type EndpointOutput, PAGE_SIZE } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The bank-transfer API (`BANK_TRANSFER_API`); the cash accounts come from the account flows (`useCashAccounts`). */
export type BankTransferRow = EndpointOutput<typeof BANK_TRANSFER_API.search>['records'][number];

export const bankTransferKeys = {
  all: ['fmsBankTransfer'] as const,
};

export type MakeTransfer = {
  fromAccountId: string;
  toAccountId: string;
  value: string;
  rate?: string;
  transferTime?: string;
  remark?: string;
  requestKey: string;
};

export const bankTransferApi = {
  make: (input: MakeTransfer) => callEndpoint(BANK_TRANSFER_API.make, input),
  cancel: (id: string) => callEndpoint(BANK_TRANSFER_API.cancel, { id }),
};

function transferCriteria(values: SearchValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (values.accountId) out.accountId = values.accountId;
  const transferNo = typeof values.transferNo === 'string' ? values.transferNo.trim() : '';
  if (transferNo) out.transferNo = transferNo;
  if (values.cancelled === 1) out.cancelled = true;
  if (values.cancelled === 0) out.cancelled = false;
  return out;
}

/** Bank transfers, newest first: account, transfer number and cancelled (yes/no) in the URL. */
export const BANK_TRANSFER_VIEW: ListView = {
  queryKey: bankTransferKeys.all,
  url: BANK_TRANSFER_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: { accountId: 'text', transferNo: 'text', cancelled: 'flag' },
  toCriteria: transferCriteria,
};
