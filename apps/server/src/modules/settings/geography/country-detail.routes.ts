import { actionPermission, country, countryDetailPayload } from '@freightdesk/domain';
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

/** Country details (typed notes per destination country); writes need the country's update code. */
export const countryDetailRoutes: ApiRoute[] = [
  route({
    method: 'GET',
    url: `${api}/details`,
    input: countryIdPayload,
    permission: country.permission,
    summary: 'Country: its details (notes by type), oldest first',
    handler: (c, q) => listCountryDetails(c, q),
  }),
  route({
    method: 'POST',
    url: `${api}/insertDetail`,
    input: countryDetailPayload,
    permission: update,
    summary: 'Country: add a detail (type, content)',
    handler: (c, b) => insertCountryDetail(c, b),
  }),
  route({
    method: 'POST',
    url: '/basic/countryDetail/insert',
    input: countryDetailPayload,
    permission: update,
    summary: 'Country detail: add one (same as basic/country/insertDetail)',
    handler: (c, b) => insertCountryDetail(c, b),
  }),
  route({
    method: 'POST',
    url: `${api}/deleteDetail`,
    input: detailIdPayload,
    permission: update,
    summary: 'Country: delete one detail',
    handler: (c, b) => deleteCountryDetail(c, b),
  }),
];
