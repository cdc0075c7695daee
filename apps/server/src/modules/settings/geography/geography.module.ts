import type { ModuleManifest } from '#platform/module.ts';
import {
  cityPostcodeTable,
  cityTable,
  countryTable,
  provinceTable,
  remoteAreaTable,
} from '../basic.schema.ts';
import { cityPostcodeRules } from './city-postcode.rules.ts';
import { countryDetailRoutes } from './country-detail.routes.ts';
import { countryDetail } from './country-detail.schema.ts';

/** Countries, provinces, cities, postcodes and remote areas (entity machinery), country details. */
export const geographyModule: ModuleManifest = {
  name: 'settings/geography',
  tables: { countryTable, provinceTable, cityTable, cityPostcodeTable, remoteAreaTable, countryDetail },
  entities: {
    country: { table: countryTable },
    province: { table: provinceTable },
    city: { table: cityTable },
    cityPostcode: { table: cityPostcodeTable, rules: cityPostcodeRules },
    remoteArea: { table: remoteAreaTable },
  },
  routes: countryDetailRoutes,
};
