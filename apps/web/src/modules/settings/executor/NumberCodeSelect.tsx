import { numberRule, numberSegment } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { entityApi, resourceKeys } from '#web/components/resource/resource-api.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';

type Props = {
  kind: 'smartNumber' | 'numberSegment';
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  'data-testid'?: string;
};

/** A picker of the enabled number rules or number segments, by code (what an executor's fill stores). */
export function NumberCodeSelect({ kind, value, onChange, disabled, ...rest }: Props) {
  const [lang] = useLanguage();
  const entity = kind === 'smartNumber' ? numberRule : numberSegment;
  const found = useQuery({
    queryKey: [...resourceKeys.all(entity.name), 'codes'],
    queryFn: () =>
      entityApi(entity, lang).search({ page: 1, size: 200, criteria: { enabled: true }, sort: [] }),
    staleTime: 30_000,
  });
  const options = (found.data?.records ?? []).map((r) => ({
    value: String(r.code),
    label: `${String(r.code)} · ${String(r.name ?? '')}`,
  }));
  return (
    <Select
      {...rest}
      showSearch
      value={value || undefined}
      onChange={(v) => onChange(v ?? '')}
      options={options}
      disabled={disabled}
      style={{ minWidth: 200 }}
    />
  );
}
