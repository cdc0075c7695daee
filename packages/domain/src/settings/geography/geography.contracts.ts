import { z } from 'zod';
import { nullAnswer, timestampAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { countryDetailPayload } from './country-detail.schema.ts';
import { COUNTRY_DETAIL_TYPE_VALUES } from './country-detail.ts';
import { country } from './geography.entity.ts';

export const countryIdPayload = z.object({ countryId: z.uuid() });
export const countryDetailIdPayload = z.object({ id: z.uuid() });

/** A detail of a country (a typed note). */
export const countryDetailAnswer = z.object({
  id: z.uuid(),
  countryId: z.uuid(),
  type: z.enum(COUNTRY_DETAIL_TYPE_VALUES),
  content: z.string(),
  createdAt: timestampAnswer,
  createdBy: z.uuid().nullable(),
});

const api = `/${country.api}` as const;

/** Country details (typed notes per destination country), beyond the generic country routes. */
export const GEOGRAPHY_API = {
  countryDetails: defineEndpoint({
    method: 'GET',
    url: `${api}/details`,
    input: countryIdPayload,
    output: z.array(
      countryDetailAnswer.omit({ createdBy: true }).extend({ createdByName: z.string().nullable() }),
    ),
    summary: 'Country: its details (notes by type), oldest first',
  }),
  insertCountryDetail: defineEndpoint({
    method: 'POST',
    url: `${api}/insertDetail`,
    input: countryDetailPayload,
    output: countryDetailAnswer,
    summary: 'Country: add a detail (type, content)',
  }),
  countryDetailInsert: defineEndpoint({
    method: 'POST',
    url: '/basic/countryDetail/insert',
    input: countryDetailPayload,
    output: countryDetailAnswer,
    summary: 'Country detail: add one (same as basic/country/insertDetail)',
  }),
  deleteCountryDetail: defineEndpoint({
    method: 'POST',
    url: `${api}/deleteDetail`,
    input: countryDetailIdPayload,
    output: nullAnswer,
    summary: 'Country: delete one detail',
  }),
};
