import {
  hasPermission,
  type PdsFeePage as PdsFeeAnswer,
  type PdsFeeRow,
  Permission,
} from '@freightdesk/domain';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExportJob } from '#web/components/progress/ExportJob.tsx';
import { type FeeListAction, FeeListToolbar, useFeeList } from '#web/modules/fms/fee/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { PdsFeeCriteriaForm } from './PdsFeeCriteriaForm.tsx';
import { PdsFeeTable } from './PdsFeeTable.tsx';
import { PDS_FEE_VIEW, type PdsFeeSort, pdsFeeApi, pdsFeeCriteriaOf, pdsFeeKeys } from './pds-fee-api.ts';

/**
 * Finance → Parcel fees: criteria over the customer fee rows of parcels, the list (page of 50, sums
 * and counts per currency, export with progress, confirm / unconfirm after a confirmation dialog).
 * Criteria, sort and page are kept in the URL (`PDS_FEE_VIEW`).
 */
export function PdsFeePage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const mayExport = hasPermission(permissions, Permission.pdsCustomerFeeExport);
  const mayConfirm = hasPermission(permissions, Permission.pdsCustomerFeeConfirm);

  const fee = useFeeList<PdsFeeRow, PdsFeeAnswer>(PDS_FEE_VIEW, pdsFeeKeys.all);
  const { list, selected, permissionScope } = fee;
  const sort = list.state.sort as PdsFeeSort | null;
  const fees = list.data as PdsFeeAnswer | undefined;

  const exporting = useExportJob(t('pdsFee.exporting'));
  const exportFile = () =>
    exporting.run(
      () =>
        pdsFeeApi.startExport({
          criteria: pdsFeeCriteriaOf(list.state.values),
          sort: sort ? [sort] : [],
          permissionScope,
        }),
      `${t('pdsFee.exportFile')}.xlsx`,
    );
  const setConfirm = (confirm: boolean) =>
    fee.act(
      t(confirm ? 'pdsFee.confirmConfirm' : 'pdsFee.unconfirmConfirm', { count: selected.length }),
      (ids) => (confirm ? pdsFeeApi.confirm(ids) : pdsFeeApi.unconfirm(ids)),
      (count) => t('pdsFee.done', { count }),
    );
  const actions: FeeListAction[] = mayConfirm
    ? [
        { testId: 'pds-fee-confirm', label: t('pdsFee.confirm'), onClick: () => setConfirm(true) },
        { testId: 'pds-fee-unconfirm', label: t('pdsFee.unconfirm'), onClick: () => setConfirm(false) },
      ]
    : [];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="pds-fee-page">
      <PdsFeeCriteriaForm lang={lang} form={list.search.form} onSearch={fee.search} onReset={fee.reset} />
      <Card size="small">
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
            <FeeListToolbar
              testId="pds-fee-toolbar"
              mayExport={mayExport}
              exportButton={{
                testId: 'pds-fee-export',
                label: t('pdsFee.export'),
                onClick: () => void exportFile(),
              }}
              actions={actions}
              selectedCount={selected.length}
            />
            {fee.scopeSelect}
          </Space>
          <PdsFeeTable
            lang={lang}
            records={fees?.records ?? []}
            summary={fees?.summary}
            list={list}
            selectable={mayConfirm}
            selected={selected}
            onSelect={fee.setSelected}
          />
        </Space>
      </Card>
      {exporting.modal}
    </Space>
  );
}
