import type { FieldDef, Language } from '@freightdesk/domain';
import { DatePicker, Input, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '#web/components/date-range/date-shortcuts.ts';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';
import { ObjectFormEditor } from '#web/components/sub-config/ObjectFormEditor.tsx';
import { RowTableEditor } from '#web/components/sub-config/RowTableEditor.tsx';
import type { SubConfigEditor } from '#web/components/sub-config/sub-fields.ts';
import { editorFields } from '#web/components/sub-config/sub-values.ts';
import { FilesInput } from '#web/components/upload/FilesInput.tsx';
import { DecimalInput } from './DecimalInput.tsx';
import { DictSelect } from './DictSelect.tsx';
import { RefSelect } from './RefSelect.tsx';

type Props = {
  fieldKey: string;
  field: FieldDef;
  lang: Language;
  disabled: boolean;
  /** Labels of a reference's current value (`<field>Label` of the edited row). */
  refLabels?: unknown;
  /** The registered sub-config editor of a JSON field (else the JSON text area). */
  subConfig?: SubConfigEditor;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
};

/** Separators of a pasted list (the server splits on the same). */
const LIST_SEPARATORS = [',', '，', ';', '；'];

/**
 * The form control of one field: text inputs, the number input for integers, a decimal input,
 * selects for enums, dictionaries and references, a switch for yes/no, date pickers, tags for
 * text lists and a text area for JSON.
 */
export function FormControl({
  fieldKey,
  field: f,
  lang,
  disabled,
  refLabels,
  subConfig,
  value,
  onChange,
  id,
}: Props) {
  const { t } = useTranslation();
  const common = { id, disabled, 'data-testid': `form-${fieldKey}` };
  switch (f.type) {
    case 'text':
      return (
        <Input
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange?.(f.upper ? e.target.value.toUpperCase() : e.target.value)}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          autoSize={{ minRows: 2, maxRows: 8 }}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'int':
      return (
        <NumberInput
          {...common}
          min={f.min}
          max={f.max}
          precision={0}
          value={typeof value === 'number' ? value : null}
          onChange={(n) => onChange?.(n)}
        />
      );
    case 'decimal':
      return (
        <DecimalInput
          {...common}
          field={f}
          value={value === undefined || value === null ? null : String(value)}
          onChange={onChange}
        />
      );
    case 'bool':
      return <Switch {...common} checked={Boolean(value)} onChange={(checked) => onChange?.(checked)} />;
    case 'enum':
      return (
        <Select
          {...common}
          allowClear={!f.required}
          mode={f.multiple ? 'multiple' : undefined}
          placeholder={t('resource.selectPlaceholder')}
          value={value as string | number | (string | number)[] | undefined}
          onChange={onChange}
          options={f.options.map((o) => ({ value: o.value, label: o.label[lang] }))}
        />
      );
    case 'dict':
      return (
        <DictSelect
          {...common}
          dictionary={f.dictionary}
          multiple={f.multiple}
          value={value as string | string[] | undefined}
          onChange={onChange}
        />
      );
    case 'ref':
      return (
        <RefSelect
          {...common}
          entity={f.entity}
          multiple={f.multiple}
          labels={refLabels}
          value={value as string | string[] | undefined}
          onChange={onChange}
        />
      );
    case 'date':
    case 'datetime': {
      const withTime = f.type === 'datetime';
      const day = typeof value === 'string' && value ? dayjs(value) : null;
      return (
        <DatePicker
          {...common}
          style={{ width: '100%' }}
          showTime={withTime}
          value={day?.isValid() ? day : null}
          onChange={(d) => onChange?.(d ? (withTime ? d.toISOString() : d.format(DATE_FORMAT)) : undefined)}
        />
      );
    }
    case 'textList':
      return (
        <Select
          {...common}
          mode="tags"
          open={false}
          tokenSeparators={LIST_SEPARATORS}
          placeholder={t('resource.tagsPlaceholder')}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(next: string[]) => onChange?.(next.map((s) => s.trim()).filter(Boolean))}
        />
      );
    case 'json':
      if (f.files)
        return (
          <FilesInput
            id={id}
            testId={`form-${fieldKey}`}
            config={f.files}
            lang={lang}
            disabled={disabled}
            value={value}
            onChange={onChange}
          />
        );
      if (subConfig) {
        const Editor = subConfig.kind === 'rows' ? RowTableEditor : ObjectFormEditor;
        return (
          <Editor
            id={id}
            testId={`form-${fieldKey}`}
            fields={editorFields(subConfig)}
            labels={subConfig.labels}
            lang={lang}
            disabled={disabled}
            value={value}
            onChange={onChange}
          />
        );
      }
      return (
        <Input.TextArea
          {...common}
          autoSize={{ minRows: 3, maxRows: 12 }}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
  }
}
