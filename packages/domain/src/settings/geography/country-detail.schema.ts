import { z } from 'zod';
import { COUNTRY_DETAIL_CONTENT_MAX, COUNTRY_DETAIL_TYPE_VALUES } from './country-detail.ts';

/** The payload of `basic/country/insertDetail` (and `basic/countryDetail/insert`). */
export const countryDetailPayload = z.object({
  countryId: z.uuid(),
  type: z.enum(COUNTRY_DETAIL_TYPE_VALUES),
  content: z.string().trim().min(1).max(COUNTRY_DETAIL_CONTENT_MAX),
});
export type CountryDetailPayload = z.output<typeof countryDetailPayload>;
