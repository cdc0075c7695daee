import {
  INTERCEPT_POINTS,
  INTERCEPT_TYPES,
  type InterceptPoint,
  type InterceptType,
  interceptor,
} from '@freightdesk/domain';
import type { RuleKind } from '#modules/settings/rule/index.ts';
import { translate } from '#platform/http/errors.ts';
import { interceptorTable } from './interceptor.schema.ts';

/** What an interceptor does when it applies: where, how severely, and what it says. */
export type InterceptorOwn = { points: InterceptPoint[]; interceptType: InterceptType; tip: string };

const OUTCOME_KEY = { tip: 'interceptTip', confirm: 'interceptConfirm', block: 'interceptBlock' } as const;

const asType = (v: unknown): InterceptType =>
  (INTERCEPT_TYPES as readonly unknown[]).includes(v) ? (v as InterceptType) : 'tip';

/** The interceptor rule kind: its own values read leniently (form values in a dry run). */
export const interceptorKind: RuleKind<InterceptorOwn> = {
  entity: interceptor,
  table: interceptorTable,
  own: (row) => ({
    points: (Array.isArray(row.points) ? row.points : []).filter((p): p is InterceptPoint =>
      (INTERCEPT_POINTS as readonly unknown[]).includes(p),
    ),
    interceptType: asType(row.interceptType),
    tip: String(row.tip ?? ''),
  }),
  outcome: (rule, lang) => translate(lang, OUTCOME_KEY[rule.own.interceptType], [rule.own.tip]),
};
