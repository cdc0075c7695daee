import { isAllowedKey } from '@freightdesk/domain';
import { Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** A range as texts (numbers or other values); either side may be empty. */
export type RangeValue = [string, string];

type Props = {
  value?: RangeValue;
  onChange?: (value: RangeValue | undefined) => void;
  numeric?: boolean;
  id?: string;
  'data-testid'?: string;
};

/** Two inputs, from and to, for range searches over numbers (or text). */
export function RangeInput({ value, onChange, numeric, id, 'data-testid': testId }: Props) {
  const { t } = useTranslation();
  const [from = '', to = ''] = value ?? [];
  const emit = (next: RangeValue) => onChange?.(next[0] || next[1] ? next : undefined);
  const keys = (e: { key: string; ctrlKey: boolean; metaKey: boolean; preventDefault: () => void }) => {
    if (numeric && !isAllowedKey(e.key, { ctrlOrMeta: e.ctrlKey || e.metaKey })) e.preventDefault();
  };
  return (
    <Space.Compact style={{ width: '100%' }} data-testid={testId}>
      <Input
        id={id}
        value={from}
        placeholder={t('resource.from')}
        inputMode={numeric ? 'decimal' : undefined}
        onKeyDown={keys}
        onChange={(e) => emit([e.target.value.trim(), to])}
      />
      <Input
        value={to}
        placeholder={t('resource.to')}
        inputMode={numeric ? 'decimal' : undefined}
        onKeyDown={keys}
        onChange={(e) => emit([from, e.target.value.trim()])}
      />
    </Space.Compact>
  );
}
