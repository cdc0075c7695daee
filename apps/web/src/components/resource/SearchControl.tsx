import type { FieldDef, Language } from '@freightdesk/domain';
import { message } from '@freightdesk/domain';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangePicker, type DateRangeValue } from '#web/components/date-range/DateRangePicker.tsx';
import { DATE_FORMAT } from '#web/components/date-range/date-shortcuts.ts';
import { DictSelect } from './DictSelect.tsx';
import { isListSearch } from './entity-list-view.ts';
import { RangeInput, type RangeValue } from './RangeInput.tsx';
import { RefSelect } from './RefSelect.tsx';

type Props = {
  fieldKey: string;
  field: FieldDef;
  lang: Language;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
};

/**
 * The search control of one field, by its search mode and type: text for like/eq, selects for
 * enums, yes/no, dictionaries and references (several values for `in`), a number range or a date
 * range with the spec's shortcuts for `range`.
 */
export function SearchControl({ fieldKey, field: f, lang, value, onChange, id }: Props) {
  const { t } = useTranslation();
  const testId = `search-${fieldKey}`;
  const multiple = isListSearch(f);
  if (f.search === 'range') {
    if (f.type === 'date' || f.type === 'datetime')
      return (
        <DateRangePicker
          id={id}
          data-testid={testId}
          value={value as DateRangeValue | undefined}
          onChange={onChange}
        />
      );
    return (
      <RangeInput
        id={id}
        data-testid={testId}
        numeric={f.type === 'int' || f.type === 'decimal'}
        value={value as RangeValue | undefined}
        onChange={onChange}
      />
    );
  }
  switch (f.type) {
    case 'enum':
      return (
        <Select
          id={id}
          data-testid={testId}
          allowClear
          mode={multiple ? 'multiple' : undefined}
          placeholder={t('common.all')}
          value={value as string | number | undefined}
          onChange={onChange}
          options={f.options.map((o) => ({ value: o.value, label: o.label[lang] }))}
        />
      );
    case 'bool':
      return (
        <Select
          id={id}
          data-testid={testId}
          allowClear
          placeholder={t('common.all')}
          value={value as number | undefined}
          onChange={onChange}
          options={[
            { value: 1, label: message(lang, 'yes') },
            { value: 0, label: message(lang, 'no') },
          ]}
        />
      );
    case 'dict':
      return (
        <DictSelect
          id={id}
          data-testid={testId}
          dictionary={f.dictionary}
          multiple={multiple}
          value={value as string | string[] | undefined}
          onChange={onChange}
        />
      );
    case 'ref':
      return (
        <RefSelect
          id={id}
          data-testid={testId}
          entity={f.entity}
          multiple={multiple}
          value={value as string | string[] | undefined}
          onChange={onChange}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          id={id}
          data-testid={testId}
          style={{ width: '100%' }}
          value={typeof value === 'string' && value ? dayjs(value, DATE_FORMAT) : null}
          onChange={(d) => onChange?.(d ? d.format(DATE_FORMAT) : undefined)}
        />
      );
    default:
      return (
        <Input
          id={id}
          data-testid={testId}
          allowClear
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
  }
}
