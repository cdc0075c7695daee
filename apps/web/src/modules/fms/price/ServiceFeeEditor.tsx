import { SERVICE_FEE_RULE_OPTIONS } from '@freightdesk/domain';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { newServiceFee, type ServiceFeeRow } from './price-sub-data.ts';
import { DecimalCell, EnumCell, TextCell } from './SubRowCells.tsx';
import { SubRowTable } from './SubRowTable.tsx';

type Props = {
  value: ServiceFeeRow[];
  onChange: (rows: ServiceFeeRow[]) => void;
  messages: ReadonlyMap<number, string>;
};

/** Service fee rows: a subject charged as a percentage of the freight, freight with fuel or declared value. */
export function ServiceFeeEditor({ value, onChange, messages }: Props) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<ServiceFeeRow>) =>
    onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const id = (field: string, i: number) => `service-fee-${field}-${i}`;
  const columns: ColumnsType<ServiceFeeRow> = [
    {
      key: 'subject',
      title: t('priceForm.subject'),
      render: (_, r, i) => (
        <TextCell value={r.subject} onChange={(v) => set(i, { subject: v })} testId={id('subject', i)} />
      ),
    },
    {
      key: 'rule',
      title: t('priceForm.rule'),
      render: (_, r, i) => (
        <EnumCell
          value={r.rule}
          options={SERVICE_FEE_RULE_OPTIONS}
          onChange={(v: ServiceFeeRow['rule']) => set(i, { rule: v })}
          testId={id('rule', i)}
        />
      ),
    },
    {
      key: 'appendPercent',
      title: t('priceForm.appendPercent'),
      render: (_, r, i) => (
        <DecimalCell
          percent
          value={r.appendPercent}
          onChange={(v) => set(i, { appendPercent: v })}
          testId={id('percent', i)}
        />
      ),
    },
  ];
  return (
    <SubRowTable
      testId="service-fee"
      rows={value}
      columns={columns}
      onChange={onChange}
      newRow={newServiceFee}
      messages={messages}
      hint={t('priceForm.serviceFeeHint')}
    />
  );
}
