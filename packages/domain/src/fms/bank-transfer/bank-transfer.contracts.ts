import { nullAnswer, searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  bankTransferIdPayload,
  bankTransferMakeAnswer,
  bankTransferMakePayload,
  bankTransferRecordAnswer,
  bankTransferSearchPayload,
} from './bank-transfer.ts';

/** Bank transfers (DESIGN §4 "Finance, payables and treasurer"). */
export const BANK_TRANSFER_API = {
  make: defineEndpoint({
    method: 'POST',
    url: '/fms/bankTransfer/make',
    input: bankTransferMakePayload,
    output: bankTransferMakeAnswer,
    summary: 'Moves money between two own cash accounts (retry-safe): a flow out and a flow in',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    url: '/fms/bankTransfer/cancel',
    input: bankTransferIdPayload,
    output: nullAnswer,
    summary: 'Cancels a transfer: each account gets a flow back',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/fms/bankTransfer/search',
    input: bankTransferSearchPayload,
    output: searchResultOf(bankTransferRecordAnswer),
    summary: 'Bank transfers, newest first',
  }),
};
