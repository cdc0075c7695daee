import { COMMODITY_NAME_MAX_LENGTH, REFERENCE_MAX_LENGTH } from '@freightdesk/domain';
import { Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { GoodsDescPicker } from '#web/components/goods-desc-picker/GoodsDescPicker.tsx';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { fieldColumn, RowsCard, RowsTable, removeColumn, rowNumberColumn } from './OrderRows.tsx';
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
  const text = (name: keyof CommodityRow, max: number, width: number) =>
    fieldColumn(label(name), name, width, (f) => (
      <Input maxLength={max} data-testid={`${testPrefix}-${f.name}-${name}`} />
    ));
  return (
    <Form.List name={listName}>
      {(fields, { add, remove }) => (
        <RowsCard
          title={title ?? t('waybillOrder.section.commodities')}
          count={fields.length}
          addLabel={t('waybillOrder.addCommodity')}
          onAdd={() => add(newCommodityRow())}
          addTestId={`${testPrefix}-add`}
          testId={`${testPrefix}-lines`}
        >
          <RowsTable
            dataSource={fields}
            columns={[
              rowNumberColumn,
              text('nameEn', COMMODITY_NAME_MAX_LENGTH, 180),
              text('nameCn', COMMODITY_NAME_MAX_LENGTH, 140),
              fieldColumn(label('quantity'), 'quantity', 100, (f) => (
                <NumberInput
                  min={1}
                  max={999_999}
                  precision={0}
                  data-testid={`${testPrefix}-${f.name}-quantity`}
                />
              )),
              fieldColumn(label('unitPrice'), 'unitPrice', 120, (f) => (
                <DecimalInput field={UNIT_PRICE_FIELD} data-testid={`${testPrefix}-${f.name}-unitPrice`} />
              )),
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
              fieldColumn(label('goodsDescs'), 'goodsDescs', 220, (f) => (
                <GoodsDescPicker data-testid={`${testPrefix}-${f.name}-goodsDescs`} />
              )),
              removeColumn(t, remove, {
                disabled: fields.length <= minRows,
                testId: (f) => `${testPrefix}-${f.name}-remove`,
              }),
            ]}
          />
        </RowsCard>
      )}
    </Form.List>
  );
}
