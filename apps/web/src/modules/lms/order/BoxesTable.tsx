import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_PIECES_PER_WAYBILL, REFERENCE_MAX_LENGTH } from '@freightdesk/domain';
import { Button, Card, Form, type FormInstance, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommoditiesTable } from './CommoditiesTable.tsx';
import { MeasureInput, useFieldLabel } from './OrderSelects.tsx';
import type { BoxRow, OrderFormValues } from './order-form.ts';

const MEASURES = ['actualWeight', 'length', 'width', 'height'] as const;

/**
 * Boxes of an FBA-style order (optional): box number (required on a filled row), weight and size,
 * FBA ids, then each box's commodity lines under the boxes.
 */
export function BoxesTable({ form }: { form: FormInstance<OrderFormValues> }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const boxes = (Form.useWatch('boxes', form) ?? []) as BoxRow[];
  return (
    <Form.List name="boxes">
      {(fields, { add, remove }) => (
        <Card
          size="small"
          title={`${t('waybillOrder.section.boxes')} (${fields.length})`}
          extra={
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_PIECES_PER_WAYBILL}
              onClick={() => add({ commodities: [] })}
              data-testid="order-box-add"
            >
              {t('waybillOrder.addBox')}
            </Button>
          }
          data-testid="order-boxes"
        >
          {fields.length > 0 && (
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={fields}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: '#', width: 48, render: (_, __, i) => i + 1 },
                {
                  title: label('boxNo'),
                  key: 'boxNo',
                  width: 150,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'boxNo']} noStyle>
                      <Input maxLength={REFERENCE_MAX_LENGTH} data-testid={`order-box-${f.name}-boxNo`} />
                    </Form.Item>
                  ),
                },
                ...MEASURES.map((m) => ({
                  title: label(m),
                  key: m,
                  width: 130,
                  render: (_: unknown, f: { name: number }) => (
                    <Form.Item name={[f.name, m]} noStyle>
                      <MeasureInput />
                    </Form.Item>
                  ),
                })),
                {
                  title: label('fbaShipmentId'),
                  key: 'fbaShipmentId',
                  width: 150,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'fbaShipmentId']} noStyle>
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
                      aria-label={t('common.delete')}
                      onClick={() => remove(f.name)}
                    />
                  ),
                },
              ]}
            />
          )}
          {fields.map((f) => (
            <div key={f.key} style={{ marginTop: 8 }}>
              <CommoditiesTable
                form={form}
                listName={[f.name, 'commodities']}
                path={['boxes', f.name, 'commodities']}
                testPrefix={`order-box-${f.name}-commodity`}
                minRows={0}
                title={t('waybillOrder.boxCommodities', { box: boxes[f.name]?.boxNo || f.name + 1 })}
              />
            </div>
          ))}
        </Card>
      )}
    </Form.List>
  );
}
