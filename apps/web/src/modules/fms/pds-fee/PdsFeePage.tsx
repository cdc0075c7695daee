import {
  hasPermission,
  type PdsFeePage as PdsFeeAnswer,
  type PdsFeeRow,
  Permission,
} from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { DataScopeSelect } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { useExportJob } from '#web/components/progress/ExportJob.tsx';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
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
  const { message } = App.useApp();
  const client = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const mayExport = hasPermission(permissions, Permission.pdsCustomerFeeExport);
  const mayConfirm = hasPermission(permissions, Permission.pdsCustomerFeeConfirm);

  const dataScope = useDataScope(true);
  const permissionScope = dataScope.scope;
  const list = useListView<PdsFeeRow, PdsFeeAnswer>(PDS_FEE_VIEW, { permissionScope });
  const sort = list.state.sort as PdsFeeSort | null;
  const fees = list.data as PdsFeeAnswer | undefined;

  const search = (values: SearchValues) => {
    list.search.onSearch(values);
    setSelected([]);
  };
  const reset = () => {
    list.update({ values: {}, page: 1 });
    setSelected([]);
  };
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
  const setConfirm = async (confirm: boolean) => {
    const ok = await confirmDialog({
      content: t(confirm ? 'pdsFee.confirmConfirm' : 'pdsFee.unconfirmConfirm', { count: selected.length }),
    });
    if (!ok) return;
    try {
      const res = await (confirm ? pdsFeeApi.confirm(selected) : pdsFeeApi.unconfirm(selected));
      void message.success(t('pdsFee.done', { count: res.updated }));
      setSelected([]);
      await client.invalidateQueries({ queryKey: pdsFeeKeys.all });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="pds-fee-page">
      <PdsFeeCriteriaForm lang={lang} form={list.search.form} onSearch={search} onReset={reset} />
      <Card size="small">
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
            <Space wrap data-testid="pds-fee-toolbar">
              {mayExport && (
                <Button onClick={() => void exportFile()} data-testid="pds-fee-export">
                  {t('pdsFee.export')}
                </Button>
              )}
              {mayConfirm && (
                <ClickLockButton
                  disabled={!selected.length}
                  onClick={() => setConfirm(true)}
                  data-testid="pds-fee-confirm"
                >
                  {t('pdsFee.confirm')}
                </ClickLockButton>
              )}
              {mayConfirm && (
                <ClickLockButton
                  disabled={!selected.length}
                  onClick={() => setConfirm(false)}
                  data-testid="pds-fee-unconfirm"
                >
                  {t('pdsFee.unconfirm')}
                </ClickLockButton>
              )}
            </Space>
            <DataScopeSelect
              scopes={dataScope.scopes}
              value={permissionScope}
              onChange={(scope) => {
                dataScope.setScope(scope);
                list.firstPage();
                setSelected([]);
              }}
            />
          </Space>
          <PdsFeeTable
            lang={lang}
            records={fees?.records ?? []}
            total={fees?.total ?? 0}
            summary={fees?.summary}
            loading={list.loading}
            page={list.state.page}
            sort={sort}
            selectable={mayConfirm}
            selected={selected}
            onSelect={setSelected}
            onPage={(p) => list.update({ page: p })}
            onSort={(s) => list.update({ sort: s, page: 1 })}
          />
        </Space>
      </Card>
      {exporting.modal}
    </Space>
  );
}
