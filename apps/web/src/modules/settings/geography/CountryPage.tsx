import { country } from '@freightdesk/domain';
import { ResourcePage } from '#web/components/resource/ResourcePage.tsx';
import { CountryDetails } from './CountryDetails.tsx';

/** Settings centre → destination countries: the generated list, with each country's details in its drawer. */
export function CountryPage() {
  return <ResourcePage entity={country} overrides={{ detail: (r) => <CountryDetails countryId={r.id} /> }} />;
}
