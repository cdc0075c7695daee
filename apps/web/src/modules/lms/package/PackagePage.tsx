import { hasPermission, PACKAGE_STATE_LABELS, type PackageRow, Permission } from '@freightdesk/domain';
import { Button, Card, Input, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { openPdf } from '#web/modules/lms/document/index.ts';
import { WaybillDrawer } from '#web/modules/lms/waybill/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { PackageWaybills } from './PackageWaybills.tsx';
import { PACKAGE_VIEW, packageApi } from './package-api.ts';

const STATE_COLORS = { inWarehouse: 'processing', partlySent: 'warning', sent: 'success' } as const;
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '');

/** LMS → Scanning → packages / pallets: the packages the package scan made, their waybills, labels. */
export function PackagePage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const session = useSession();
  const [drawerId, setDrawerId] = useState<string>();
  const dataScope = useDataScope(true);
  const list = useListView<PackageRow>(PACKAGE_VIEW, { permissionScope: dataScope.scope });
  const mayRemove = hasPermission(session.permissions, Permission.lmsPackageUpdate);
  const mayPrint = hasPermission(session.permissions, Permission.lmsPackagePrint);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="package-page">
      <SearchFormCard {...list.search} submitTestId="package-search">
        <SearchItem name="numbers" label={t('package.numbers')} lg={8}>
          <Input.TextArea
            allowClear
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={20_000}
            placeholder={t('package.numbersHint')}
            data-testid="package-numbers"
          />
        </SearchItem>
        <SearchItem name="packageTime" label={t('package.packageTime')} md={16} lg={8}>
          <DateRangePicker data-testid="package-time" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Table<PackageRow>
          size="small"
          rowKey="packageNo"
          loading={list.loading}
          dataSource={list.rows}
          data-testid="package-table"
          expandable={{
            expandedRowRender: (r) => (
              <PackageWaybills packageNo={r.packageNo} mayRemove={mayRemove} onOpen={setDrawerId} />
            ),
          }}
          pagination={{ ...list.pagination, showTotal: (total) => t('package.total', { total }) }}
          columns={[
            { key: 'packageNo', title: t('package.packageNo'), dataIndex: 'packageNo', width: 180 },
            { key: 'waybillCount', title: t('package.waybillCount'), dataIndex: 'waybillCount', width: 100 },
            { key: 'pieceCount', title: t('package.pieceCount'), dataIndex: 'pieceCount', width: 90 },
            { key: 'totalWeight', title: t('package.totalWeight'), dataIndex: 'totalWeight', width: 130 },
            {
              key: 'createdAt',
              title: t('package.createdAt'),
              width: 170,
              render: (_, r) => time(r.createdAt),
            },
            {
              key: 'lastScanAt',
              title: t('package.lastScanAt'),
              width: 170,
              render: (_, r) => time(r.lastScanAt),
            },
            {
              key: 'state',
              title: t('package.state'),
              width: 120,
              render: (_, r) => (
                <Tag color={STATE_COLORS[r.state]}>{PACKAGE_STATE_LABELS[r.state][lang]}</Tag>
              ),
            },
            {
              key: 'actions',
              title: t('package.actions'),
              width: 120,
              render: (_, r) =>
                mayPrint ? (
                  <Button
                    size="small"
                    onClick={async () => openPdf(await packageApi.label(r.packageNo))}
                    data-testid={`package-label-${r.packageNo}`}
                  >
                    {t('package.printLabel')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
      <WaybillDrawer waybillId={drawerId} area="staff" onClose={() => setDrawerId(undefined)} />
    </Space>
  );
}
