import {
  actionPermission,
  COUNTRY_DETAIL_TYPE_VALUES,
  country,
  countryDetailPayload,
  nullAnswer,
  timestampAnswer,
} from '@freightdesk/domain';
import { z } from 'zod';
import { type ApiRoute, route } from '#platform/http/route.ts';
import {
  countryIdPayload,
  deleteCountryDetail,
  detailIdPayload,
  insertCountryDetail,
  listCountryDetails,
} from './country-detail.service.ts';

const api = `/${country.api}`;
const update = actionPermission(country, 'update');

/** A detail of a country (a typed note). */
const detail = z.object({
  id: z.uuid(),
  countryId: z.uuid(),
  type: z.enum(COUNTRY_DETAIL_TYPE_VALUES),
  content: z.string(),
  createdAt: timestampAnswer,
  createdBy: z.uuid().nullable(),
});

/** Country details (typed notes per destination country); writes need the country's update code. */
export const countryDetailRoutes: ApiRoute[] = [
  route({
    method: 'GET',
    url: `${api}/details`,
    output: z.array(detail.omit({ createdBy: true }).extend({ createdByName: z.string().nullable() })),
    input: countryIdPayload,
    permission: country.permission,
    summary: 'Country: its details (notes by type), oldest first',
    handler: (c, q) => listCountryDetails(c, q),
  }),
  route({
    method: 'POST',
    url: `${api}/insertDetail`,
    output: detail,
    input: countryDetailPayload,
    permission: update,
    summary: 'Country: add a detail (type, content)',
    handler: (c, b) => insertCountryDetail(c, b),
  }),
  route({
    method: 'POST',
    url: '/basic/countryDetail/insert',
    output: detail,
    input: countryDetailPayload,
    permission: update,
    summary: 'Country detail: add one (same as basic/country/insertDetail)',
    handler: (c, b) => insertCountryDetail(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/deleteDetail`,
    output: nullAnswer,
    input: detailIdPayload,
    permission: update,
    summary: 'Country: delete one detail',
    handler: (c, b) => deleteCountryDetail(c, b),
  }),
];
