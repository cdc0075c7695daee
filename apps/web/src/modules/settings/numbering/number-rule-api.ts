import { numberRule } from '@freightdesk/domain';
import { get, post } from '#web/shell/request/http.ts';

/** One part a number rule may combine, as `customRuleList` answers it (label in the user's language). */
export type NumberRulePartInfo = { code: string; field: string; label: string; example: string };

export const numberRuleKeys = {
  parts: (lang: string) => ['common', 'numberRule', 'customRuleList', lang] as const,
};

export const customRuleList = () => get<NumberRulePartInfo[]>(`${numberRule.api}/customRuleList`);

export const previewNumber = (code: string) => post<{ no: string }>(`${numberRule.api}/preview`, { code });

/** An example number from the parts: prefix + the first date pattern + sequence. */
export function exampleNumber(parts: readonly NumberRulePartInfo[]): string {
  const prefix = parts.find((p) => p.field === 'prefix')?.example ?? '';
  const date = parts.find((p) => p.field === 'datePattern')?.example ?? '';
  const sequence = parts.find((p) => p.field === 'sequenceLength')?.example ?? '';
  return `${prefix}${date}${sequence}`;
}
