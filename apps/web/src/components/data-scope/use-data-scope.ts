import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { get } from '#web/shell/request/http.ts';

/** A data scope the signed-in user is granted, named in the user's language. */
export type GrantedScope = { code: string; name: string; type: string };

/** The signed-in staff user's granted data scopes, widest first (`common/sysPermissionScope/mine`). */
export function useGrantedScopes(enabled: boolean) {
  const [lang] = useLanguage();
  return useQuery({
    queryKey: ['dataScope', 'mine', lang],
    queryFn: () => get<GrantedScope[]>('common/sysPermissionScope/mine'),
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
