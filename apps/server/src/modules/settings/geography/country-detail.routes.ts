import { actionPermission, country, GEOGRAPHY_API } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { deleteCountryDetail, insertCountryDetail, listCountryDetails } from './country-detail.service.ts';

const update = actionPermission(country, 'update');

/** Country details (typed notes per destination country); writes need the country's update code. */
export const countryDetailRoutes: ApiRoute[] = [
  route({
    contract: GEOGRAPHY_API.countryDetails,
    permission: country.permission,
    handler: (c, q) => listCountryDetails(c, q),
  }),
  route({
    contract: GEOGRAPHY_API.insertCountryDetail,
    permission: update,
    handler: (c, b) => insertCountryDetail(c, b),
  }),
  route({
    contract: GEOGRAPHY_API.countryDetailInsert,
    permission: update,
    handler: (c, b) => insertCountryDetail(c, b),
  }),
  route({
    contract: GEOGRAPHY_API.deleteCountryDetail,
    permission: update,
    handler: (c, b) => deleteCountryDetail(c, b),
  }),
];
