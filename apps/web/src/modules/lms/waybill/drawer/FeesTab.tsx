import { actorName, FEE_STATUS_OPTIONS, feeTotals, type WaybillFeeRow } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Empty, Table, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { subjectLabel, WaybillFeeTools } from '#web/modules/fms/fee/index.ts';
import { drawerApi, drawerKeys } from './drawer-api.ts';
import { useDrawer, useFieldLabel } from './drawer-context.tsx';
import { formatTime, optionLabel } from './drawer-logic.ts';

/** The fees tab: the customer fees the caller may see (DESIGN.md §5) and their totals; the freight total in ¥. */
export function FeesTab() {
  const { t } = useTranslation();
  const { id, lang, area, failTab } = useDrawer();
  const label = useFieldLabel();
  const fees = useQuery({
    queryKey: drawerKeys.tab(id, 'fees'),
    queryFn: () => drawerApi.fees(id),
    retry: false,
  });
  useEffect(() => {
    if (fees.isError) failTab();
  }, [fees.isError, failTab]);
  const rows = fees.data ?? [];
  const totals = feeTotals(rows);
  const col = (key: keyof WaybillFeeRow, render?: (row: WaybillFeeRow) => React.ReactNode) => ({
    key,
    dataIndex: key,
    title: label(key === 'status' ? 'feeStatus' : key),
    render: render ? (_: unknown, row: WaybillFeeRow) => render(row) : undefined,
  });
  const columns = [
    col('subjectName', (r) => subjectLabel(r.subjectName, lang)),
    col('value', (r) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{r.value}</span>),
    col('currency'),
    col('exchangeRate'),
    col('conversionValue'),
    col('status', (r) => <Tag>{optionLabel(FEE_STATUS_OPTIONS, r.status, lang)}</Tag>),
    ...(area === 'staff'
      ? [col('isCheck', (r) => (r.isCheck ? t('waybillDrawer.yes') : t('waybillDrawer.no')))]
      : []),
    col('billNo'),
    col('belongTime', (r) => formatTime(r.belongTime)),
    col('createByName', (r) => actorName(r.createByName, lang)),
  ];
  return (
    <div data-testid="drawer-fees">
      <WaybillFeeTools fees={rows} />
      <Table<WaybillFeeRow>
        size="small"
        rowKey="id"
        loading={fees.isLoading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('waybillDrawer.noFees')} />,
        }}
        summary={() =>
          rows.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('waybillDrawer.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} colSpan={columns.length - 1}>
                <Typography.Text data-testid="fee-totals">
                  {totals.byCurrency.map((c) => `${c.currency} ${c.total}`).join(' · ')}
                </Typography.Text>
                <Typography.Text strong style={{ marginLeft: 16 }} data-testid="fee-freight-total">
                  {t('waybillDrawer.freightTotal')}: ¥{totals.conversionTotal}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
