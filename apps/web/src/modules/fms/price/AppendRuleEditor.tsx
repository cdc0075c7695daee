import { APPEND_MODE_OPTIONS, PACKAGE_TYPE_OPTIONS, SUBJECT_RULE_OPTIONS } from '@freightdesk/domain';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { APPEND_RULE_VARIABLES, type AppendRuleRow, newAppendRule } from './price-sub-data.ts';
import { DecimalCell, EnumCell, ListCell, rangeColumns, TextCell } from './SubRowCells.tsx';
import { SubRowTable } from './SubRowTable.tsx';

type Props = {
  value: AppendRuleRow[];
  onChange: (rows: AppendRuleRow[]) => void;
  zones: readonly string[];
  /** Fee subjects to suggest for include / exclude (freight, surcharges, service fees, …). */
  subjects: readonly string[];
  messages: ReadonlyMap<number, string>;
};

/**
 * Append-price rules: the subjects (all merged, detail, include or exclude the listed ones), the
 * conditions (package type, goods types, weight range, zones, countries) and the mode with its value
 * or, for custom, its formula.
 */
export function AppendRuleEditor({ value, onChange, zones, subjects, messages }: Props) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<AppendRuleRow>) =>
    onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const id = (field: string, i: number) => `append-rule-${field}-${i}`;
  const listed = (r: AppendRuleRow) => r.subjectRule === 'include' || r.subjectRule === 'exclude';
  const shared = rangeColumns<AppendRuleRow>(t, zones, set, id);
  const columns: ColumnsType<AppendRuleRow> = [
    {
      key: 'name',
      title: t('priceForm.name'),
      render: (_, r, i) => (
        <TextCell value={r.name} onChange={(v) => set(i, { name: v })} testId={id('name', i)} />
      ),
    },
    {
      key: 'subjectRule',
      title: t('priceForm.subjectRule'),
      render: (_, r, i) => (
        <EnumCell
          value={r.subjectRule}
          options={SUBJECT_RULE_OPTIONS}
          onChange={(v: AppendRuleRow['subjectRule']) => set(i, { subjectRule: v })}
          testId={id('subject-rule', i)}
        />
      ),
    },
    {
      key: 'subjects',
      title: t('priceForm.subjects'),
      render: (_, r, i) =>
        listed(r) && (
          <ListCell
            free
            value={r.subjects}
            choices={subjects}
            onChange={(v) => set(i, { subjects: v })}
            testId={id('subjects', i)}
          />
        ),
    },
    {
      key: 'packageType',
      title: t('priceForm.packageType'),
      render: (_, r, i) => (
        <EnumCell
          allowClear
          value={r.packageType}
          options={PACKAGE_TYPE_OPTIONS}
          onChange={(v: NonNullable<AppendRuleRow['packageType']>) => set(i, { packageType: v ?? null })}
          testId={id('package-type', i)}
        />
      ),
    },
    {
      key: 'goodsTypes',
      title: t('priceForm.goodsTypes'),
      render: (_, r, i) => (
        <ListCell
          free
          value={r.goodsTypes}
          choices={[]}
          onChange={(v) => set(i, { goodsTypes: v })}
          testId={id('goods', i)}
        />
      ),
    },
    ...shared.range,
    shared.zones,
    {
      key: 'countryCodes',
      title: t('priceForm.countryCodes'),
      render: (_, r, i) => (
        <ListCell
          free
          width={120}
          value={r.countryCodes}
          choices={[]}
          onChange={(v) => set(i, { countryCodes: v.map((c) => c.trim().toUpperCase()) })}
          testId={id('countries', i)}
        />
      ),
    },
    {
      key: 'mode',
      title: t('priceForm.mode'),
      render: (_, r, i) => (
        <EnumCell
          value={r.mode}
          options={APPEND_MODE_OPTIONS}
          onChange={(v: AppendRuleRow['mode']) => set(i, { mode: v })}
          testId={id('mode', i)}
        />
      ),
    },
    {
      key: 'value',
      title: t('priceForm.valueOrFormula'),
      render: (_, r, i) =>
        r.mode === 'custom' ? (
          <TextCell
            value={r.formula}
            width={220}
            placeholder="max(base * 0.05, 15)"
            onChange={(v) => set(i, { formula: v })}
            testId={id('formula', i)}
          />
        ) : (
          <DecimalCell
            negative
            percent={r.mode === 'percent'}
            value={r.value}
            onChange={(v) => set(i, { value: v })}
            testId={id('value', i)}
          />
        ),
    },
  ];
  return (
    <SubRowTable
      testId="append-rule"
      rows={value}
      columns={columns}
      onChange={onChange}
      newRow={newAppendRule}
      messages={messages}
      hint={t('priceForm.formulaHint', { vars: APPEND_RULE_VARIABLES.join(', ') })}
    />
  );
}
