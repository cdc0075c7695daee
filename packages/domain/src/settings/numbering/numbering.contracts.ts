import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';
import { numberRule, numberSegment } from './numbering.entity.ts';

export const numberCodePayload = z.object({ code: z.string().trim().min(1).max(50) });
const numberAnswer = z.object({ no: z.string() });

const ruleApi = `/${numberRule.api}` as const;

/** Numbering beyond the generic entity routes: preview and take numbers. */
export const NUMBERING_API = {
  preview: defineEndpoint({
    method: 'POST',
    url: `${ruleApi}/preview`,
    input: numberCodePayload,
    output: numberAnswer,
    summary: 'Smart numbering: the next number, without taking it',
  }),
  nextNo: defineEndpoint({
    method: 'POST',
    url: `${ruleApi}/nextNo`,
    input: numberCodePayload,
    output: numberAnswer,
    summary: 'Smart numbering: take the next number',
  }),
  customRuleList: defineEndpoint({
    method: 'GET',
    url: `${ruleApi}/customRuleList`,
    output: z.array(
      z.object({
        code: z.enum(['prefix', 'yyMMdd', 'yyyyMMdd', 'yyMM', 'sequence']),
        field: z.enum(['prefix', 'datePattern', 'sequenceLength']),
        label: z.string(),
        example: z.string(),
      }),
    ),
    summary: 'Smart numbering: the parts a rule may combine (prefix, date patterns, sequence) with examples',
  }),
  segmentNext: defineEndpoint({
    method: 'POST',
    url: `/${numberSegment.api}/next`,
    input: numberCodePayload,
    output: numberAnswer,
    summary: 'Number segment: take the next number',
  }),
};
