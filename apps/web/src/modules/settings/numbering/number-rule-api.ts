import { type EndpointOutput, NUMBERING_API } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** One part a number rule may combine, as `customRuleList` answers it (label in the user's language). */
export type NumberRulePartInfo = EndpointOutput<typeof NUMBERING_API.customRuleList>[number];

export const numberRuleKeys = {
  parts: (lang: string) => ['common', 'numberRule', 'customRuleList', lang] as const,
};

export const customRuleList = () => callEndpoint(NUMBERING_API.customRuleList);

export const previewNumber = (code: string) => callEndpoint(NUMBERING_API.preview, { code });

/** An example number from the parts: prefix + the first date pattern + sequence. */
export function exampleNumber(parts: readonly NumberRulePartInfo[]): string {
  const prefix = parts.find((p) => p.field === 'prefix')?.example ?? '';
  const date = parts.find((p) => p.field === 'datePattern')?.example ?? '';
  const sequence = parts.find((p) => p.field === 'sequenceLength')?.example ?? '';
  return `${prefix}${date}${sequence}`;
}
