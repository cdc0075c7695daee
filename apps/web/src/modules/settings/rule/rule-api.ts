import { type EntityDef, type RuleDryRunAnswer, ruleDryRunEndpoint } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The dry run of a rule kind: a saved rule by id, or the values being edited (standing in for `id`). */
export function dryRunRule(
  entity: Pick<EntityDef, 'api' | 'title'>,
  input: { id?: string; rule?: Record<string, unknown>; limit?: number },
): Promise<RuleDryRunAnswer> {
  return callEndpoint(ruleDryRunEndpoint(entity), input);
}
