import {
  message as catalogue,
  type FeeKind,
  hasPermission,
  LMS_FEE_PERMISSIONS,
  LMS_FEE_TITLES,
  type LmsFeePage as LmsFeeAnswer,
  type LmsFeeRow,
  type LmsFeeSummaryPage,
  type LmsFeeSummaryRow,
  Permission,
} from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { DataScopeSelect } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { useExportJob } from '#web/components/progress/ExportJob.tsx';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { DEEP_LINK_PARAM } from '#web/modules/lms/waybill/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { FeeCriteriaForm } from './FeeCriteriaForm.tsx';
import { FeeSummaryTable } from './FeeSummaryTable.tsx';
import { FeeTable } from './FeeTable.tsx';
import { LMS_FEE_VIEWS, type LmsFeeSort, lmsFeeApi, lmsFeeCriteria, lmsFeeKeys } from './lms-fee-api.ts';

/**
 * Finance → Customer fees (LMS) / Agent fees (LMS): criteria over the fee rows of one kind, the
 * fee list (page of 50, totals per currency, export, check / uncheck) and the summary by waybill
 * (totals and profit per waybill). The waybill number opens the drawer by its deep link. Criteria,
 * tab, sort and page are kept in the URL (`LMS_FEE_VIEWS`).
 */
function LmsFeePage({ kind }: { kind: FeeKind }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [, setParams] = useSearchParams();
  const [selected, setSelected] = useState<string[]>([]);
  const may = (action: 'export' | 'check') => hasPermission(permissions, LMS_FEE_PERMISSIONS[kind][action]);
  const mayConfirm = kind === 'customer' && hasPermission(permissions, Permission.customerFeeConfirm);

  const dataScope = useDataScope(true);
  const permissionScope = dataScope.scope;
  const list = useListView<LmsFeeRow | LmsFeeSummaryRow, LmsFeeAnswer | LmsFeeSummaryPage>(
    LMS_FEE_VIEWS[kind],
    { permissionScope },
  );
  const { tab, page } = list.state;
  const sort = list.state.sort as LmsFeeSort | null;
  const fees = tab === 'fees' ? (list.data as LmsFeeAnswer | undefined) : undefined;
  const summary = tab === 'summary' ? (list.data as LmsFeeSummaryPage | undefined) : undefined;

  const openWaybill = (waybillId: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(DEEP_LINK_PARAM, waybillId);
        return next;
      },
      { replace: true },
    );
  // the number type is kept only with numbers; sort and tab stay
  const search = (values: SearchValues) => {
    list.search.onSearch(String(values.numbers ?? '').trim() ? values : { ...values, numberType: undefined });
    setSelected([]);
  };
  const reset = () => {
    list.update({ values: {}, page: 1 });
    setSelected([]);
  };
  const title = catalogue(lang, kind === 'customer' ? 'lmsCustomerFeeExportTitle' : 'lmsAgentFeeExportTitle');
  const exporting = useExportJob(t('lmsFee.exporting'));
  const exportFile = () =>
    exporting.run(
      () =>
        lmsFeeApi.startExport(kind, {
          criteria: lmsFeeCriteria(list.state.values),
          sort: sort ? [sort] : [],
          permissionScope,
        }),
      `${title}.xlsx`,
    );
  const setCheck = async (isCheck: boolean) => {
    const ok = await confirmDialog({
      content: t(isCheck ? 'lmsFee.checkConfirm' : 'lmsFee.uncheckConfirm', { count: selected.length }),
    });
    if (!ok) return;
    try {
      const res = await (isCheck ? lmsFeeApi.check(kind, selected) : lmsFeeApi.uncheck(kind, selected));
      void message.success(t('lmsFee.checkDone', { count: res.updated }));
      setSelected([]);
      await client.invalidateQueries({ queryKey: lmsFeeKeys.all });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  const setConfirm = async (confirm: boolean) => {
    const ok = await confirmDialog({
      content: t(confirm ? 'lmsFee.confirmConfirm' : 'lmsFee.unconfirmConfirm', { count: selected.length }),
    });
    if (!ok) return;
    try {
      const res = await (confirm ? lmsFeeApi.confirm(selected) : lmsFeeApi.unconfirm(selected));
      void message.success(t('lmsFee.checkDone', { count: res.updated }));
      setSelected([]);
      await client.invalidateQueries({ queryKey: lmsFeeKeys.all });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid={`lms-fee-page-${kind}`}
    >
      <FeeCriteriaForm kind={kind} lang={lang} form={list.search.form} onSearch={search} onReset={reset} />
      <Card size="small">
        <Tabs
          size="small"
          activeKey={tab ?? undefined}
          onChange={list.setTab}
          tabBarExtraContent={
            <DataScopeSelect
              scopes={dataScope.scopes}
              value={permissionScope}
              onChange={(scope) => {
                dataScope.setScope(scope);
                list.firstPage();
                setSelected([]);
              }}
            />
          }
          items={[
            { key: 'fees', label: <span data-testid="lms-fee-tab-fees">{LMS_FEE_TITLES[kind][lang]}</span> },
            {
              key: 'summary',
              label: <span data-testid="lms-fee-tab-summary">{LMS_FEE_TITLES.summary[lang]}</span>,
            },
          ]}
        />
        {tab === 'fees' ? (
          <Space orientation="vertical" size="small" style={{ width: '100%' }}>
            <Space wrap data-testid="lms-fee-toolbar">
              {may('export') && (
                <Button onClick={() => void exportFile()} data-testid="lms-fee-export">
                  {t('lmsFee.export')}
                </Button>
              )}
              {may('check') && (
                <ClickLockButton
                  disabled={!selected.length}
                  onClick={() => setCheck(true)}
                  data-testid="lms-fee-check"
                >
                  {t('lmsFee.check')}
                </ClickLockButton>
              )}
              {may('check') && (
                <ClickLockButton
                  disabled={!selected.length}
                  onClick={() => setCheck(false)}
                  data-testid="lms-fee-uncheck"
                >
                  {t('lmsFee.uncheck')}
                </ClickLockButton>
              )}
              {mayConfirm && (
                <ClickLockButton
                  disabled={!selected.length}
                  onClick={() => setConfirm(true)}
                  data-testid="lms-fee-confirm"
                >
                  {t('lmsFee.confirm')}
                </ClickLockButton>
              )}
              {mayConfirm && (
                <ClickLockButton
                  disabled={!selected.length}
                  onClick={() => setConfirm(false)}
                  data-testid="lms-fee-unconfirm"
                >
                  {t('lmsFee.unconfirm')}
                </ClickLockButton>
              )}
            </Space>
            <FeeTable
              kind={kind}
              lang={lang}
              records={fees?.records ?? []}
              total={fees?.total ?? 0}
              totals={fees?.totals}
              loading={list.loading}
              page={page}
              sort={sort}
              selectable={may('check') || mayConfirm}
              selected={selected}
              onSelect={setSelected}
              onPage={(p) => list.update({ page: p })}
              onSort={(s) => list.update({ sort: s, page: 1 })}
              onOpenWaybill={openWaybill}
            />
          </Space>
        ) : (
          <FeeSummaryTable
            lang={lang}
            records={summary?.records ?? []}
            total={summary?.total ?? 0}
            loading={list.loading}
            page={page}
            onPage={(p) => list.update({ page: p })}
            onOpenWaybill={openWaybill}
          />
        )}
      </Card>
      {exporting.modal}
    </Space>
  );
}

export const CustomerFeePage = () => <LmsFeePage kind="customer" />;
export const AgentFeePage = () => <LmsFeePage kind="agent" />;
