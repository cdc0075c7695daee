import {
  operandOf,
  RULE_UNIT_LABELS,
  type RuleField,
  type RuleOp,
  type RuleScalar,
  type RuleValue,
} from '@freightdesk/domain';
import { Input, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsDescPicker } from '#web/components/goods-desc-picker/GoodsDescPicker.tsx';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { countryLabel, useOrderOptions } from '#web/modules/lms/order/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';

type Props = {
  field: RuleField;
  op: RuleOp;
  value: RuleValue | undefined;
  onChange: (value: RuleValue | undefined) => void;
  /** Whether the value (or the n-th of a range) has an issue. */
  invalid: (index?: number) => boolean;
  id: string;
  testId: string;
};

const REF_ENTITY = { product: 'product', customer: 'customer', channel: 'channel', agent: 'agent' } as const;
/** Input bounds of numbers: whole, weights and sizes (3 decimals), money (2). */
const numberField = (f: RuleField) =>
  f.kind === 'money'
    ? { scale: 2, min: '0', max: '999999999999' }
    : { scale: f.integer ? 0 : 3, min: '0', max: '99999999' };

const asList = (v: RuleValue | undefined): string[] => (Array.isArray(v) ? v.map(String) : []);
const asText = (v: RuleValue | undefined): string => (typeof v === 'string' ? v : '');

/** The input of a condition's value, chosen by the field's kind and the operator's operand. */
export function RuleValueInput({ field, op, value, onChange, invalid, id, testId }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const operand = operandOf(op);
  if (operand === 'none') return null;
  const status = (i?: number) => (invalid(i) ? ('error' as const) : undefined);
  const label = t('ruleEditor.value');

  if (operand === 'range') {
    const [min, max] = Array.isArray(value) ? value.map(String) : ['', ''];
    const set = (i: 0 | 1) => (v: string | null) => {
      const next = [min ?? '', max ?? ''];
      next[i] = v ?? '';
      onChange(next);
    };
    return (
      <Space>
        <NumberValue
          field={field}
          value={min}
          onChange={set(0)}
          id={`${id}-min`}
          testId={`${testId}-min`}
          label={t('ruleEditor.min')}
          status={status(0)}
        />
        <span>–</span>
        <NumberValue
          field={field}
          value={max}
          onChange={set(1)}
          id={`${id}-max`}
          testId={`${testId}-max`}
          label={t('ruleEditor.max')}
          status={status(1)}
        />
      </Space>
    );
  }

  const many = operand === 'list';
  const common = { id, 'data-testid': testId, 'aria-label': label, status: status() };
  const pick = (v: unknown) =>
    onChange(many ? asList(v as RuleValue) : ((v as RuleScalar | undefined) ?? ''));
  const tags = () => (
    <TagsValue
      {...common}
      value={asList(value)}
      onChange={onChange}
      placeholder={t('ruleEditor.typeValues')}
    />
  );
  switch (field.kind) {
    case 'number':
    case 'money':
      if (many) return tags();
      return (
        <NumberValue
          field={field}
          value={asText(value)}
          onChange={(v) => onChange(v ?? '')}
          id={id}
          testId={testId}
          label={label}
          status={status()}
        />
      );
    case 'boolean':
      return (
        <Select
          {...common}
          style={{ minWidth: 100 }}
          value={value === false ? 'false' : 'true'}
          onChange={(v) => onChange(v === 'true')}
          options={[
            { value: 'true', label: t('ruleEditor.yes') },
            { value: 'false', label: t('ruleEditor.no') },
          ]}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          style={{ minWidth: 160 }}
          mode={many ? 'multiple' : undefined}
          value={many ? asList(value) : asText(value) || undefined}
          onChange={pick}
          showSearch={{ optionFilterProp: 'label' }}
          options={(field.options ?? []).map((o) => ({ value: String(o.value), label: o.label[lang] }))}
        />
      );
    case 'country':
      return <CountryValue {...common} many={many} value={value} onChange={pick} />;
    case 'product':
    case 'customer':
    case 'channel':
    case 'agent':
      return (
        <div style={{ minWidth: 200 }}>
          <RefSelect
            entity={REF_ENTITY[field.kind]}
            id={id}
            data-testid={testId}
            multiple={many}
            value={many ? asList(value) : asText(value) || undefined}
            onChange={pick}
          />
        </div>
      );
    case 'goodsType': {
      const chosen = many ? asList(value) : asText(value) ? [asText(value)] : [];
      return (
        <GoodsDescPicker
          id={id}
          data-testid={testId}
          value={chosen}
          onChange={(names) => onChange(many ? names : (names.at(-1) ?? ''))}
        />
      );
    }
    default:
      if (many) return tags();
      return (
        <Input
          {...common}
          style={{ width: 200 }}
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

type Common = { id: string; 'data-testid': string; 'aria-label': string; status?: 'error' };

function NumberValue(p: {
  field: RuleField;
  value: string;
  onChange: (v: string | null) => void;
  id: string;
  testId: string;
  label: string;
  status?: 'error';
}) {
  const [lang] = useLanguage();
  const unit: ReactNode = p.field.unit ? (
    <Typography.Text type="secondary">{RULE_UNIT_LABELS[p.field.unit][lang]}</Typography.Text>
  ) : null;
  return (
    <Space size={4}>
      <DecimalInput
        field={numberField(p.field)}
        value={p.value}
        onChange={p.onChange}
        id={p.id}
        data-testid={p.testId}
        aria-label={p.label}
        aria-invalid={p.status === 'error'}
      />
      {unit}
    </Space>
  );
}

/** Free values typed one by one (texts, numbers, zone names). */
function TagsValue({
  value,
  onChange,
  placeholder,
  ...common
}: Common & { value: string[]; onChange: (v: string[]) => void; placeholder: string }) {
  return (
    <Select
      {...common}
      mode="tags"
      style={{ minWidth: 200 }}
      value={value}
      onChange={(v: string[]) => onChange(v)}
      placeholder={placeholder}
      open={false}
      suffixIcon={null}
    />
  );
}

function CountryValue({
  many,
  value,
  onChange,
  ...common
}: Common & { many: boolean; value: RuleValue | undefined; onChange: (v: unknown) => void }) {
  const [lang] = useLanguage();
  const options = useOrderOptions();
  return (
    <Select
      {...common}
      style={{ minWidth: 200 }}
      mode={many ? 'multiple' : undefined}
      allowClear
      loading={options.isFetching}
      value={many ? asList(value) : asText(value) || undefined}
      onChange={onChange}
      showSearch={{ optionFilterProp: ['label', 'value'] }}
      options={(options.data?.countries ?? []).map((c) => ({ value: c.code, label: countryLabel(c, lang) }))}
    />
  );
}
