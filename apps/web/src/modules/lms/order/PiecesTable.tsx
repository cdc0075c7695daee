import { MAX_PIECES_PER_WAYBILL, REFERENCE_MAX_LENGTH } from '@freightdesk/domain';
import { Form, type FormInstance, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './order.css';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { fieldColumn, RowsCard, RowsTable, removeColumn, rowNumberColumn } from './OrderRows.tsx';
import { MeasureInput, useFieldLabel } from './OrderSelects.tsx';
import {
  newPieceRow,
  type OrderFormValues,
  type PieceRow,
  pieceRowMessages,
  pieceVolumeWeight,
} from './order-form.ts';

const MEASURES = ['orderActualWeight', 'orderLength', 'orderWidth', 'orderHeight'] as const;

/**
 * Pieces: weight and L/W/H per row (0–999.999), the volume weight with the product's divisor, and
 * the row's message from the domain rule (all four filled or all empty, above zero) as it is typed.
 */
export function PiecesTable({
  form,
  volumeDivisor,
}: {
  form: FormInstance<OrderFormValues>;
  volumeDivisor: number | undefined;
}) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const label = useFieldLabel();
  const pieces = (Form.useWatch('pieces', form) ?? []) as PieceRow[];
  const messages = pieceRowMessages(pieces, lang);
  return (
    <Form.List name="pieces">
      {(fields, { add, remove }) => (
        <RowsCard
          title={t('waybillOrder.section.pieces')}
          count={fields.length}
          addLabel={t('waybillOrder.addPiece')}
          addDisabled={fields.length >= MAX_PIECES_PER_WAYBILL}
          onAdd={() => add(newPieceRow())}
          addTestId="order-piece-add"
          testId="order-pieces"
        >
          <RowsTable
            dataSource={fields}
            rowClassName={(f) => (messages[f.name] ? 'order-row-invalid' : '')}
            columns={[
              rowNumberColumn,
              ...MEASURES.map((m) =>
                fieldColumn(label(m), m, 130, (f) => (
                  <MeasureInput data-testid={`order-piece-${f.name}-${m}`} />
                )),
              ),
              {
                title: t('waybillOrder.volumeWeight'),
                key: 'volume',
                width: 110,
                render: (_, f) => (
                  <span data-testid={`order-piece-${f.name}-volume`}>
                    {pieceVolumeWeight(pieces[f.name], volumeDivisor)}
                  </span>
                ),
              },
              fieldColumn(label('boxNo'), 'boxNo', 140, () => <Input maxLength={REFERENCE_MAX_LENGTH} />),
              removeColumn(t, remove, {
                disabled: fields.length <= 1,
                testId: (f) => `order-piece-${f.name}-remove`,
              }),
            ]}
          />
          {messages.map(
            (text, row) =>
              text && (
                <Typography.Text
                  key={`row-${text}`}
                  type="danger"
                  style={{ display: 'block', marginTop: 4 }}
                  data-testid={`order-piece-${row}-message`}
                >
                  {text}
                </Typography.Text>
              ),
          )}
        </RowsCard>
      )}
    </Form.List>
  );
}
