import { actionPermission, NUMBERING_API, numberRule, numberSegment } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { customRuleList } from './number-rule-parts.service.ts';
import { nextNo, nextSegmentNo, previewNextNo } from './numbering.service.ts';

/** Numbering beyond the generic entity routes: preview and take numbers (`NUMBERING_API`). */
export const numberingRoutes = [
  route({
    contract: NUMBERING_API.preview,
    permission: numberRule.permission,
    handler: (c, b) => previewNextNo(c, b),
  }),
  route({
    contract: NUMBERING_API.nextNo,
    permission: actionPermission(numberRule, 'update'),
    handler: (c, b) => nextNo(c, b),
  }),
  route({
    contract: NUMBERING_API.customRuleList,
    permission: numberRule.permission,
    handler: async (c) => customRuleList(c),
  }),
  route({
    contract: NUMBERING_API.segmentNext,
    permission: actionPermission(numberSegment, 'update'),
    handler: (c, b) => nextSegmentNo(c, b),
  }),
];
