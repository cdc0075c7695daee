import type { ScanLookupAnswer, WeighModeValue } from '@freightdesk/domain';
import { Button, Table } from 'antd';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';
import { EMPTY_ROW, type PieceField, type PieceRow, rowFields } from './piece-rows.ts';

type Props = {
  rows: PieceRow[];
  mode: WeighModeValue;
  onChange: (rows: PieceRow[]) => void;
  /** Enter in the field at `index` (over every row's fields, top to bottom) of `total`. */
  onEnter: (index: number, total: number) => void;
  containerRef: Ref<HTMLDivElement>;
  /** The ordered pieces, shown as placeholders of the measures of the same row. */
  ordered: ScanLookupAnswer['pieces'];
};

const ORDER_FIELD = {
  actualWeight: 'orderActualWeight',
  length: 'orderLength',
  width: 'orderWidth',
  height: 'orderHeight',
} as const;

const MEASURE = { min: 0, max: 999.999, precision: 3 };
const COUNT = { min: 1, max: 999, precision: 0 };

/** The piece rows of a weighing scan: count, weight, L/W/H per the weigh mode; Enter walks the fields. */
export function PieceRowsEditor({ rows, mode, onChange, onEnter, containerRef, ordered }: Props) {
  const { t } = useTranslation();
  const fields = rowFields(mode);
  const total = rows.length * fields.length;
  const set = (i: number, f: PieceField, v: number | null) =>
    onChange(rows.map((r, k) => (k === i ? { ...r, [f]: v } : r)));
  const input = (i: number, f: PieceField) => {
    const index = i * fields.length + fields.indexOf(f);
    return (
      <NumberInput
        {...(f === 'count' ? COUNT : MEASURE)}
        value={rows[i]![f]}
        placeholder={f === 'count' ? undefined : (ordered[i]?.[ORDER_FIELD[f]] ?? undefined)}
        onChange={(v) => set(i, f, v)}
        data-nav={index}
        data-testid={`scan-piece-${i + 1}-${f}`}
        aria-label={`${t(`scan.piece.${f}`)} ${i + 1}`}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          onEnter(index, total);
        }}
      />
    );
  };
  return (
    <div ref={containerRef} data-testid="scan-pieces">
      <Table<PieceRow & { seq: number }>
        size="small"
        pagination={false}
        rowKey="seq"
        dataSource={rows.map((r, i) => ({ ...r, seq: i + 1 }))}
        columns={[
          { key: 'seq', title: '#', dataIndex: 'seq', width: 48 },
          ...fields.map((f) => ({
            key: f,
            title: t(`scan.piece.${f}`),
            render: (_: unknown, __: unknown, i: number) => input(i, f),
          })),
          {
            key: 'remove',
            width: 56,
            render: (_: unknown, __: unknown, i: number) => (
              <Button
                size="small"
                type="text"
                tabIndex={-1}
                disabled={rows.length <= 1}
                onClick={() => onChange(rows.filter((_r, k) => k !== i))}
                data-testid={`scan-piece-${i + 1}-remove`}
              >
                ×
              </Button>
            ),
          },
        ]}
      />
      <Button
        size="small"
        style={{ marginTop: 8 }}
        tabIndex={-1}
        onClick={() => onChange([...rows, { ...EMPTY_ROW }])}
        data-testid="scan-piece-add"
      >
        {t('scan.piece.add')}
      </Button>
    </div>
  );
}
