import { Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';
import type { SubField } from './sub-fields.ts';
import { toList } from './sub-values.ts';

/** Separators of a pasted list (the schema splits on the same). */
const LIST_SEPARATORS = [',', '，', ';', '；', '\n'];

type Props = {
  field: Exclude<SubField, { kind: 'rows' }>;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled?: boolean;
  testId: string;
  ariaLabel: string;
};

/** The input of one flat sub-field: text, number, switch, enum select with labels, or tags. */
export function SubFieldInput({ field: f, value, onChange, disabled, testId, ariaLabel }: Props) {
  const { t } = useTranslation();
  const common = { disabled, 'data-testid': testId, 'aria-label': ariaLabel };
  switch (f.kind) {
    case 'text':
      return (
        <Input
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          min={f.min}
          max={f.max}
          precision={f.int ? 0 : undefined}
          value={typeof value === 'number' ? value : null}
          onChange={(n) => onChange(n)}
        />
      );
    case 'bool':
      return <Switch {...common} checked={value === true} onChange={(checked) => onChange(checked)} />;
    case 'enum':
      return (
        <Select
          {...common}
          allowClear
          style={{ width: '100%', minWidth: 120 }}
          placeholder={t('resource.selectPlaceholder')}
          value={typeof value === 'string' ? value : undefined}
          onChange={(v: string | undefined) => onChange(v)}
          options={f.values.map((v) => ({
            value: v,
            label: t(`subConfig.option.${v}`, { defaultValue: v }),
          }))}
        />
      );
    case 'list':
      return (
        <Select
          {...common}
          mode="tags"
          open={false}
          style={{ width: '100%', minWidth: 140 }}
          tokenSeparators={LIST_SEPARATORS}
          placeholder={t('resource.tagsPlaceholder')}
          value={toList(value)}
          onChange={(next: string[]) => onChange(toList(next))}
        />
      );
  }
}
