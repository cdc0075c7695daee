import { type EndpointOutput, PERMISSION_SCOPE_API } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** A data scope the signed-in user is granted, named in the user's language. */
export type GrantedScope = EndpointOutput<typeof PERMISSION_SCOPE_API.mine>[number];

/** The signed-in staff user's granted data scopes, widest first (`PERMISSION_SCOPE_API.mine`). */
export function useGrantedScopes(enabled: boolean) {
  const [lang] = useLanguage();
  return useQuery({
    queryKey: ['dataScope', 'mine', lang],
    queryFn: () => callEndpoint(PERMISSION_SCOPE_API.mine),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * The data scope a list searches with: none (every granted scope) until the user picks one of the
 * granted scopes; `enabled` is false for customer users and lists without a data scope.
 */
export function useDataScope(enabled: boolean) {
  const granted = useGrantedScopes(enabled);
  const [scope, setScope] = useState<string>();
  const scopes = enabled ? (granted.data ?? []) : [];
  return { scope: scopes.some((s) => s.code === scope) ? scope : undefined, setScope, scopes };
}
