import { type CountryDetailPayload, type EndpointOutput, GEOGRAPHY_API } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** One detail (typed note) of a country, with who added it. */
export type CountryDetail = EndpointOutput<typeof GEOGRAPHY_API.countryDetails>[number];

export const countryDetailKeys = {
  list: (countryId: string) => ['basic', 'country', 'details', countryId] as const,
};

export const listCountryDetails = (countryId: string) =>
  callEndpoint(GEOGRAPHY_API.countryDetails, { countryId });

export const insertCountryDetail = (input: CountryDetailPayload) =>
  callEndpoint(GEOGRAPHY_API.insertCountryDetail, input);

export const deleteCountryDetail = (id: string) => callEndpoint(GEOGRAPHY_API.deleteCountryDetail, { id });
