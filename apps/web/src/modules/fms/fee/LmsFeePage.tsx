import {
  message as catalogue,
  type FeeKind,
  hasPermission,
  LMS_FEE_PERMISSIONS,
  LMS_FEE_TITLES,
  PAGE_SIZE,
} from '@freightdesk/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { DataScopeSelect } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { usePagedSearch } from '#web/components/paged-search/use-paged-search.ts';
import { useExportJob } from '#web/components/progress/ExportJob.tsx';
import { DEEP_LINK_PARAM } from '#web/modules/lms/waybill/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { FeeCriteriaForm } from './FeeCriteriaForm.tsx';
import { FeeSummaryTable } from './FeeSummaryTable.tsx';
import { FeeTable } from './FeeTable.tsx';
import { type FeeFormValues, feeCriteria } from './fee-criteria.ts';
import { type LmsFeeSearchBody, type LmsFeeSort, lmsFeeApi, lmsFeeKeys } from './lms-fee-api.ts';

type Tab = 'fees' | 'summary';

/**
 * Finance → Customer fees (LMS) / Agent fees (LMS): criteria over the fee rows of one kind, the
 * fee list (page of 50, totals per currency, export, check / uncheck) and the summary by waybill
 * (totals and profit per waybill). The waybill number opens the drawer by its deep link.
 */
function LmsFeePage({ kind }: { kind: FeeKind }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [, setParams] = useSearchParams();
  const [form] = Form.useForm<FeeFormValues>();
  const paging = usePagedSearch<FeeFormValues>(PAGE_SIZE);
  const [sort, setSort] = useState<LmsFeeSort | null>(null);
  const [tab, setTab] = useState<Tab>('fees');
  const [summaryPage, setSummaryPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const may = (action: 'export' | 'check') => hasPermission(permissions, LMS_FEE_PERMISSIONS[kind][action]);

  const criteria = feeCriteria(paging.criteria);
  const dataScope = useDataScope(true);
  const permissionScope = dataScope.scope;
  const body: LmsFeeSearchBody = {
    page: paging.page,
    size: PAGE_SIZE,
    criteria,
    sort: sort ? [sort] : [],
    permissionScope,
  };
  const fees = useQuery({
    queryKey: lmsFeeKeys.search(kind, body),
    queryFn: () => lmsFeeApi.search(kind, body),
    placeholderData: keepPreviousData,
    enabled: tab === 'fees',
  });
  const summaryBody: LmsFeeSearchBody = { page: summaryPage, size: PAGE_SIZE, criteria, permissionScope };
  const summary = useQuery({
    queryKey: lmsFeeKeys.summary(kind, summaryBody),
    queryFn: () => lmsFeeApi.summary(kind, summaryBody),
    placeholderData: keepPreviousData,
    enabled: tab === 'summary',
  });

  const openWaybill = (waybillId: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(DEEP_LINK_PARAM, waybillId);
        return next;
      },
      { replace: true },
    );
  const search = (values: FeeFormValues) => {
    paging.search(values);
    setSummaryPage(1);
    setSelected([]);
  };
  const title = catalogue(lang, kind === 'customer' ? 'lmsCustomerFeeExportTitle' : 'lmsAgentFeeExportTitle');
  const exporting = useExportJob(t('lmsFee.exporting'));
  const exportFile = () =>
    exporting.run(
      () => lmsFeeApi.startExport(kind, { criteria, sort: body.sort, permissionScope }),
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

  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid={`lms-fee-page-${kind}`}
    >
      <FeeCriteriaForm kind={kind} lang={lang} form={form} onSearch={search} onReset={() => search({})} />
      <Card size="small">
        <Tabs
          size="small"
          activeKey={tab}
          onChange={(k) => setTab(k as Tab)}
          tabBarExtraContent={
            <DataScopeSelect
              scopes={dataScope.scopes}
              value={permissionScope}
              onChange={(scope) => {
                dataScope.setScope(scope);
                setSummaryPage(1);
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
            </Space>
            <FeeTable
              kind={kind}
              lang={lang}
              records={fees.data?.records ?? []}
              total={fees.data?.total ?? 0}
              totals={fees.data?.totals}
              loading={fees.isFetching}
              page={paging.page}
              sort={sort}
              selectable={may('check')}
              selected={selected}
              onSelect={setSelected}
              onPage={paging.setPage}
              onSort={(s) => {
                setSort(s);
                paging.setPage(1);
              }}
              onOpenWaybill={openWaybill}
            />
          </Space>
        ) : (
          <FeeSummaryTable
            lang={lang}
            records={summary.data?.records ?? []}
            total={summary.data?.total ?? 0}
            loading={summary.isFetching}
            page={summaryPage}
            onPage={setSummaryPage}
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
