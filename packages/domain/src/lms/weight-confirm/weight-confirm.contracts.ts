import { defineEndpoint } from '../../platform/contract.ts';
import {
  weightConfirmPageAnswer,
  weightConfirmPayload,
  weightConfirmSearchPayload,
  weightRejectPayload,
} from '../scan/index.ts';
import { statusChangeAnswer } from '../waybill/index.ts';

const base = '/lms/weightConfirm';

/** The weight-confirm endpoints (`/api/lms/weightConfirm/…`); customers reach only their own waybills. */
export const WEIGHT_CONFIRM_API = {
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: weightConfirmSearchPayload,
    output: weightConfirmPageAnswer,
    summary: 'Weight confirm: a tab (waiting, denied, confirmed, warning) with every tab count',
  }),
  confirm: defineEndpoint({
    method: 'POST',
    url: `${base}/confirm`,
    input: weightConfirmPayload,
    output: statusChangeAnswer,
    summary: 'Confirm the re-weighed charge weight (status waitConfirm → waitSend)',
  }),
  reject: defineEndpoint({
    method: 'POST',
    url: `${base}/reject`,
    input: weightRejectPayload,
    output: statusChangeAnswer,
    summary: 'Reject the re-weighed charge weight with a reason (status waitConfirm → received)',
  }),
};
