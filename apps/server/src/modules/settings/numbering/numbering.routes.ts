import { actionPermission, numberRule, numberSegment } from '@freightdesk/domain';
import { z } from 'zod';
import { route } from '#platform/http/route.ts';
import { customRuleList } from './number-rule-parts.service.ts';
import { nextNo, nextSegmentNo, numberCodePayload, previewNextNo } from './numbering.service.ts';

const numberAnswer = z.object({ no: z.string() });

/** Numbering beyond the generic entity routes: preview and take numbers. */
export const numberingRoutes = [
  route({
    method: 'POST',
    url: `/${numberRule.api}/preview`,
    output: numberAnswer,
    input: numberCodePayload,
    permission: numberRule.permission,
    summary: 'Smart numbering: the next number, without taking it',
    handler: (c, b) => previewNextNo(c, b),
  }),
  route({
    method: 'POST',
    url: `/${numberRule.api}/nextNo`,
    output: numberAnswer,
    input: numberCodePayload,
    permission: actionPermission(numberRule, 'update'),
    summary: 'Smart numbering: take the next number',
    handler: (c, b) => nextNo(c, b),
  }),
  route({
    method: 'GET',
    url: `/${numberRule.api}/customRuleList`,
    output: z.array(
      z.object({
        code: z.enum(['prefix', 'yyMMdd', 'yyyyMMdd', 'yyMM', 'sequence']),
        field: z.enum(['prefix', 'datePattern', 'sequenceLength']),
        label: z.string(),
        example: z.string(),
      }),
    ),
    permission: numberRule.permission,
    summary: 'Smart numbering: the parts a rule may combine (prefix, date patterns, sequence) with examples',
    handler: async (c) => customRuleList(c),
  }),
  route({
    method: 'POST',
    url: `/${numberSegment.api}/next`,
    output: numberAnswer,
    input: numberCodePayload,
    permission: actionPermission(numberSegment, 'update'),
    summary: 'Number segment: take the next number',
    handler: (c, b) => nextSegmentNo(c, b),
  }),
];
