import type { EnumOption } from '@freightdesk/domain';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';

/** The cells of the sub-data tables: decimals kept as strings, enum selects, zone and tag lists. */

const toNum = (v: string | null | undefined) =>
  v === null || v === undefined || v === '' ? null : Number(v);
const toText = (n: number | null) => (n === null ? null : String(n));

export function DecimalCell(props: {
  value: string | null | undefined;
  onChange: (v: string | null) => void;
  testId: string;
  percent?: boolean;
  negative?: boolean;
}) {
  return (
    <NumberInput
      style={{ width: 100 }}
      min={props.negative ? -99999999 : 0}
      max={props.percent ? 10 : 99999999}
      precision={4}
      percent={props.percent}
      value={toNum(props.value)}
      onChange={(n) => props.onChange(toText(n))}
      data-testid={props.testId}
    />
  );
}

export function EnumCell<V extends string>(props: {
  value: V | null | undefined;
  options: readonly EnumOption[];
  onChange: (v: V) => void;
  testId: string;
  allowClear?: boolean;
}) {
  const [lang] = useLanguage();
  const { t } = useTranslation();
  return (
    <Select<V>
      style={{ width: 150 }}
      value={props.value ?? undefined}
      allowClear={props.allowClear}
      placeholder={props.allowClear ? t('priceForm.any') : undefined}
      options={props.options.map((o) => ({ value: o.value as V, label: o.label[lang] }))}
      onChange={(v) => props.onChange(v)}
      data-testid={props.testId}
    />
  );
}

/** A list of names: the zones to choose from, or free tags (goods types, subjects, countries). */
export function ListCell(props: {
  value: readonly string[];
  choices: readonly string[];
  onChange: (v: string[]) => void;
  testId: string;
  free?: boolean;
  width?: number;
}) {
  const { t } = useTranslation();
  return (
    <Select<string[]>
      mode={props.free ? 'tags' : 'multiple'}
      style={{ width: props.width ?? 180 }}
      value={[...props.value]}
      placeholder={t('priceForm.any')}
      options={props.choices.map((z) => ({ value: z, label: z }))}
      onChange={(v) => props.onChange(v)}
      data-testid={props.testId}
    />
  );
}

export function TextCell(props: {
  value: string | null | undefined;
  onChange: (v: string) => void;
  testId: string;
  width?: number;
  placeholder?: string;
}) {
  return (
    <Input
      style={{ width: props.width ?? 140 }}
      value={props.value ?? ''}
      placeholder={props.placeholder}
      onChange={(e) => props.onChange(e.target.value)}
      data-testid={props.testId}
    />
  );
}

type RangeRow = { zones: string[]; startWeight?: string | null; endWeight?: string | null };
type ColumnsOf<R> = import('antd/es/table').ColumnsType<R>;

/**
 * The columns rows of several sub-tables share: zones (a multi-select of `zones`) and the weight
 * range from / to; `set` patches row i, `id` names a cell's test id.
 */
export function rangeColumns<R extends RangeRow>(
  t: (key: string) => string,
  zones: readonly string[],
  set: (i: number, patch: Partial<RangeRow>) => void,
  id: (field: string, i: number) => string,
): { zones: ColumnsOf<R>[number]; range: ColumnsOf<R> } {
  return {
    zones: {
      key: 'zones',
      title: t('priceForm.zones'),
      render: (_, r, i) => (
        <ListCell
          value={r.zones}
          choices={zones}
          onChange={(v) => set(i, { zones: v })}
          testId={id('zones', i)}
        />
      ),
    },
    range: [
      {
        key: 'startWeight',
        title: t('priceForm.startWeight'),
        render: (_, r, i) => (
          <DecimalCell
            value={r.startWeight}
            onChange={(v) => set(i, { startWeight: v })}
            testId={id('start', i)}
          />
        ),
      },
      {
        key: 'endWeight',
        title: t('priceForm.endWeight'),
        render: (_, r, i) => (
          <DecimalCell value={r.endWeight} onChange={(v) => set(i, { endWeight: v })} testId={id('end', i)} />
        ),
      },
    ],
  };
}
