import { type CountryDetailPayload, type CountryDetailType, country } from '@freightdesk/domain';
import { get, post } from '#web/shell/request/http.ts';

/** One detail (typed note) of a country. */
export type CountryDetail = {
  id: string;
  countryId: string;
  type: CountryDetailType;
  content: string;
  createdAt: string;
  createdByName: string | null;
};

export const countryDetailKeys = {
  list: (countryId: string) => ['basic', 'country', 'details', countryId] as const,
};

export const listCountryDetails = (countryId: string) =>
  get<CountryDetail[]>(`${country.api}/details`, { countryId });

export const insertCountryDetail = (input: CountryDetailPayload) =>
  post<CountryDetail>(`${country.api}/insertDetail`, input);

export const deleteCountryDetail = (id: string) => post<null>(`${country.api}/deleteDetail`, { id });
