import { MAX_PIECES_PER_WAYBILL, REFERENCE_MAX_LENGTH } from '@freightdesk/domain';
import { Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommoditiesTable } from './CommoditiesTable.tsx';
import { fieldColumn, RowsCard, RowsTable, removeColumn, rowNumberColumn } from './OrderRows.tsx';
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
        <RowsCard
          title={t('waybillOrder.section.boxes')}
          count={fields.length}
          addLabel={t('waybillOrder.addBox')}
          addDisabled={fields.length >= MAX_PIECES_PER_WAYBILL}
          onAdd={() => add({ commodities: [] })}
          addTestId="order-box-add"
          testId="order-boxes"
        >
          {fields.length > 0 && (
            <RowsTable
              dataSource={fields}
              columns={[
                rowNumberColumn,
                fieldColumn(label('boxNo'), 'boxNo', 150, (f) => (
                  <Input maxLength={REFERENCE_MAX_LENGTH} data-testid={`order-box-${f.name}-boxNo`} />
                )),
                ...MEASURES.map((m) => fieldColumn(label(m), m, 130, () => <MeasureInput />)),
                fieldColumn(label('fbaShipmentId'), 'fbaShipmentId', 150, () => (
                  <Input maxLength={REFERENCE_MAX_LENGTH} />
                )),
                removeColumn(t, remove),
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
        </RowsCard>
      )}
    </Form.List>
  );
}
