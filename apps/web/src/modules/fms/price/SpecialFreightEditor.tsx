import { SPECIAL_FEE_TYPE_OPTIONS } from '@freightdesk/domain';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { newSpecialFreight, SPECIAL_FREIGHT_VARIABLES, type SpecialFreightRow } from './price-sub-data.ts';
import { DecimalCell, EnumCell, rangeColumns, TextCell } from './SubRowCells.tsx';
import { SubRowTable } from './SubRowTable.tsx';

type Props = {
  value: SpecialFreightRow[];
  onChange: (rows: SpecialFreightRow[]) => void;
  /** The zone names a row can choose (the table's and the product scheme's). */
  zones: readonly string[];
  messages: ReadonlyMap<number, string>;
};

/** Special freight rows: zones, weight range, fee type (replaces or adds to the freight), formula, min fee. */
export function SpecialFreightEditor({ value, onChange, zones, messages }: Props) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<SpecialFreightRow>) =>
    onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const id = (field: string, i: number) => `special-freight-${field}-${i}`;
  const shared = rangeColumns<SpecialFreightRow>(t, zones, set, id);
  const columns: ColumnsType<SpecialFreightRow> = [
    shared.zones,
    ...shared.range,
    {
      key: 'feeType',
      title: t('priceForm.feeType'),
      render: (_, r, i) => (
        <EnumCell
          value={r.feeType}
          options={SPECIAL_FEE_TYPE_OPTIONS}
          onChange={(v: SpecialFreightRow['feeType']) => set(i, { feeType: v })}
          testId={id('fee-type', i)}
        />
      ),
    },
    {
      key: 'formula',
      title: t('priceForm.formula'),
      render: (_, r, i) => (
        <TextCell
          value={r.formula}
          width={260}
          placeholder="max(chargeWeight * 12, 50)"
          onChange={(v) => set(i, { formula: v })}
          testId={id('formula', i)}
        />
      ),
    },
    {
      key: 'minFee',
      title: t('priceForm.minFee'),
      render: (_, r, i) => (
        <DecimalCell value={r.minFee} onChange={(v) => set(i, { minFee: v })} testId={id('min-fee', i)} />
      ),
    },
  ];
  return (
    <SubRowTable
      testId="special-freight"
      rows={value}
      columns={columns}
      onChange={onChange}
      newRow={newSpecialFreight}
      messages={messages}
      hint={t('priceForm.formulaHint', { vars: SPECIAL_FREIGHT_VARIABLES.join(', ') })}
    />
  );
}
