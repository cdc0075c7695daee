import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_PIECES_PER_WAYBILL, REFERENCE_MAX_LENGTH } from '@freightdesk/domain';
import { Button, Card, Form, type FormInstance, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './order.css';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
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
        <Card
          size="small"
          title={`${t('waybillOrder.section.pieces')} (${fields.length})`}
          extra={
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_PIECES_PER_WAYBILL}
              onClick={() => add(newPieceRow())}
              data-testid="order-piece-add"
            >
              {t('waybillOrder.addPiece')}
            </Button>
          }
          data-testid="order-pieces"
        >
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            scroll={{ x: 'max-content' }}
            rowClassName={(f) => (messages[f.name] ? 'order-row-invalid' : '')}
            columns={[
              { title: '#', width: 48, render: (_, __, i) => i + 1 },
              ...MEASURES.map((m) => ({
                title: label(m),
                key: m,
                width: 130,
                render: (_: unknown, f: { name: number }) => (
                  <Form.Item name={[f.name, m]} noStyle>
                    <MeasureInput data-testid={`order-piece-${f.name}-${m}`} />
                  </Form.Item>
                ),
              })),
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
              {
                title: label('boxNo'),
                key: 'boxNo',
                width: 140,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'boxNo']} noStyle>
                    <Input maxLength={REFERENCE_MAX_LENGTH} />
                  </Form.Item>
                ),
              },
              {
                title: t('common.actions'),
                key: 'remove',
                width: 64,
                render: (_, f) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 1}
                    aria-label={t('common.delete')}
                    onClick={() => remove(f.name)}
                    data-testid={`order-piece-${f.name}-remove`}
                  />
                ),
              },
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
        </Card>
      )}
    </Form.List>
  );
}
