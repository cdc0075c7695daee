import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GrantedScope, useDataScope } from './use-data-scope.ts';

type Props = {
  scopes: readonly GrantedScope[];
  value: string | undefined;
  onChange: (code: string | undefined) => void;
};

/**
 * The data scope picker of a list: shown only when the user is granted more than one scope; empty
 * means every granted scope (what the server answers without a code).
 */
export function DataScopeSelect({ scopes, value, onChange }: Props) {
  const { t } = useTranslation();
  if (scopes.length < 2) return null;
  return (
    <Select
      size="small"
      allowClear
      style={{ minWidth: 200 }}
      aria-label={t('dataScope.label')}
      placeholder={t('dataScope.allGranted')}
      value={value}
      onChange={(code?: string) => onChange(code || undefined)}
      options={scopes.map((s) => ({ value: s.code, label: s.name }))}
      data-testid="data-scope-select"
    />
  );
}

/** The picker of a list using `useDataScope`; `onChanged` runs after a pick (a list goes back to page 1). */
export function ListDataScope({
  dataScope,
  onChanged,
}: {
  dataScope: ReturnType<typeof useDataScope>;
  onChanged: () => void;
}) {
  return (
    <DataScopeSelect
      scopes={dataScope.scopes}
      value={dataScope.scope}
      onChange={(code) => {
        dataScope.setScope(code);
        onChanged();
      }}
    />
  );
}
