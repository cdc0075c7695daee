import type { WaybillBox, WaybillCommodity } from '@freightdesk/domain';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldLabel, useTabDetail } from './drawer-context.tsx';
import { TAB_FLAGS } from './drawer-logic.ts';

const BOX_FIELDS = [
  'boxNo',
  'actualWeight',
  'length',
  'width',
  'height',
  'commodityLineCount',
  'commodityQuantity',
  'fbaShipmentId',
  'fbaReferenceId',
] as const;
const COMMODITY_FIELDS = [
  'nameEn',
  'nameCn',
  'quantity',
  'unit',
  'unitPrice',
  'totalPrice',
  'sku',
  'hsCode',
  'origin',
] as const;

/** The boxes tab: the box table; each box expands to its commodity lines. */
export function BoxesTab() {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const detail = useTabDetail('boxes', TAB_FLAGS.boxes);
  const boxes = detail.data?.boxes ?? [];
  const columns = <R,>(fields: readonly string[]) =>
    fields.map(
      (f) =>
        ({
          key: f,
          dataIndex: f,
          title: label(f),
          // the Chinese name is Chinese whatever the user's language
          ...(f === 'nameCn' ? { render: (v: unknown) => <span lang="zh-CN">{v as string}</span> } : {}),
        }) as {
          key: string;
          dataIndex: keyof R & string;
          title: string;
        },
    );
  return (
    <div data-testid="drawer-boxes">
      <Table<WaybillBox>
        size="small"
        rowKey="id"
        loading={detail.isLoading}
        dataSource={boxes}
        columns={columns<WaybillBox>(BOX_FIELDS)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{
          rowExpandable: (b) => b.commodities.length > 0,
          expandedRowRender: (b) => (
            <Table<WaybillCommodity>
              size="small"
              rowKey="id"
              dataSource={b.commodities}
              columns={columns<WaybillCommodity>(COMMODITY_FIELDS)}
              pagination={false}
              data-testid="box-commodities"
            />
          ),
        }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('waybillDrawer.noBoxes')} />,
        }}
      />
    </div>
  );
}
