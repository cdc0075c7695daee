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
import {
  DEMO_CITIES,
  DEMO_CITY_POSTCODES,
  DEMO_COUNTRIES,
  DEMO_PROVINCES,
  DEMO_REMOTE_AREAS,
} from './geography.demo.ts';

/** Countries, provinces, cities, postcodes and remote areas (entity machinery), country details. */
export const geographyModule: ModuleManifest = {
  name: 'settings/geography',
  tables: { countryTable, provinceTable, cityTable, cityPostcodeTable, remoteAreaTable, countryDetail },
  entities: {
    country: { table: countryTable, demoRows: DEMO_COUNTRIES },
    province: { table: provinceTable, demoRows: DEMO_PROVINCES },
    city: { table: cityTable, demoRows: DEMO_CITIES },
    cityPostcode: { table: cityPostcodeTable, rules: cityPostcodeRules, demoRows: DEMO_CITY_POSTCODES },
    remoteArea: { table: remoteAreaTable, demoRows: DEMO_REMOTE_AREAS },
  },
  routes: countryDetailRoutes,
};
