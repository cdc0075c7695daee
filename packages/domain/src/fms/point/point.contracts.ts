import { searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  pointAdjustPayload,
  pointDetailAnswer,
  pointDetailQuery,
  pointFlowAnswer,
  pointSearchPayload,
} from './point.ts';

/** Customer points (DESIGN §4 "Finance, receivables"). */
export const POINT_API = {
  search: defineEndpoint({
    method: 'POST',
    url: '/fms/point/search',
    input: pointSearchPayload,
    output: searchResultOf(pointFlowAnswer),
    summary: 'Point flows, newest first (a customer user: its own)',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/fms/point/detail',
    input: pointDetailQuery,
    output: pointDetailAnswer,
    summary: 'A customer’s points and the earning rate (a customer user: its own)',
  }),
  adjust: defineEndpoint({
    method: 'POST',
    url: '/fms/point/adjust',
    input: pointAdjustPayload,
    output: pointDetailAnswer,
    summary: 'Adds or takes points with a reason (staff)',
  }),
};
