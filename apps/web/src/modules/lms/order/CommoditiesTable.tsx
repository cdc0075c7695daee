import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { COMMODITY_NAME_MAX_LENGTH, REFERENCE_MAX_LENGTH } from '@freightdesk/domain';
import { Button, Card, Form, type FormInstance, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { GoodsDescPicker } from '#web/components/goods-desc-picker/GoodsDescPicker.tsx';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { UNIT_PRICE_FIELD, useFieldLabel } from './OrderSelects.tsx';
import { type CommodityRow, commodityRowTotal, newCommodityRow, type OrderFormValues } from './order-form.ts';

type Path = (string | number)[];

/**
 * Commodity lines: English / Chinese name (45), quantity (whole, 1–999 999), unit price (3
 * decimals), the total computed, HS code, origin (default CN) and goods descriptions (picker).
 * The waybill's lines (`commodities`, at least one row) or a box's (`listName` relative to the
 * boxes list, `path` absolute).
 */
export function CommoditiesTable({
  form,
  listName = 'commodities',
  path = ['commodities'],
  testPrefix = 'order-commodity',
  minRows = 1,
  title,
}: {
  form: FormInstance<OrderFormValues>;
  listName?: string | Path;
  path?: Path;
  testPrefix?: string;
  minRows?: number;
  title?: string;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const rows = (Form.useWatch(path, form) ?? []) as CommodityRow[];
  const text = (name: keyof CommodityRow, max: number, width: number) => ({
    title: label(name),
    key: name,
    width,
    render: (_: unknown, f: { name: number }) => (
      <Form.Item name={[f.name, name]} noStyle>
        <Input maxLength={max} data-testid={`${testPrefix}-${f.name}-${name}`} />
      </Form.Item>
    ),
  });
  return (
    <Form.List name={listName}>
      {(fields, { add, remove }) => (
        <Card
          size="small"
          title={`${title ?? t('waybillOrder.section.commodities')} (${fields.length})`}
          extra={
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add(newCommodityRow())}
              data-testid={`${testPrefix}-add`}
            >
              {t('waybillOrder.addCommodity')}
            </Button>
          }
          data-testid={`${testPrefix}-lines`}
        >
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: '#', width: 48, render: (_, __, i) => i + 1 },
              text('nameEn', COMMODITY_NAME_MAX_LENGTH, 180),
              text('nameCn', COMMODITY_NAME_MAX_LENGTH, 140),
              {
                title: label('quantity'),
                key: 'quantity',
                width: 100,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'quantity']} noStyle>
                    <NumberInput
                      min={1}
                      max={999_999}
                      precision={0}
                      data-testid={`${testPrefix}-${f.name}-quantity`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: label('unitPrice'),
                key: 'unitPrice',
                width: 120,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'unitPrice']} noStyle>
                    <DecimalInput
                      field={UNIT_PRICE_FIELD}
                      data-testid={`${testPrefix}-${f.name}-unitPrice`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: label('totalPrice'),
                key: 'total',
                width: 100,
                render: (_, f) => (
                  <span data-testid={`${testPrefix}-${f.name}-total`}>{commodityRowTotal(rows[f.name])}</span>
                ),
              },
              text('hsCode', 20, 120),
              text('origin', 2, 70),
              text('sku', REFERENCE_MAX_LENGTH, 120),
              {
                title: label('goodsDescs'),
                key: 'goodsDescs',
                width: 220,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'goodsDescs']} noStyle>
                    <GoodsDescPicker data-testid={`${testPrefix}-${f.name}-goodsDescs`} />
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
                    disabled={fields.length <= minRows}
                    aria-label={t('common.delete')}
                    onClick={() => remove(f.name)}
                    data-testid={`${testPrefix}-${f.name}-remove`}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
    </Form.List>
  );
}
