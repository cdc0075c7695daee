import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { dataScopeOptions } from './role-api.ts';

type Props = {
  value?: string[] | null;
  onChange?: (codes: string[]) => void;
  placeholder?: string;
  testId: string;
};

/** Picks data scope grants (a role's, or a user's own) among every defined scope. */
export function DataScopeGrants({ value, onChange, placeholder, testId }: Props) {
  const [lang] = useLanguage();
  const options = useQuery({ queryKey: ['dataScope', 'list', lang], queryFn: dataScopeOptions });
  return (
    <Select
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={(codes: string[]) => onChange?.(codes)}
      placeholder={placeholder}
      loading={options.isLoading}
      options={(options.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
      optionFilterProp="label"
      data-testid={testId}
    />
  );
}
